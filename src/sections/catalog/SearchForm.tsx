import { useId } from 'react';
import { fill } from '../../../functions/src/contract/fill.ts';
import { COMMON_CUTS, OTHER_LENGTH } from './search/choice.ts';
import { ByFile, Check, Clear, Count, FilterFields, Filters, Form, Hint, Query } from './search-form-styles.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

/** The labels the form is drawn with, at build time. */
export type SearchFormLabels = Pick<
  Labels,
  | 'filters'
  | 'filtersControl'
  | 'search'
  | 'searchHint'
  | 'vocals'
  | 'any'
  | 'instrumental'
  | 'vocal'
  | 'mood'
  | 'genre'
  | 'energy'
  | 'energyLow'
  | 'energyMedium'
  | 'energyHigh'
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
  | 'findByFile'
  | 'fileStaysHere'
  | 'filePart'
  | 'fileWhole'
  | 'fileFrom'
>;

export interface SearchFormProps {
  moods: Track['moods'];
  genres: Track['genres'];
  /** The listed tracks' tempo range; absent where none has a tempo (all in free time). */
  bpmMin?: number;
  bpmMax?: number;
  total: number;
  /** Whether the build heard the catalog's audio, so a file can be compared with it. */
  byFile: boolean;
  labels: SearchFormLabels;
}

/** The parts of a file offered for comparison, in seconds: a scene's length of temp music. */
const FILE_PARTS = [30, 60] as const;

/** The formats browsers decode that producers and editors pass around. */
const AUDIO_FILES = 'audio/*,.mp3,.wav,.aif,.aiff,.flac,.m4a';

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

/** A select of fixed values, each with its label, after "any". */
function Choice({
  name,
  label,
  any,
  options,
}: {
  name: string;
  label: string;
  any: string;
  options: readonly (readonly [value: string, label: string])[];
}) {
  return (
    <label>
      {label}
      <select name={name}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The length of the buyer's cut: the spots an ad is cut to, or another typed in the field the script shows. */
function FitsChoice({ labels }: { labels: SearchFormProps['labels'] }) {
  return (
    <>
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
    </>
  );
}

/**
 * The catalog's search form as the build draws it: the fields are the search's state, named as
 * the address names them, and the island's script (CatalogSearch.island.ts) reads and writes
 * them. Hidden without JavaScript, where it could find nothing.
 */
export function SearchForm({
  moods,
  genres,
  bpmMin,
  bpmMax,
  total,
  byFile,
  labels,
  lang,
}: SearchFormProps & { lang: string }) {
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
      <input type="hidden" name="like" />
      {/* On a phone the filters wait behind a press, so the box and the first tracks fit the first screen; on a wider one they show. */}
      <Filters>
        <summary>{labels.filtersControl}</summary>
        <FilterFields>
          <Choice
            name="vocals"
            label={labels.vocals}
            any={labels.any}
            options={[
              ['instrumental', labels.instrumental],
              ['vocal', labels.vocal],
            ]}
          />
          <OneOf name="mood" label={labels.mood} any={labels.any} values={moods} />
          <OneOf name="genre" label={labels.genre} any={labels.any} values={genres} />
          <Choice
            name="energy"
            label={labels.energy}
            any={labels.any}
            options={[
              ['low', labels.energyLow],
              ['medium', labels.energyMedium],
              ['high', labels.energyHigh],
            ]}
          />
          <FitsChoice labels={labels} />
          <fieldset>
            <legend>{labels.tempo}</legend>
            <label>
              {labels.tempoFrom}
              <input
                type="number"
                name="bpmFrom"
                inputMode="numeric"
                min={bpmMin}
                max={bpmMax}
                placeholder={bpmMin === undefined ? undefined : String(bpmMin)}
              />
            </label>
            <label>
              {labels.tempoTo}
              <input
                type="number"
                name="bpmTo"
                inputMode="numeric"
                min={bpmMin}
                max={bpmMax}
                placeholder={bpmMax === undefined ? undefined : String(bpmMax)}
              />
            </label>
          </fieldset>
          <Check>
            <input type="checkbox" name="noAi" />
            {labels.noAi}
          </Check>
          {byFile && (
            // Shown by the script, which alone can read the file: without it the control would do nothing.
            <ByFile hidden data-by-file>
              <label>
                {labels.findByFile}
                <input type="file" name="file" accept={AUDIO_FILES} />
              </label>
              <label>
                {labels.filePart}
                <select name="part">
                  <option value="">{labels.fileWhole}</option>
                  {FILE_PARTS.map((seconds) => (
                    <option key={seconds} value={seconds}>
                      {fill(labels.fitsSeconds, { seconds: String(seconds) })}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {labels.fileFrom}
                <input type="number" name="from" inputMode="numeric" min={0} max={900} placeholder="0" />
              </label>
              <p>{labels.fileStaysHere}</p>
            </ByFile>
          )}
        </FilterFields>
      </Filters>
      <Clear type="button" hidden>
        {labels.clearSearch}
      </Clear>
      <Count role="status">{fill(labels.showing, { count: all, total: all })}</Count>
    </Form>
  );
}
