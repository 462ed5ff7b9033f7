import { describe, expect, it } from 'vitest';
import { SOUND_SIZE } from '../../../audio/sound/sound-features.ts';
import { suggestTags, type TaggedTrack } from './suggest-tags.ts';

/** A sound at `at` along one line through the space: tracks are as far apart as their `at`s. */
const sound = (at: number) => Array.from({ length: SOUND_SIZE }, (_, d) => at * (1 + (d % 3)));

const track = (id: string, at: number, moods?: string[], genres?: string[]): TaggedTrack => ({
  id,
  sound: sound(at),
  tags: { ...(moods && { moods }), ...(genres && { genres }) },
});

describe('suggested tags', () => {
  it('suggests the value the nearest tagged tracks carry, with its share of the weighted votes and where it came from', () => {
    const tracks = [
      track('untagged', 0),
      track('near-a', 1, ['Tense']),
      track('near-b', 1.2, ['Tense', 'Dark']),
      track('far', 6, ['Calm']),
    ];
    const found = suggestTags(tracks, ['moods'], { neighbours: 3, threshold: 0.3, voters: 1 }).get('untagged')!.moods!;
    expect(found.values.map((v) => v.value)).toEqual(['Tense', 'Dark']);
    // The two near tracks carry Tense: their weights outweigh the far one's by far.
    expect(found.values[0]!.confidence).toBeGreaterThan(0.8);
    expect(found.values[1]!.confidence).toBeLessThan(found.values[0]!.confidence);
    expect(found.confidence).toBe(found.values[1]!.confidence);
    // The far track voted only for what was not suggested: it is not where the suggestion came from.
    expect(found.from).toEqual(['near-a', 'near-b']);
  });

  it('weighs a vote by distance: one near track outvotes two far ones', () => {
    const tracks = [
      track('untagged', 0),
      track('near', 0.5, ['Dark']),
      track('far-a', 5, ['Bright']),
      track('far-b', 5.2, ['Bright']),
    ];
    const found = suggestTags(tracks, ['moods'], { neighbours: 3, threshold: 0.5, voters: 1 }).get('untagged')!.moods!;
    expect(found.values).toEqual([{ value: 'Dark', confidence: expect.closeTo(0.8, 1) }]);
    expect(found.from).toEqual(['near']);
  });

  it('suggests nothing below the threshold, and nothing where no neighbour is tagged', () => {
    const split = [track('untagged', 0), track('a', 1, ['One']), track('b', -1, ['Two']), track('c', 1.1, ['Three'])];
    expect(suggestTags(split, ['moods'], { neighbours: 3, threshold: 0.5, voters: 1 }).has('untagged')).toBe(false);
    expect(
      suggestTags(split, ['moods'], { neighbours: 3, threshold: 0.3, voters: 1 }).get('untagged')?.moods,
    ).toBeDefined();
    expect(suggestTags([track('x', 0), track('y', 1)], ['moods']).size).toBe(0);
  });

  it('never suggests a field the artist typed, and leaves a track with no sound alone', () => {
    const tracks = [
      track('typed', 0, ['Calm']),
      { id: 'silent', sound: null, tags: {} },
      track('tagged', 0.1, ['Tense'], ['Rock']),
    ];
    const found = suggestTags(tracks, ['moods', 'genres'], { voters: 1 });
    // The typed track's moods stay its own; its genres, which it lacks, are suggested.
    expect(found.get('typed')).toEqual({ genres: expect.objectContaining({ from: ['tagged'] }) });
    expect(found.has('silent')).toBe(false);
    expect(found.has('tagged')).toBe(false);
  });

  it('keeps each field to its own voters, and to at most `most` values', () => {
    const tracks = [
      track('untagged', 0),
      track('a', 1, undefined, ['Rock', 'Pop', 'Funk', 'Soul']),
      track('b', 1.1, ['Calm']),
    ];
    const found = suggestTags(tracks, ['moods', 'genres'], { neighbours: 5, most: 2, voters: 1 }).get('untagged')!;
    expect(found.genres!.values.map((v) => v.value)).toEqual(['Rock', 'Pop']);
    expect(found.genres!.from).toEqual(['a']);
    expect(found.moods!.from).toEqual(['b']);
  });

  it("by default wants two neighbours carrying a value: one track's tag alone is not suggested", () => {
    const tracks = [
      track('untagged', 0),
      track('near', 0.2, ['Tense', 'Eerie']),
      track('next', 0.4, ['Tense']),
      track('far', 4, ['Calm']),
    ];
    const found = suggestTags(tracks, ['moods']).get('untagged')!.moods!;
    expect(found.values.map((v) => v.value)).toEqual(['Tense']);
    expect(found.from).toEqual(['near', 'next']);
    expect(
      suggestTags(tracks, ['moods'], { voters: 1 })
        .get('untagged')!
        .moods!.values.map((v) => v.value),
    ).toEqual(['Tense', 'Eerie']);
  });
});
