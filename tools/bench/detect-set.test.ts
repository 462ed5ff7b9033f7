import { describe, expect, it } from 'vitest';
import { STEADY_STYLES } from './detect-arrangements.ts';
import { keyName } from './detect-scores.ts';
import { detectSet, pieceOf } from './detect-set.ts';
import { midiFile, PPQ } from './midi-file.ts';

const set = detectSet(24, 8, 1);
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
// The natural minor and the harmonic minor's raised seventh, which the major V brings.
const MINOR = [0, 2, 3, 5, 7, 8, 10, 11];

describe('the detect set', () => {
  it('plays every style in all 24 keys, at tempos from 60 to 180, with free-time pieces apart', () => {
    expect(set).toHaveLength(8 * 24 + 8);
    for (const style of STEADY_STYLES) {
      const mine = set.filter((item) => item.style === style);
      expect(new Set(mine.map((item) => keyName(item.key))).size).toBe(24);
    }
    const tempos = set.flatMap((item) => (item.bpm === null ? [] : [item.bpm]));
    expect(Math.min(...tempos)).toBeLessThanOrEqual(62);
    expect(Math.max(...tempos)).toBeGreaterThanOrEqual(175);
    expect(set.filter((item) => item.bpm === null)).toHaveLength(8);
    expect(new Set(set.map((item) => item.id)).size).toBe(set.length);
  });

  it('is the same set, byte for byte, from the same seed, and another from another', () => {
    const again = detectSet(24, 8, 1);
    expect(again).toEqual(set);
    expect(
      Buffer.from(midiFile(pieceOf(again[5]!, 10).events)).equals(Buffer.from(midiFile(pieceOf(set[5]!, 10).events))),
    ).toBe(true);
    expect(detectSet(24, 8, 2).map((item) => item.bpm)).not.toEqual(set.map((item) => item.bpm));
  });

  it.each(set.map((item) => [item.id, item] as const))('%s keeps to its key and its tempo', (_, item) => {
    const piece = pieceOf(item, 20);
    const scale = item.key.mode === 'major' ? MAJOR : MINOR;
    const pitched = piece.events.filter((event) => event.type === 'note' && event.channel !== 9);
    expect(pitched.length).toBeGreaterThan(20);
    for (const event of pitched)
      if (event.type === 'note') expect(scale).toContain((((event.pitch - item.key.tonic) % 12) + 12) % 12);
    const tempos = piece.events.flatMap((event) => (event.type === 'tempo' ? [event.microsPerQuarter] : []));
    if (item.bpm === null) return;
    expect(tempos).toHaveLength(1);
    // A 6/8 beat is a dotted quarter: one and a half quarters.
    const quartersPerBeat = item.style === 'six-eight' ? 1.5 : 1;
    expect(60e6 / tempos[0]! / quartersPerBeat).toBeCloseTo(item.bpm, 6);
    const lastTick = Math.max(...piece.events.map((event) => event.tick));
    expect((lastTick / PPQ) * (tempos[0]! / 1e6)).toBeGreaterThan(15);
  });
});
