import { describe, expect, it } from 'vitest';
import { KWeightingFilter } from './k-weighting.ts';

/** A sine of `frequency` Hz at `rate`, peak `amplitude`, for `seconds`. */
function sine(frequency: number, rate: number, seconds: number, amplitude = 0.5, phase = 0): Float32Array {
  return Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate + phase),
  );
}

const db = (power: number) => 10 * Math.log10(power);

describe('the K-weighting filter', () => {
  it('weighs 1 kHz at 0 dB and 10 kHz about +4 dB, at every rate alike', () => {
    for (const rate of [22050, 44100, 48000]) {
      const gainAt = (frequency: number) => {
        const x = sine(frequency, rate, 2);
        const filter = new KWeightingFilter(rate, 1);
        filter.sumOfSquares(0, x, 0, rate);
        // The second second, once the filters have settled, against the sine's own power.
        return db(filter.sumOfSquares(0, x, rate, 2 * rate) / rate / 0.125);
      };
      expect(gainAt(1000)).toBeCloseTo(0.7, 1);
      expect(gainAt(10000)).toBeCloseTo(4, 0);
      expect(gainAt(20)).toBeLessThan(-10);
    }
  });

  it('gives a pair of channels the same sums, to the bit, as each channel alone, and their peaks', () => {
    const left = sine(440, 44100, 0.5);
    const right = sine(3000, 44100, 0.5, 0.25, 1);
    const together = new KWeightingFilter(44100, 2);
    const apart = new KWeightingFilter(44100, 2);
    // Cut into uneven stretches: the state carries from one call to the next.
    for (const [from, to] of [
      [0, 1000],
      [1000, 1441],
      [1441, left.length],
    ] as const) {
      together.pair(left, right, from, to);
      expect(together.squares[0]).toBe(apart.sumOfSquares(0, left, from, to));
      expect(together.squares[1]).toBe(apart.sumOfSquares(1, right, from, to));
    }
    expect(together.peaks[0]).toBe(Math.max(...left.map(Math.abs)));
    expect(together.peaks[1]).toBe(Math.max(...right.subarray(1441).map(Math.abs)));
  });

  it('reads every other sample when asked, with the state of that rate', () => {
    const x = sine(1000, 44100, 1);
    const halved = Float32Array.from({ length: x.length / 2 }, (_, i) => x[2 * i]!);
    const strided = new KWeightingFilter(22050, 1).sumOfSquares(0, x, 0, x.length, 2);
    expect(strided).toBe(new KWeightingFilter(22050, 1).sumOfSquares(0, halved, 0, halved.length));
  });
});
