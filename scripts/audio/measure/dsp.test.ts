import { describe, expect, it } from 'vitest';
import { decimationOf, Decimator, Framer, powerOfTwoNear } from './dsp.ts';
import { mulberry32 } from '../../random.ts';

/** The triangle filter and the decimation written out directly, sample by sample. */
function direct(input: Float32Array, factor: number): number[] {
  const out: number[] = [];
  for (let j = 0; j * factor + factor - 1 < input.length; j++) {
    let sum = 0;
    for (let m = -(factor - 1); m <= factor - 1; m++) sum += (input[j * factor + m] ?? 0) * (factor - Math.abs(m));
    out.push(sum / (factor * factor));
  }
  return out;
}

function run(rate: number, left: Float32Array, right: Float32Array | null, blocks: number[]): number[] {
  const out: number[] = [];
  const decimator = new Decimator(rate, [{ listen: (block, length) => out.push(...block.subarray(0, length)) }], 64);
  let at = 0;
  for (let b = 0; at < left.length; b++) {
    const size = Math.min(blocks[b % blocks.length]!, left.length - at);
    decimator.push(left.subarray(at, at + size), right ? right.subarray(at, at + size) : null);
    at += size;
  }
  decimator.flush();
  return out;
}

describe('bringing audio down to the listening rate', () => {
  it('divides the rate by a whole factor that lands near 11 kHz', () => {
    expect([8000, 11025, 16000, 22050, 32000, 44100, 48000, 88200, 96000].map(decimationOf)).toEqual([
      1, 1, 1, 2, 3, 4, 4, 8, 9,
    ]);
    expect(new Decimator(48000, []).rate).toBe(12000);
    expect(() => new Decimator(7999, [])).toThrow(/8000 Hz or more/);
  });

  it('filters with a triangle and keeps one sample in `factor`, whatever the blocks it is fed in', () => {
    const rng = mulberry32(7);
    const input = Float32Array.from({ length: 1000 }, () => rng() * 2 - 1);
    const expected = direct(input, 4);
    for (const blocks of [[1000], [1], [3, 5, 7], [4, 4, 9], [333, 1]]) {
      const out = run(44100, input, null, blocks);
      // The decimator hands the last output on once its group is whole; the direct sum stops there too.
      expect(out.length).toBe(expected.length);
      out.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 5));
    }
  });

  it('hands mono audio already at the listening rate on as it is, in order, stereo before it first', () => {
    const rng = mulberry32(9);
    const mono = Float32Array.from({ length: 500 }, () => rng() * 2 - 1);
    for (const blocks of [[500], [1], [63, 65, 200]]) expect(run(11025, mono, null, blocks)).toEqual([...mono]);
    const out: number[] = [];
    const decimator = new Decimator(11025, [{ listen: (block, length) => out.push(...block.subarray(0, length)) }], 64);
    decimator.push(mono.subarray(0, 10), mono.subarray(0, 10));
    decimator.push(mono.subarray(10, 200));
    decimator.flush();
    expect(out).toEqual([...mono.subarray(0, 200)]);
  });

  it('averages two channels', () => {
    const rng = mulberry32(8);
    const left = Float32Array.from({ length: 400 }, () => rng() * 2 - 1);
    const right = Float32Array.from({ length: 400 }, () => rng() * 2 - 1);
    const mean = Float32Array.from(left, (l, i) => (l + right[i]!) / 2);
    expect(run(32000, left, right, [17, 50])).toEqual(run(32000, mean, null, [400]).map((v) => expect.closeTo(v, 6)));
  });

  it('passes a 1 kHz tone and all but removes what would fold onto the low notes', () => {
    const level = (hz: number) => {
      const input = Float32Array.from({ length: 44100 }, (_, n) => Math.sin((2 * Math.PI * hz * n) / 44100));
      const out = run(44100, input, null, [4096]).slice(100);
      return Math.sqrt(out.reduce((sum, v) => sum + v * v, 0) / out.length) * Math.SQRT2;
    };
    expect(level(1000)).toBeGreaterThan(0.95);
    // 10 kHz would land at 1025 Hz after the decimation by 4.
    expect(level(10000)).toBeLessThan(0.05);
  });
});

describe('frames', () => {
  it('cuts overlapping frames from blocks of any size', () => {
    const frames: number[][] = [];
    const framer = new Framer(4, 2, { frame: (frame) => frames.push([...frame]) });
    const input = Float32Array.from({ length: 11 }, (_, i) => i);
    framer.push(input.subarray(0, 3));
    framer.push(input.subarray(3, 4));
    framer.push(input.subarray(4));
    expect(frames).toEqual([
      [0, 1, 2, 3],
      [2, 3, 4, 5],
      [4, 5, 6, 7],
      [6, 7, 8, 9],
    ]);
  });

  it('skips between frames when the hop is longer than a frame', () => {
    const frames: number[][] = [];
    const framer = new Framer(2, 3, { frame: (frame) => frames.push([...frame]) });
    framer.push(Float32Array.from({ length: 10 }, (_, i) => i));
    expect(frames).toEqual([
      [0, 1],
      [3, 4],
      [6, 7],
    ]);
  });

  it('rounds a length to the nearest power of two', () => {
    expect([1, 3, 300, 512, 700, 4090].map(powerOfTwoNear)).toEqual([4, 4, 256, 512, 512, 4096]);
  });
});
