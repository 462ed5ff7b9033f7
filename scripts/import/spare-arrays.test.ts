import { describe, expect, it } from 'vitest';
import { spareArrays, sparedArray } from './spare-arrays.ts';

describe('spare arrays', () => {
  it('hands back an array it made, of the length asked for, once, then makes new ones', () => {
    const given = sparedArray(1000).fill(0.5);
    spareArrays([given]);
    expect(sparedArray(999).buffer).not.toBe(given.buffer);
    expect(sparedArray(1000).buffer).toBe(given.buffer);
    const next = sparedArray(1000);
    expect(next.buffer).not.toBe(given.buffer);
    expect(next.every((v) => v === 0)).toBe(true);
  });

  it('takes back the whole of an array it made from a view on it, and nothing it did not make', () => {
    const whole = sparedArray(2000);
    spareArrays([whole.subarray(0, 500), new Float32Array(2000)]);
    expect(sparedArray(2000).buffer).toBe(whole.buffer);
    expect(sparedArray(2000).buffer).not.toBe(whole.buffer);
  });

  it('keeps no more than its room, and makes way for the length handed back last', () => {
    // 16 MB of room: four arrays of 4 MB fit, a fifth does not.
    const big = Array.from({ length: 5 }, () => sparedArray(1 << 20));
    spareArrays(big);
    const back = Array.from({ length: 5 }, () => sparedArray(1 << 20));
    expect(back.filter((array) => big.some((made) => made.buffer === array.buffer))).toHaveLength(4);
    spareArrays(back.slice(0, 4));
    const other = sparedArray(3 << 20);
    spareArrays([other]);
    expect(sparedArray(3 << 20).buffer).toBe(other.buffer);
  });
});
