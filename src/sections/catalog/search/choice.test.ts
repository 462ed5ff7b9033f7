import { describe, expect, it } from 'vitest';
import { addressOf, choiceFromAddress, filtersChosen, NO_CHOICE, passes } from './choice.ts';
import type { SearchTrack } from './search-track.ts';

describe('a search in the address', () => {
  it('round-trips every filter', () => {
    const choice = {
      q: 'tense synth',
      vocals: 'instrumental',
      mood: 'Dark',
      genre: 'Synthwave',
      energy: 'high',
      bpmFrom: 90,
      bpmTo: 120,
      fits: 30,
      noAi: true,
      like: 'night-drive',
    } as const;
    const address = addressOf(choice);
    expect(address).toBe(
      '?q=tense+synth&vocals=instrumental&mood=Dark&genre=Synthwave&energy=high&bpm=90-120&fits=30&ai=none&like=night-drive',
    );
    expect(choiceFromAddress(address)).toEqual(choice);
  });

  it('is empty for no choice, and keeps an open tempo end open', () => {
    expect(addressOf(NO_CHOICE)).toBe('');
    expect(choiceFromAddress('?bpm=-120')).toEqual({ ...NO_CHOICE, bpmTo: 120 });
  });

  it('leaves out what does not read as a filter', () => {
    expect(choiceFromAddress('?vocals=loud&energy=max&fits=abc&bpm=90-x&ai=some&q=%20')).toEqual({
      ...NO_CHOICE,
      bpmFrom: 90,
      q: ' ',
    });
    expect(choiceFromAddress('?fits=0')).toEqual(NO_CHOICE);
  });
});

describe('the filters a choice sets', () => {
  it('counts each filter once, a tempo range as one, and not the words nor the track asked from', () => {
    expect(filtersChosen(NO_CHOICE)).toBe(0);
    expect(filtersChosen({ ...NO_CHOICE, q: 'tense', like: 'night-drive' })).toBe(0);
    expect(filtersChosen({ ...NO_CHOICE, genre: 'Electronic', bpmTo: 120 })).toBe(2);
    expect(
      filtersChosen(
        choiceFromAddress('?vocals=instrumental&mood=Dark&genre=Synthwave&energy=low&bpm=90-120&fits=30&ai=none'),
      ),
    ).toBe(7);
  });
});

describe('the energy filter', () => {
  const track = (id: string, energy?: SearchTrack['energy']): SearchTrack => ({
    id,
    vocals: 'instrumental',
    moods: [],
    genres: [],
    lengths: [['Main', 60]],
    noAi: false,
    ...(energy && { energy }),
  });
  const tracks = [track('calm', 'low'), track('drive', 'high'), track('remote')];

  it('keeps the tracks at the level asked, leaves out those with none, and keeps all with no level asked', () => {
    const kept = (address: string) => tracks.filter((t) => passes(t, choiceFromAddress(address))).map((t) => t.id);
    expect(kept('?energy=high')).toEqual(['drive']);
    expect(kept('?energy=low')).toEqual(['calm']);
    expect(kept('?energy=medium')).toEqual([]);
    expect(kept('')).toEqual(['calm', 'drive', 'remote']);
  });
});
