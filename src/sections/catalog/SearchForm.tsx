import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../ui/fill';
import { addressOf, choiceFromAddress, COMMON_CUTS, isEmpty, NO_CHOICE, type Choice } from './search/choice';
import { drawResults } from './search/draw-results';
import { Check, Clear, Count, Form, Hint, Query } from './search-form-styles';
import type { Found } from './search/searcher';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

/** The labels the search shows: the build gives it these, and no others. */
export const SEARCH_LABELS = [
  'filters',
  'search',
  'searchHint',
  'vocals',
  'any',
  'instrumental',
  'vocal',
  'mood',
  'genre',
  'tempo',
  'tempoFrom',
  'tempoTo',
  'fits',
  'fitsAny',
  'fitsSeconds',
  'fitsOther',
  'fitsNote',
  'noAi',
  'clearSearch',
  'showing',
  'noMatch',
  'searchFailed',
] as const satisfies readonly (keyof Labels)[];

export interface CatalogSearchProps {
  /** The id of the list whose cards the search shows, hides and orders. */
  listId: string;
  /** Where the build wrote the catalog's search file. */
  searchFile: string;
  moods: Track['moods'];
  genres: Track['genres'];
  bpmMin: Track['bpm'];
  bpmMax: Track['bpm'];
  total: number;
  labels: Pick<Labels, (typeof SEARCH_LABELS)[number]>;
}

type Search = (choice: Choice) => Found[];

const OTHER = 'other';

/** A filter that keeps one of the catalog's values (a mood, a genre), or any. */
function OneOf({ label, any, values, value, onChange }: { label: string; any: string; values: readonly string[]; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{any}</option>
        {values.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}

/**
 * The catalog's search and filters over the build's track cards. The words and filters live in
 * the address; the search file (the index and each track's facts) is fetched the first time the
 * box is focused or a search arrives in the address, and the cards in the page are then shown,
 * hidden and put in the order of the results, so no card is drawn twice.
 */
export function SearchForm({ listId, searchFile, moods, genres, bpmMin, bpmMax, total, labels }: CatalogSearchProps) {
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [shown, setShown] = useState<number | 'failed'>(total);
  const [otherLength, setOtherLength] = useState(false);
  const searcher = useRef<Promise<Search> | null>(null);
  const latest = useRef(0);
  const catalogOrder = useRef<HTMLElement[] | null>(null);
  const hintId = useId();

  const load = (): Promise<Search> => {
    searcher.current ??= Promise.all([
      import('./search/searcher'),
      fetch(searchFile).then((response) => {
        if (!response.ok) throw new Error(`${searchFile}: ${response.status}`);
        return response.json();
      }),
    ]).then(([{ createSearcher }, file]) => createSearcher(file));
    // A failed load is tried again at the next change: the connection may be back.
    searcher.current.catch(() => {
      searcher.current = null;
    });
    return searcher.current;
  };

  const draw = (found: Found[] | null, asked: Choice) => {
    const list = document.getElementById(listId);
    if (!list) return;
    catalogOrder.current ??= [...list.querySelectorAll<HTMLElement>(':scope > [data-track]')];
    drawResults(list, catalogOrder.current, found, asked, labels.fitsNote);
    setShown(found === null ? total : found.length);
  };

  const show = async (next: Choice) => {
    const ticket = ++latest.current;
    if (isEmpty(next)) return draw(null, next);
    try {
      const search = await load();
      if (ticket === latest.current) draw(search(next), next);
    } catch {
      if (ticket === latest.current) setShown('failed');
    }
  };

  const change = (next: Choice, history: 'push' | 'replace' = 'push') => {
    setChoice(next);
    const address = `${location.pathname}${addressOf(next)}${location.hash}`;
    window.history[history === 'push' ? 'pushState' : 'replaceState'](null, '', address);
    void show(next);
  };

  useEffect(() => {
    const fromAddress = () => {
      const next = choiceFromAddress(location.search);
      setChoice(next);
      setOtherLength(next.fits !== null && !(COMMON_CUTS as readonly number[]).includes(next.fits));
      void show(next);
    };
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
    // The listener reads the address, not the render's state: installed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const number = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);
  const lengthChoice = otherLength ? OTHER : choice.fits === null ? '' : String(choice.fits);

  return (
    <Form role="search" aria-label={labels.filters} onSubmit={(event) => event.preventDefault()}>
      <Query>
        <label>
          {labels.search}
          <input
            type="search"
            name="q"
            value={choice.q}
            autoComplete="off"
            aria-describedby={hintId}
            onFocus={() => void load().catch(() => undefined)}
            // Typing refines one search: the back button goes to the one before, not letter by letter.
            onChange={(event) => change({ ...choice, q: event.currentTarget.value }, choice.q === '' ? 'push' : 'replace')}
          />
        </label>
        <Hint id={hintId}>{labels.searchHint}</Hint>
      </Query>
      <label>
        {labels.vocals}
        <select value={choice.vocals} onChange={(event) => change({ ...choice, vocals: event.currentTarget.value as Choice['vocals'] })}>
          <option value="">{labels.any}</option>
          <option value="instrumental">{labels.instrumental}</option>
          <option value="vocal">{labels.vocal}</option>
        </select>
      </label>
      <OneOf label={labels.mood} any={labels.any} values={moods} value={choice.mood} onChange={(mood) => change({ ...choice, mood })} />
      <OneOf label={labels.genre} any={labels.any} values={genres} value={choice.genre} onChange={(genre) => change({ ...choice, genre })} />
      <label>
        {labels.fits}
        <select
          value={lengthChoice}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setOtherLength(value === OTHER);
            if (value !== OTHER) change({ ...choice, fits: number(value) });
          }}
        >
          <option value="">{labels.fitsAny}</option>
          {COMMON_CUTS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {fill(labels.fitsSeconds, { seconds: String(seconds) })}
            </option>
          ))}
          <option value={OTHER}>{labels.fitsOther}</option>
        </select>
      </label>
      {otherLength && (
        <label>
          {labels.fitsOther}
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={3600}
            value={choice.fits ?? ''}
            onChange={(event) => change({ ...choice, fits: number(event.currentTarget.value) }, 'replace')}
          />
        </label>
      )}
      <fieldset>
        <legend>{labels.tempo}</legend>
        <label>
          {labels.tempoFrom}
          <input
            type="number"
            inputMode="numeric"
            min={bpmMin}
            max={bpmMax}
            placeholder={String(bpmMin)}
            value={choice.bpmFrom ?? ''}
            onChange={(event) => change({ ...choice, bpmFrom: number(event.currentTarget.value) }, 'replace')}
          />
        </label>
        <label>
          {labels.tempoTo}
          <input
            type="number"
            inputMode="numeric"
            min={bpmMin}
            max={bpmMax}
            placeholder={String(bpmMax)}
            value={choice.bpmTo ?? ''}
            onChange={(event) => change({ ...choice, bpmTo: number(event.currentTarget.value) }, 'replace')}
          />
        </label>
      </fieldset>
      <Check>
        <input type="checkbox" checked={choice.noAi} onChange={(event) => change({ ...choice, noAi: event.currentTarget.checked })} />
        {labels.noAi}
      </Check>
      {!isEmpty(choice) && (
        <Clear
          type="button"
          onClick={() => {
            setOtherLength(false);
            change(NO_CHOICE);
          }}
        >
          {labels.clearSearch}
        </Clear>
      )}
      <Count role="status">
        {shown === 'failed' ? labels.searchFailed : shown === 0 ? labels.noMatch : fill(labels.showing, { count: String(shown), total: String(total) })}
      </Count>
    </Form>
  );
}
