import { describe, expect, it } from 'vitest';
import { importMemory } from './import-memory.ts';

const MB = 2 ** 20;

describe('the import’s memory plan', () => {
  it('gives two cores a worker each and the whole hold', () => {
    expect(importMemory(2)).toEqual({ threads: 2, holdBytes: 384 * MB });
  });

  it('runs no more workers than fit under 1 GB beside a useful hold, however many cores', () => {
    for (const cores of [6, 8, 10, 16, 64]) expect(importMemory(cores).threads).toBe(5);
    expect(importMemory(8).holdBytes).toBe(72 * MB);
    expect(importMemory(4)).toEqual({ threads: 4, holdBytes: 232 * MB });
  });

  it('keeps the main thread, every worker’s allowance and the hold within the peak on any machine', () => {
    for (let cores = 1; cores <= 128; cores++) {
      const { threads, holdBytes } = importMemory(cores);
      expect(threads).toBeGreaterThanOrEqual(1);
      expect(threads).toBeLessThanOrEqual(cores);
      expect(128 + threads * 160 + holdBytes / MB).toBeLessThanOrEqual(1000);
    }
  });

  it('sizes the hold for the workers a caller chose, and never below nothing', () => {
    expect(importMemory(8, 1).holdBytes).toBe(384 * MB);
    expect(importMemory(2, 12).holdBytes).toBe(0);
  });
});
