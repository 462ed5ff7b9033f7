import styled from '@emotion/styled';
import { useState, type ChangeEvent } from 'react';
import { noScript } from '../../ui/no-script';
import { fill } from '../../ui/fill';
import { facetsOf, matches, type FilterChoice } from './filter';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

/** The labels the filters show: the build gives them these, and no others. */
export const FILTER_LABELS = [
  'filters',
  'vocals',
  'any',
  'instrumental',
  'vocal',
  'mood',
  'genre',
  'tempo',
  'tempoFrom',
  'tempoTo',
  'showing',
  'noMatch',
] as const satisfies readonly (keyof Labels)[];

export interface CatalogFiltersProps {
  /** The id of the list whose cards the filters show and hide. */
  listId: string;
  moods: Track['moods'];
  genres: Track['genres'];
  bpmMin: Track['bpm'];
  bpmMax: Track['bpm'];
  total: number;
  labels: Pick<Labels, (typeof FILTER_LABELS)[number]>;
}

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
  input {
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

const Count = styled('p')`
  flex-basis: 100%;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * Filters over the build's track cards: they show and hide the cards already in the page by
 * their data attributes, so no track's facts are sent again as JavaScript.
 */
export function FilterForm({ listId, moods, genres, bpmMin, bpmMax, total, labels }: CatalogFiltersProps) {
  const [choice, setChoice] = useState<FilterChoice>({ vocals: '', mood: '', genre: '', bpmFrom: bpmMin, bpmTo: bpmMax });
  const [shown, setShown] = useState(total);

  const apply = (next: FilterChoice) => {
    setChoice(next);
    const cards = document.getElementById(listId)?.querySelectorAll<HTMLElement>('[data-track]') ?? [];
    let count = 0;
    for (const card of cards) {
      const keep = matches(facetsOf(card), next);
      card.hidden = !keep;
      if (keep) count += 1;
    }
    setShown(count);
  };

  const set = (key: keyof FilterChoice) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const fallback = key === 'bpmFrom' ? bpmMin : bpmMax;
    apply({ ...choice, [key]: key === 'bpmFrom' || key === 'bpmTo' ? (raw === '' ? fallback : Number(raw)) : raw });
  };

  return (
    <Form aria-label={labels.filters} onSubmit={(event) => event.preventDefault()}>
      <label>
        {labels.vocals}
        <select value={choice.vocals} onChange={set('vocals')}>
          <option value="">{labels.any}</option>
          <option value="instrumental">{labels.instrumental}</option>
          <option value="vocal">{labels.vocal}</option>
        </select>
      </label>
      <label>
        {labels.mood}
        <select value={choice.mood} onChange={set('mood')}>
          <option value="">{labels.any}</option>
          {moods.map((mood) => (
            <option key={mood}>{mood}</option>
          ))}
        </select>
      </label>
      <label>
        {labels.genre}
        <select value={choice.genre} onChange={set('genre')}>
          <option value="">{labels.any}</option>
          {genres.map((genre) => (
            <option key={genre}>{genre}</option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{labels.tempo}</legend>
        <label>
          {labels.tempoFrom}
          <input type="number" inputMode="numeric" min={bpmMin} max={bpmMax} value={choice.bpmFrom} onChange={set('bpmFrom')} />
        </label>
        <label>
          {labels.tempoTo}
          <input type="number" inputMode="numeric" min={bpmMin} max={bpmMax} value={choice.bpmTo} onChange={set('bpmTo')} />
        </label>
      </fieldset>
      <Count role="status">{shown === 0 ? labels.noMatch : fill(labels.showing, { count: String(shown), total: String(total) })}</Count>
    </Form>
  );
}
