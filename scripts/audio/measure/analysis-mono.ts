/**
 * The mono signal the tempo and key detectors read, made while the master is decoded: channels
 * averaged, halved first where the factor is even, low-passed and kept one sample in what is left
 * of `factor`, so it runs near 11 kHz, and handed on block by block as it is made.
 */
import type { Biquad } from '../../../src/audio/k-weighting.ts';

const TARGET_RATE = 11025;

/** A Butterworth low-pass biquad (Q for one section of a fourth-order filter). */
function lowPass(sampleRate: number, cutoff: number, q: number): Biquad {
  const w = Math.tan((Math.PI * cutoff) / sampleRate);
  const a0 = 1 + w / q + w * w;
  const b0 = (w * w) / a0;
  return { b0, b1: 2 * b0, b2: b0, a1: (2 * (w * w - 1)) / a0, a2: (1 - w / q + w * w) / a0 };
}

/**
 * The channels' sum, block by block, and what is kept of it: one buffer each for the thread, not
 * for each master (a megabyte a master, counted outside V8's heap, brings its full collections
 * nearer). A push's result is taken in before the next push, by whichever downsampler.
 */
let scratch = new Float32Array(0);
let downsampled = new Float32Array(0);

export class MonoDownsampler {
  readonly factor: number;
  readonly sampleRate: number;
  /**
   * An even factor is taken in two steps: the channels' mean halved by [1, 2, 1] / 4 first (two
   * adds a pair of samples), then low-passed at half the rate. What the halving folds into the
   * band the low-pass keeps comes from 16.5 kHz up (at 44.1 kHz), 21 dB down and more (sines
   * measured through both steps), where music has little; the low-pass, which waits on its own feedback every sample, runs half as often.
   */
  private readonly halved: boolean;
  /** The last sample of the last whole pair, and a pair's first sample left at a block's end. */
  private before = 0;
  private pending: number | null = null;
  private readonly stages: readonly [Biquad, Biquad];
  private readonly state = new Float64Array(8);
  private phase = 0;

  constructor(inputRate: number) {
    this.factor = Math.max(1, Math.floor(inputRate / TARGET_RATE));
    this.sampleRate = inputRate / this.factor;
    this.halved = this.factor % 2 === 0;
    // Fourth order at 0.45 of the new rate: what would fold back is 24 dB down by its Nyquist.
    const cutoff = 0.45 * this.sampleRate;
    const filterRate = this.halved ? inputRate / 2 : inputRate;
    this.stages = [lowPass(filterRate, cutoff, 0.5412), lowPass(filterRate, cutoff, 1.3066)];
  }

  /**
   * The next stretch of the mono signal, from the next block of the master: a view on this
   * downsampler's own buffer, written over by the next push, so whoever listens takes it in at
   * once. Kept whole for tempo and key to read at the end, a long master's was some 40 MB in
   * every job of the pool.
   */
  /**
   * `x` (plus `y`, where given) halved by [1, 2, 1], unscaled, into `into`: each pair's sum lands at
   * or before its own first sample, so `into` may be `x`. A pair cut by the block's end is finished by the next.
   */
  private halve(x: Float32Array, y: Float32Array | null, into: Float32Array): number {
    const frames = x.length;
    let before = this.before;
    let kept = 0;
    let i = 0;
    if (this.pending !== null && frames > 0) {
      const b = y ? x[0]! + y[0]! : x[0]!;
      into[kept++] = before + 2 * this.pending + b;
      before = b;
      this.pending = null;
      i = 1;
    }
    if (y) {
      for (; i + 1 < frames; i += 2) {
        const a = x[i]! + y[i]!;
        const b = x[i + 1]! + y[i + 1]!;
        into[kept++] = before + 2 * a + b;
        before = b;
      }
    } else {
      for (; i + 1 < frames; i += 2) {
        const b = x[i + 1]!;
        into[kept++] = before + 2 * x[i]! + b;
        before = b;
      }
    }
    if (i < frames) this.pending = y ? x[i]! + y[i]! : x[i]!;
    this.before = before;
    return kept;
  }

  push(channels: Float32Array[]): Float32Array {
    const frames = channels[0]?.length ?? 0;
    // The channels' mean first: a per-sample loop over channels inside the filter's costs more than the filter.
    if (scratch.length < frames) scratch = new Float32Array(frames);
    const mean = scratch.subarray(0, frames);
    const [first, second] = channels;
    let scale = 1 / channels.length;
    let length = frames;
    let factor = this.factor;
    if (this.halved && first && second && channels.length === 2) {
      // Two channels summed and halved in one pass, as they come.
      length = this.halve(first, second, mean);
    } else {
      // Two channels summed in one pass; any others added after, one at a time.
      if (first && second) for (let i = 0; i < frames; i++) mean[i] = first[i]! + second[i]!;
      else mean.set(first ?? []);
      for (const channel of channels.slice(2)) for (let i = 0; i < frames; i++) mean[i]! += channel[i]!;
      if (this.halved) length = this.halve(mean, null, mean);
    }
    if (this.halved) {
      scale /= 4;
      factor /= 2;
    }
    if (factor === 1 && !this.halved) {
      for (let i = 0; i < frames; i++) mean[i]! *= scale;
      return mean;
    }
    if (downsampled.length < Math.ceil(length / factor) + 1)
      downsampled = new Float32Array(Math.ceil(length / factor) + 1);
    const out = downsampled;
    const [a, b] = this.stages;
    // Plain locals for the coefficients: this loop runs for every sample of the master.
    const { b0: ab0, b1: ab1, b2: ab2, a1: aa1, a2: aa2 } = a;
    const { b0: bb0, b1: bb1, b2: bb2, a1: ba1, a2: ba2 } = b;
    const { state } = this;
    let x1 = state[0]!;
    let x2 = state[1]!;
    let y1 = state[2]!;
    let y2 = state[3]!;
    let z1 = state[4]!;
    let z2 = state[5]!;
    let phase = this.phase;
    let kept = 0;
    for (let i = 0; i < length; i++) {
      const v = mean[i]! * scale;
      // The last output's term added last: the next sample waits on it alone, one multiply and one subtraction.
      const y = ab0 * v + ab1 * x1 + ab2 * x2 - aa2 * y2 - aa1 * y1;
      x2 = x1;
      x1 = v;
      const z = bb0 * y + bb1 * y1 + bb2 * y2 - ba2 * z2 - ba1 * z1;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      if (phase === 0) out[kept++] = z;
      if (++phase === factor) phase = 0;
    }
    this.phase = phase;
    this.state.set([x1, x2, y1, y2, z1, z2]);
    return out.subarray(0, kept);
  }
}
