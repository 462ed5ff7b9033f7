import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { noScript } from '../../ui/no-script';
import { fill } from '../../ui/fill';
import { addressOf, choiceFromAddress, COMMON_CUTS, isEmpty, NO_CHOICE, type Choice } from './search/choice';
import type { Found } from './search/searcher';
import { trackLength } from './time';
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

const Form = styled('form')`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
  ${noScript} {
    display: none;
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  select,
  input {
    min-height: 2.5rem;
    padding: 0.375rem 0.5rem;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 0.9375rem;
  }
  input[type='number'] {
    width: 5.5rem;
  }
  fieldset {
    display: flex;
    gap: 0.5rem;
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.mutedText};
    margin-bottom: 0.25rem;
  }
`;

const Query = styled('div')`
  flex-basis: 100%;
  display: grid;
  gap: 0.25rem;
  input {
    width: 100%;
    font-size: 1rem;
  }
`;

const Hint = styled('p')`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Check = styled('label')`
  && {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.5rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.text};
  }
  input {
    min-height: auto;
    width: 1.125rem;
    height: 1.125rem;
  }
`;

const Clear = styled('button')`
  min-height: 2.5rem;
  padding: 0.375rem 0.875rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
`;

const Count = styled('p')`
  flex-basis: 100%;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const OTHER = 'other';

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
  const catalogOrder = useRef<Element[] | null>(null);
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
    catalogOrder.current ??= [...list.querySelectorAll(':scope > [data-track]')];
    const cards = catalogOrder.current as HTMLElement[];
    const byId = new Map(found?.map((result, rank) => [result.id, { ...result, rank }]));
    for (const card of cards) {
      const result = byId.get(card.dataset.track ?? '');
      card.hidden = found !== null && result === undefined;
      card.querySelector('[data-fits-note]')?.remove();
      if (result?.fits) {
        const note = document.createElement('p');
        note.dataset.fitsNote = '';
        note.textContent = fill(labels.fitsNote, {
          version: result.fits.label,
          length: trackLength(result.fits.seconds),
          seconds: String(asked.fits ?? ''),
        });
        (card.querySelector('dl') ?? card.firstElementChild)?.after(note);
      }
    }
    // Best first when words were asked: the cards themselves move, so reading and tabbing order follow.
    const order = asked.q.trim() !== '' ? [...cards].sort((a, b) => (byId.get(a.dataset.track ?? '')?.rank ?? Infinity) - (byId.get(b.dataset.track ?? '')?.rank ?? Infinity)) : cards;
    if (order.some((card, index) => list.children[index] !== card)) list.append(...order);
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
      <label>
        {labels.mood}
        <select value={choice.mood} onChange={(event) => change({ ...choice, mood: event.currentTarget.value })}>
          <option value="">{labels.any}</option>
          {moods.map((mood) => (
            <option key={mood}>{mood}</option>
          ))}
        </select>
      </label>
      <label>
        {labels.genre}
        <select value={choice.genre} onChange={(event) => change({ ...choice, genre: event.currentTarget.value })}>
          <option value="">{labels.any}</option>
          {genres.map((genre) => (
            <option key={genre}>{genre}</option>
          ))}
        </select>
      </label>
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
