import { describe, expect, it } from 'vitest';
import { ArrayLease } from '../../import/spare-arrays.ts';
import { createPeakLimiter } from './peak-limiter.ts';

const RATE = 44100;
/** A second of a loud sine, twice the ceiling: the limiter acts on every frame. */
const loud = () =>
  [0, 1].map(() => Float32Array.from({ length: RATE }, (_, i) => 0.9 * Math.sin((2 * Math.PI * 440 * i) / RATE)));

describe('the peak limiter’s output arrays', () => {
  it('are taken on the lease it is given: given back, what it sent is empty, and it sends no more on them', () => {
    const lease = new ArrayLease();
    const limiter = createPeakLimiter({
      sampleRate: RATE,
      channels: 2,
      gain: 1,
      ceiling: 0.45,
      array: (length) => lease.take(length),
    });
    const sent = limiter.process(loud());
    expect(sent[0]!.length).toBeGreaterThan(0);
    expect(Math.max(...sent[0]!.subarray(RATE / 2))).toBeLessThanOrEqual(0.45);
    lease.giveBack();
    expect(sent.map((channel) => channel.length)).toEqual([0, 0]);
    expect(() => limiter.process(loud())).toThrow(/given back/);
  });
});
