import { describe, expect, it } from 'vitest';
import { spareArrays, sparedArray } from './spare-arrays.ts';

describe('spare arrays', () => {
  it('hands back an array of the length asked for, once, then makes new ones', () => {
    const given = new Float32Array(1000).fill(0.5);
    spareArrays([given]);
    expect(sparedArray(999)).not.toBe(given);
    expect(sparedArray(1000)).toBe(given);
    const next = sparedArray(1000);
    expect(next).not.toBe(given);
    expect(next.every((v) => v === 0)).toBe(true);
  });

  it('leaves a view on a larger buffer to the collector, and keeps no more than its room', () => {
    const view = new Float32Array(2000).subarray(0, 1000);
    spareArrays([view]);
    expect(sparedArray(1000)).not.toBe(view);
    // 24 MB of room: six arrays of 4 MB fit, a seventh does not.
    const big: Float32Array[] = Array.from({ length: 7 }, () => new Float32Array(1 << 20));
    spareArrays(big);
    const back = Array.from({ length: 7 }, () => sparedArray(1 << 20));
    expect(back.filter((array) => big.includes(array))).toHaveLength(6);
  });
});
