import { describe, expect, it } from 'vitest';
import { MonoDownsampler } from './analysis-mono.ts';

/**
 * The same filters written out plainly: for an even factor, [1, 2, 1] / 4 on every other sample
 * first; then the fourth-order Butterworth low-pass, one sample in what is left of the factor
 * kept. What the downsampler must agree with, however its blocks fall.
 */
function reference(input: Float32Array, inputRate: number): Float32Array {
  const factor = Math.max(1, Math.floor(inputRate / 11025));
  const cutoff = 0.45 * (inputRate / factor);
  const halved = factor % 2 === 0;
  const samples = halved
    ? Float32Array.from(
        { length: Math.floor(input.length / 2) },
        (_, j) => ((input[2 * j - 1] ?? 0) + 2 * input[2 * j]! + input[2 * j + 1]!) / 4,
      )
    : input;
  const rate = halved ? inputRate / 2 : inputRate;
  const keep = halved ? factor / 2 : factor;
  const sections = [0.5412, 1.3066].map((q) => {
    const w = Math.tan((Math.PI * cutoff) / rate);
    const a0 = 1 + w / q + w * w;
    const b0 = (w * w) / a0;
    return {
      b0,
      b1: 2 * b0,
      b2: b0,
      a1: (2 * (w * w - 1)) / a0,
      a2: (1 - w / q + w * w) / a0,
      x1: 0,
      x2: 0,
      y1: 0,
      y2: 0,
    };
  });
  const out: number[] = [];
  samples.forEach((sample, i) => {
    let v = sample;
    for (const s of sections) {
      const y = s.b0 * v + s.b1 * s.x1 + s.b2 * s.x2 - s.a1 * s.y1 - s.a2 * s.y2;
      [s.x2, s.x1, s.y2, s.y1] = [s.x1, v, s.y1, y];
      v = y;
    }
    if (i % keep === 0) out.push(v);
  });
  return Float32Array.from(out);
}

const noise = (length: number, seed: number) => {
  let state = seed;
  return Float32Array.from({ length }, () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5) * 0.8);
};

/** `samples` as a two-channel master (the same in both), pushed in blocks of the lengths given, in turn. */
function downsampled(samples: Float32Array, inputRate: number, blocks: readonly number[]): Float32Array {
  const mono = new MonoDownsampler(inputRate);
  const out: number[] = [];
  for (let at = 0, b = 0; at < samples.length; b++) {
    const block = samples.subarray(at, at + blocks[b % blocks.length]!);
    out.push(...mono.push([block, block]));
    at += block.length;
  }
  return Float32Array.from(out);
}

describe('MonoDownsampler', () => {
  it.each([
    [44100, 4],
    [48000, 4],
    [96000, 8],
    [192000, 17],
    [32000, 2],
  ])(
    'at %i Hz keeps one sample in %i, as the filter run sample by sample gives them, whatever the blocks',
    (rate, factor) => {
      const samples = noise(rate, rate);
      const expected = reference(samples, rate);
      const mono = new MonoDownsampler(rate);
      expect(mono.factor).toBe(factor);
      for (const blocks of [[4096], [1000, 333, 7], [4097, 1]]) {
        const got = downsampled(samples, rate, blocks);
        expect(got.length).toBe(expected.length);
        let worst = 0;
        for (let i = 0; i < got.length; i++) worst = Math.max(worst, Math.abs(got[i]! - expected[i]!));
        // The downsampler adds its terms in another order: the samples agree to a unit or two in the last place.
        expect(worst).toBeLessThan(1e-6);
      }
    },
  );

  it('passes what the detectors hear and takes away what would fold back', () => {
    const rate = 44100;
    const level = (hz: number) => {
      const sine = Float32Array.from({ length: rate }, (_, n) => Math.sin((2 * Math.PI * hz * n) / rate));
      const out = downsampled(sine, rate, [4096]).subarray(1000);
      return 20 * Math.log10(Math.max(...out.map(Math.abs)));
    };
    expect(Math.abs(level(440))).toBeLessThan(0.1);
    expect(level(2000)).toBeGreaterThan(-0.5);
    // 9 kHz would fold to 2 kHz at 11,025 Hz.
    expect(level(9000)).toBeLessThan(-24);
    // The first halving leaves 19 kHz and up, which it folds to 3 kHz and under, 13 dB down and
    // more: what a master has up there (the air over cymbals) is some 30 dB under its body.
    expect(level(19000)).toBeLessThan(-13);
    expect(level(21000)).toBeLessThan(-30);
  });
});
