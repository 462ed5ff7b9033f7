import { useId } from 'react';
import { fill } from '../../config/fill';
import { COMMON_CUTS, OTHER_LENGTH } from './search/choice';
import { Check, Clear, Count, Form, Hint, Query } from './search-form-styles';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

/** The labels the form is drawn with, at build time. */
export type SearchFormLabels = Pick<
  Labels,
  | 'filters'
  | 'search'
  | 'searchHint'
  | 'vocals'
  | 'any'
  | 'instrumental'
  | 'vocal'
  | 'mood'
  | 'genre'
  | 'tempo'
  | 'tempoFrom'
  | 'tempoTo'
  | 'fits'
  | 'fitsAny'
  | 'fitsSeconds'
  | 'fitsOther'
  | 'noAi'
  | 'clearSearch'
  | 'showing'
>;

export interface SearchFormProps {
  moods: Track['moods'];
  genres: Track['genres'];
  bpmMin: Track['bpm'];
  bpmMax: Track['bpm'];
  total: number;
  labels: SearchFormLabels;
}

/** A filter that keeps one of the catalog's values (a mood, a genre), or any. */
function OneOf({ name, label, any, values }: { name: string; label: string; any: string; values: readonly string[] }) {
  return (
    <label>
      {label}
      <select name={name}>
        <option value="">{any}</option>
        {values.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}

/**
 * The catalog's search form as the build draws it: the fields are the search's state, named as
 * the address names them, and the island's script (CatalogSearch.island.ts) reads and writes
 * them. Hidden without JavaScript, where it could find nothing.
 */
export function SearchForm({ moods, genres, bpmMin, bpmMax, total, labels, lang }: SearchFormProps & { lang: string }) {
  const hintId = useId();
  // As the script writes it in the page's language (5,000; 5 000).
  const all = total.toLocaleString(lang);
  return (
    <Form role="search" aria-label={labels.filters}>
      <Query>
        <label>
          {labels.search}
          <input type="search" name="q" autoComplete="off" aria-describedby={hintId} />
        </label>
        <Hint id={hintId}>{labels.searchHint}</Hint>
      </Query>
      <label>
        {labels.vocals}
        <select name="vocals">
          <option value="">{labels.any}</option>
          <option value="instrumental">{labels.instrumental}</option>
          <option value="vocal">{labels.vocal}</option>
        </select>
      </label>
      <OneOf name="mood" label={labels.mood} any={labels.any} values={moods} />
      <OneOf name="genre" label={labels.genre} any={labels.any} values={genres} />
      <label>
        {labels.fits}
        <select name="fits">
          <option value="">{labels.fitsAny}</option>
          {COMMON_CUTS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {fill(labels.fitsSeconds, { seconds: String(seconds) })}
            </option>
          ))}
          <option value={OTHER_LENGTH}>{labels.fitsOther}</option>
        </select>
      </label>
      <label hidden>
        {labels.fitsOther}
        <input type="number" name="fitsOther" inputMode="numeric" min={1} max={3600} />
      </label>
      <fieldset>
        <legend>{labels.tempo}</legend>
        <label>
          {labels.tempoFrom}
          <input type="number" name="bpmFrom" inputMode="numeric" min={bpmMin} max={bpmMax} placeholder={String(bpmMin)} />
        </label>
        <label>
          {labels.tempoTo}
          <input type="number" name="bpmTo" inputMode="numeric" min={bpmMin} max={bpmMax} placeholder={String(bpmMax)} />
        </label>
      </fieldset>
      <Check>
        <input type="checkbox" name="noAi" />
        {labels.noAi}
      </Check>
      <Clear type="button" hidden>
        {labels.clearSearch}
      </Clear>
      <Count role="status">{fill(labels.showing, { count: all, total: all })}</Count>
    </Form>
  );
}
