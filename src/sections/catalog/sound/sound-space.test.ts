import { describe, expect, it } from 'vitest';
import { SOUND_SIZE } from '../../../audio/sound/sound-features.ts';
import { soundFileOf, spaceOfFile } from './sound-file.ts';
import { hasSound, nearestBySound, placeSound, soundSpace, zOf } from './sound-space.ts';

/** A sound that rises from `start` by `slope` a number, so each sound is apart from the others in every number. */
const sound = (start: number, slope = 0.1) => Array.from({ length: SOUND_SIZE }, (_, d) => start + slope * d);

describe('the sound space', () => {
  const sounds = [sound(0), sound(1), null, sound(2), sound(5, -0.3)];
  const prints = [
    { pitches: 'AB-C', rises: 'x_' },
    undefined,
    { pitches: 'AAAA', rises: 'AA' },
    { pitches: 'L', rises: '9' },
    { pitches: 'B' },
  ];
  const space = soundSpace(sounds, prints);

  it('keeps every place, an empty one for a track with no sound', () => {
    expect(space.codes.length).toBe(5 * SOUND_SIZE);
    expect([0, 1, 2, 3, 4].map((place) => hasSound(space, place))).toEqual([true, true, false, true, true]);
    // A print without its sound, or not of the shape this code reads, is no print.
    expect(space.prints).toEqual([prints[0], null, null, prints[3], null]);
  });

  it('finds a catalog sound at distance 0, then the nearest, skipping what is refused', () => {
    expect(nearestBySound(space, placeSound(space, sound(1)), 1)[0]).toEqual({ place: 1, distance: 0 });
    const z = placeSound(space, sound(1.3));
    expect(nearestBySound(space, z, 3).map((f) => f.place)).toEqual([1, 3, 0]);
    expect(nearestBySound(space, z, 2, (place) => place !== 1).map((f) => f.place)).toEqual([3, 0]);
  });

  it('places a sound as the codes hold it, z-scores within a 48th', () => {
    const z = zOf(space, 3);
    const exact = placeSound(space, sound(2));
    z.forEach((value, d) => expect(Math.abs(value - exact[d]!)).toBeLessThanOrEqual(1 / 48));
  });

  it('crosses the file as it was, prints too, and refuses a file of another shape or from an older build', () => {
    const file = JSON.parse(JSON.stringify(soundFileOf(space)));
    const back = spaceOfFile(file);
    expect(Array.from(back.codes)).toEqual(Array.from(space.codes));
    expect(back.prints).toEqual(space.prints);
    expect(Array.from(back.mean)).toEqual(Array.from(space.mean).map((m) => Math.round(m * 1e5) / 1e5));
    expect(() => spaceOfFile({ ...file, size: SOUND_SIZE - 1 })).toThrow(/rebuild the site/);
    // A file from before the prints: the same codes, no version, no prints.
    const { version: _version, pitches: _pitches, rises: _rises, ...older } = file;
    expect(() => spaceOfFile(older)).toThrow(/version 1, not 3: rebuild the site/);
    // A file from before harmony by key and the bar's accents: version 2, fewer numbers a sound.
    expect(() => spaceOfFile({ ...file, version: 2, size: 39 })).toThrow(/version 2, not 3: rebuild the site/);
    expect(() => spaceOfFile({ ...file, rises: file.rises.slice(1) })).toThrow(/cut short: rebuild the site/);
  });
});
