import { describe, expect, it } from 'vitest';
import { facetAttributes, facetsOf, matches, type TrackFacets } from './filter';

const track: TrackFacets = { vocals: 'both', moods: ['Dark | Moody', 'Tense'], genres: ['Drum & Bass', 'Cinematic'], bpm: 172 };

/** A card's data attributes as the browser hands them to the island. */
function card(attributes: Record<string, string>): HTMLElement {
  const dataset = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.slice(5), value]));
  return { dataset } as unknown as HTMLElement;
}

describe('catalog filter facets', () => {
  it('read back from the card exactly as written, whatever characters a mood or genre holds', () => {
    expect(facetsOf(card(facetAttributes(track)))).toEqual(track);
  });

  it('match a track with both versions for either choice of vocals, and by mood, genre and tempo', () => {
    const any = { vocals: '', mood: '', genre: '', bpmFrom: 0, bpmTo: 999 } as const;
    expect(matches(track, { ...any, vocals: 'instrumental' })).toBe(true);
    expect(matches(track, { ...any, mood: 'Dark | Moody' })).toBe(true);
    expect(matches(track, { ...any, mood: 'Dark' })).toBe(false);
    expect(matches(track, { ...any, bpmFrom: 173 })).toBe(false);
  });
});
