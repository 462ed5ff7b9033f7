import { describe, expect, it } from 'vitest';
import { partStart, SOUND_SIZE } from '../../../audio/sound/sound-features.ts';
import type { QueryPrint } from '../../../audio/sound/sound-print.ts';
import { soundFileOf, spaceOfFile } from './sound-file.ts';
import { fileDistance, hasSound, nearestBySound, placeSound, soundDistance, soundSpace, zOf } from './sound-space.ts';

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

describe('a file measured against a track', () => {
  // A catalog already in z-scores (mean 0, spread 1), so each place's codes are its z-scores.
  const placesAt = (...zs: Record<number, number>[]) => {
    const codes = new Int8Array(zs.length * SOUND_SIZE);
    zs.forEach((z, place) =>
      Object.entries(z).forEach(([d, value]) => (codes[place * SOUND_SIZE + Number(d)] = value * 24)),
    );
    return {
      mean: new Float64Array(SOUND_SIZE),
      spread: new Float64Array(SOUND_SIZE).fill(1),
      codes,
      prints: [null, null],
    };
  };
  const noPrint: QueryPrint = { pitches: [], rises: [] };

  it('counts one number far off its track (a passage of one instrument) as far, not as all the rest', () => {
    const c = partStart('cepstrum');
    // The excerpt is its track's sound but for one number 5 spreads off; the other track is 2 and 2.25 off it in two numbers.
    const space = placesAt({}, { [c]: 2, [c + 2]: 2.25 });
    const excerpt = new Float64Array(SOUND_SIZE);
    excerpt[c] = 5;
    expect(fileDistance(space, 0, excerpt, noPrint)).toBeLessThan(fileDistance(space, 1, excerpt, noPrint));
    // "More like this" measures a track as it is: there the far number counts in full.
    expect(soundDistance(space, 0, excerpt)).toBeGreaterThan(soundDistance(space, 1, excerpt));
  });
});
