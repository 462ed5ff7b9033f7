import { describe, expect, it } from 'vitest';
import { relativeToKey, strongestTonic } from './chroma-key.ts';

/** A chroma of a piece in C: the triads of I, IV and V, the tonic heard most. */
const inC = [5, 0, 2, 0, 3, 2, 0, 4, 0, 1, 0, 1];
const transposed = (chroma: number[], semitones: number) =>
  Array.from({ length: 12 }, (_, pc) => chroma[(((pc - semitones) % 12) + 12) % 12]!);

describe('harmony relative to the key', () => {
  it('finds the tonic of a major and of a minor key', () => {
    expect(strongestTonic(inC)).toBe(0);
    expect(strongestTonic(transposed(inC, 7))).toBe(7);
    // A minor: A, C, E most, the leading note G sharp.
    expect(strongestTonic([3, 0, 1, 0, 3, 1, 0, 0, 1, 5, 0, 1])).toBe(9);
  });

  it('describes one piece alike in every key, and two pieces differently', () => {
    for (const semitones of [1, 4, 6, 11])
      expect(relativeToKey(transposed(inC, semitones))).toEqual(relativeToKey(inC));
    expect(relativeToKey(inC)).not.toEqual(relativeToKey([3, 0, 1, 0, 3, 1, 0, 0, 1, 5, 0, 1]));
  });

  it('leaves a chroma of no notes as it is', () => {
    expect(relativeToKey(new Array(12).fill(0))).toEqual(new Array(12).fill(0));
  });
});
