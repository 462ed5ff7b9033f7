import { describe, expect, it } from 'vitest';
import { midiFile, PPQ } from './midi-file.ts';
import { UNSEEN_STYLES, UNSEEN_TEMPOS, unseenPiece, unseenSet } from './unseen-arrangements.ts';

const set = unseenSet(4, 1);
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10, 11];
/** Quarters in the beat a listener taps: the dotted quarter of 12/8. */
const quartersPerBeat = (style: string) => (style === 'shuffle-blues' ? 1.5 : 1);

describe('the unseen tempo set', () => {
  it('plays ten styles four times each, at tempos spread over each style range, in several keys', () => {
    expect(UNSEEN_STYLES).toHaveLength(10);
    expect(set).toHaveLength(40);
    for (const style of UNSEEN_STYLES) {
      const mine = set.filter((item) => item.style === style);
      const [low, high] = UNSEEN_TEMPOS[style];
      expect(mine).toHaveLength(4);
      for (const item of mine) {
        expect(item.bpm).toBeGreaterThanOrEqual(low);
        expect(item.bpm).toBeLessThanOrEqual(high);
      }
      expect(new Set(mine.map((item) => item.bpm)).size).toBeGreaterThan(1);
    }
    expect(new Set(set.map((item) => `${item.key.tonic}${item.key.mode}`)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(set.map((item) => item.id)).size).toBe(set.length);
  });

  it('is the same set, byte for byte, from the same seed, and another from another', () => {
    const again = unseenSet(4, 1);
    expect(again).toEqual(set);
    expect(Buffer.from(midiFile(unseenPiece(again[7]!, 10).events))).toEqual(
      Buffer.from(midiFile(unseenPiece(set[7]!, 10).events)),
    );
    expect(unseenSet(4, 2).map((item) => item.seed)).not.toEqual(set.map((item) => item.seed));
  });

  // The chords and the melody; a bass may take a blue note (funk's seventh, the boogie's sixth).
  it.each(set.map((item) => [item.id, item] as const))(
    '%s keeps its chords and melody to its key, and its tempo',
    (_, item) => {
      const piece = unseenPiece(item, 20);
      const scale = item.key.mode === 'major' ? MAJOR : MINOR;
      const pitched = piece.events.filter(
        (event) => event.type === 'note' && (event.channel === 0 || event.channel === 2),
      );
      expect(pitched.length).toBeGreaterThan(20);
      for (const event of pitched)
        if (event.type === 'note') expect(scale).toContain((((event.pitch - item.key.tonic) % 12) + 12) % 12);
      const tempos = piece.events.flatMap((event) => (event.type === 'tempo' ? [event.microsPerQuarter] : []));
      expect(tempos).toHaveLength(1);
      expect(60e6 / tempos[0]! / quartersPerBeat(item.style)).toBeCloseTo(item.bpm, 6);
      const lastTick = Math.max(...piece.events.map((event) => event.tick));
      expect((lastTick / PPQ) * (tempos[0]! / 1e6)).toBeGreaterThan(15);
    },
  );
});
