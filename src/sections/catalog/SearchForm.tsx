import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fill } from '../../ui/fill';
import { addressOf, choiceFromAddress, COMMON_CUTS, isEmpty, NO_CHOICE, type Choice } from './search/choice';
import { drawResults } from './search/draw-results';
import { Check, Clear, Count, Form, Hint, More, Query } from './search-form-styles';
import { createCardSource, type CardSource } from './search/result-cards';
import { shardFile } from './search/search-shards';
import type { Found, Search } from './search/searcher';
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
  'moreResults',
] as const satisfies readonly (keyof Labels)[];

export interface CatalogSearchProps {
  /** The id of the list whose cards the search shows, hides and orders. */
  listId: string;
  /** The numbered pages' links, set aside while a search shows results from every page. */
  pagerId: string | null;
  /** Where the build wrote the catalog's search file, */
  searchFile: string;
  /** the folder of its index's parts, */
  searchFolder: string;
  /** and each track's card alone, `{id}` standing for the track's id. */
  cardFile: string;
  moods: Track['moods'];
  genres: Track['genres'];
  bpmMin: Track['bpm'];
  bpmMax: Track['bpm'];
  total: number;
  labels: Pick<Labels, (typeof SEARCH_LABELS)[number]>;
}

/** Results are drawn this many at a time: the cards not on the page are fetched together, some 2 kB each. */
const RESULTS_AT_ONCE = 12;

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
 * The catalog's search and filters. The words and filters live in the address; the search base
 * (each track's facts and the index's shape) is fetched the first time the box is focused or a
 * search arrives in the address, and each part of the index when a word first needs it. Results
 * come from every page of the catalog: the list shows them best first, a page's worth at a time,
 * with the page's own cards where they are and the build's card files for the others.
 */
export function SearchForm({ listId, pagerId, searchFile, searchFolder, cardFile, moods, genres, bpmMin, bpmMax, total, labels }: CatalogSearchProps) {
  const [choice, setChoice] = useState<Choice>(NO_CHOICE);
  const [shown, setShown] = useState<number | 'failed'>(total);
  const [results, setResults] = useState<{ found: Found[]; drawn: number; asked: Choice } | null>(null);
  const [otherLength, setOtherLength] = useState(false);
  // Made in the browser only; nothing is drawn in it before a search, so hydration never meets it.
  const [moreSlot] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const searcher = useRef<Promise<Search> | null>(null);
  const cards = useRef<{ page: HTMLElement[]; source: CardSource } | null>(null);
  const latest = useRef(0);
  const hintId = useId();

  const fetchJson = async <T,>(address: string): Promise<T> => {
    const response = await fetch(address);
    if (!response.ok) throw new Error(`${address}: ${response.status}`);
    return (await response.json()) as T;
  };

  const load = (): Promise<Search> => {
    searcher.current ??= Promise.all([import('./search/searcher'), fetchJson<Parameters<typeof import('./search/searcher').createSearcher>[0]>(searchFile)]).then(
      ([{ createSearcher }, base]) => createSearcher(base, (shard) => fetchJson(shardFile(searchFolder, shard))),
    );
    // A failed load is tried again at the next change: the connection may be back.
    searcher.current.catch(() => {
      searcher.current = null;
    });
    return searcher.current;
  };

  const listParts = () => {
    const list = document.getElementById(listId);
    if (!list) return null;
    cards.current ??= (() => {
      const page = [...list.querySelectorAll<HTMLElement>(':scope > [data-track]')];
      return { page, source: createCardSource(cardFile, page) };
    })();
    return { list, pager: pagerId === null ? null : document.getElementById(pagerId), ...cards.current };
  };

  /** Draws the first `count` results, or the page's own cards when nothing is asked. */
  const draw = async (found: Found[] | null, asked: Choice, count: number, ticket: number) => {
    const parts = listParts();
    if (!parts) return;
    const { list, pager, page, source } = parts;
    const shownCards = found === null ? page : await Promise.all(found.slice(0, count).map((result) => source(result.id)));
    if (ticket !== latest.current) return;
    drawResults(list, shownCards, found ?? [], asked, labels.fitsNote);
    if (pager) pager.hidden = found !== null;
    setResults(found === null ? null : { found, drawn: shownCards.length, asked });
    setShown(found === null ? total : found.length);
  };

  const show = async (next: Choice) => {
    const ticket = ++latest.current;
    // Busy until this search's cards are in: assistive technology waits, and so can a test or the bench.
    const list = document.getElementById(listId);
    list?.setAttribute('aria-busy', 'true');
    try {
      if (isEmpty(next)) await draw(null, next, 0, ticket);
      else {
        const search = await load();
        const found = await search(next);
        if (ticket === latest.current) await draw(found, next, RESULTS_AT_ONCE, ticket);
      }
    } catch {
      if (ticket === latest.current) setShown('failed');
    } finally {
      if (ticket === latest.current) list?.removeAttribute('aria-busy');
    }
  };

  const showMore = async () => {
    if (!results) return;
    const ticket = latest.current;
    const first = results.drawn;
    await draw(results.found, results.asked, first + RESULTS_AT_ONCE, ticket).catch(() => setShown('failed'));
    // Keyboard and screen-reader users go on from the first card added, not from the top.
    document.getElementById(listId)?.children[first]?.querySelector<HTMLElement>('a[href], button')?.focus();
  };

  useEffect(() => {
    // The button that draws more results stands under the list, away from the form.
    if (!moreSlot) return;
    document.getElementById(listId)?.after(moreSlot);
    return () => moreSlot.remove();
  }, [listId, moreSlot]);

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
      {moreSlot &&
        results &&
        results.found.length > results.drawn &&
        createPortal(
          <More type="button" onClick={() => void showMore()}>
            {fill(labels.moreResults, { count: String(Math.min(RESULTS_AT_ONCE, results.found.length - results.drawn)) })}
          </More>,
          moreSlot,
        )}
      <Count role="status">
        {shown === 'failed' ? labels.searchFailed : shown === 0 ? labels.noMatch : fill(labels.showing, { count: String(shown), total: String(total) })}
      </Count>
    </Form>
  );
}
