/**
 * A look-ahead true-peak limiter: applies a gain, then pulls down the stretches where the
 * oversampled peak would pass the ceiling, rather than clipping them. The gain reaches its
 * lowest over `attack` before a peak (a sliding minimum, then a moving average of the same
 * length, so it bends without a click) and comes back up with a `release` time constant.
 * All channels share one gain, so the stereo image does not shift.
 */
import { interpolatorPhases, oversampling, TAPS } from './loudness-true-peak.ts';

export interface PeakLimiterOptions {
  sampleRate: number;
  channels: number;
  /** Linear gain applied before limiting. */
  gain: number;
  /** Linear ceiling for the oversampled peak. */
  ceiling: number;
  attackSeconds?: number;
  releaseSeconds?: number;
  /** False to hold sample peaks only: a few times cheaper, and within a few hundredths of a LU of the same loudness, for a search. */
  truePeak?: boolean;
}

export interface PeakLimiter {
  /** Frames in, as many frames out once the look-ahead has filled (fewer on the first calls). */
  process(channels: Float32Array[]): Float32Array[];
  /** The frames still held back by the look-ahead. */
  flush(): Float32Array[];
  /** The deepest gain reduction so far, in dB (0 when the limiter never acted). */
  readonly reductionDb: number;
}

export function createPeakLimiter(options: PeakLimiterOptions): PeakLimiter {
  const { sampleRate, channels, gain, ceiling } = options;
  const attack = Math.max(1, Math.round((options.attackSeconds ?? 0.005) * sampleRate));
  const releaseStep = 1 - Math.exp(-1 / ((options.releaseSeconds ?? 0.08) * sampleRate));
  const factor = options.truePeak === false ? 1 : oversampling(sampleRate);
  const phases = factor > 1 ? interpolatorPhases(factor) : [];
  const reach = Math.max(1, ...phases.map((row) => row.reduce((s, v) => s + Math.abs(v), 0)));
  // All phases' taps in one array, phase after phase: the inner loop indexes one typed array.
  const width = TAPS;
  const taps = new Float64Array(phases.length * width);
  phases.forEach((row, p) => taps.set(row, p * TAPS));
  // The interpolated values computed at frame n lie up to TAPS / 2 frames back from it, so the
  // minimum looks that much further ahead than the average.
  const spread = TAPS / 2 + 1;
  const delay = attack + spread;
  const span = attack + spread + 1;

  // Ring buffers, one slot per frame: the gained input (held back by `delay`), and the required gains.
  // The input ring is written twice, at n and n + ring, so the filter's window is always one run of memory.
  const ring = delay + TAPS;
  const held = Array.from({ length: channels }, () => new Float32Array(2 * ring));
  const needs = new Float64Array(span);
  // A monotonic queue of frame numbers whose needs rise from front to back: the window's minimum in front.
  const queue = new Int32Array(span + 1);
  let head = 0;
  let tail = 0;
  const averaged = new Float64Array(attack + 1);
  let averageSum = attack + 1;
  averaged.fill(1);
  let frame = 0;
  /** The last frame whose peak needed a gain under 1. */
  let lastNeed = -Infinity;
  let current = 1;
  let deepest = 1;
  /**
   * The last frame whose largest magnitude, times the filter's reach, passes the ceiling: a frame
   * with none such among the TAPS before it cannot have an interpolated point over the ceiling, and
   * skips interpolating (a test in one comparison, not a scan of the window).
   */
  let lastLoud = -Infinity;

  function need(n: number): number {
    // Largest magnitude at frame n, over its samples and the interpolated points the filter puts there.
    const slot = (n % ring) + ring;
    let peak = 0;
    for (let c = 0; c < channels; c++) {
      const v = Math.abs(held[c]![slot]!);
      if (v > peak) peak = v;
    }
    if (peak * reach > ceiling) lastLoud = n;
    if (n < TAPS - 1 || factor === 1) return peak > ceiling ? ceiling / peak : 1;
    const from = slot - (TAPS - 1);
    if (n - lastLoud < TAPS) {
      for (let c = 0; c < channels; c++) {
        const x = held[c]!;
        for (let t = 0; t < taps.length; t += width) {
          let y = 0;
          for (let j = 0; j < width; j++) y += taps[t + j]! * x[from + j]!;
          if (y > peak) peak = y;
          else if (-y > peak) peak = -y;
        }
      }
    }
    return peak > ceiling ? ceiling / peak : 1;
  }

  function step(input: Float32Array[] | null, at: number, out: Float32Array[], outAt: number): boolean {
    const n = frame++;
    const slot = n % ring;
    for (let c = 0; c < channels; c++) {
      const h = held[c]!;
      h[slot] = h[slot + ring] = input ? input[c]![at]! * gain : 0;
    }
    const r = need(n);
    if (r < 1) lastNeed = n;
    needs[n % span] = r;
    while (tail > head && needs[queue[(tail - 1) % queue.length]! % span]! >= r) tail--;
    queue[tail++ % queue.length] = n;
    while (queue[head % queue.length]! <= n - span) head++;
    const least = needs[queue[head % queue.length]! % span]!;
    averageSum += least - averaged[n % averaged.length]!;
    averaged[n % averaged.length] = least;
    const smooth = averageSum / averaged.length;
    current = Math.min(smooth, current + (1 - current) * releaseStep);
    if (current < deepest) deepest = current;
    if (n < delay) return false;
    const from = (n - delay) % ring;
    for (let c = 0; c < channels; c++) out[c]![outAt] = held[c]![from]! * current;
    return true;
  }

  /**
   * Frames [at, end) when the limiter is at rest and none of them can reach the ceiling: the
   * gained input, delayed, with the per-frame work skipped (most of a master that is turned down).
   */
  function calm(input: Float32Array[], at: number, end: number, out: Float32Array[], outAt: number): number {
    let written = 0;
    for (let i = at; i < end; i++) {
      const n = frame++;
      const slot = n % ring;
      let peak = 0;
      for (let c = 0; c < channels; c++) {
        const v = input[c]![i]! * gain;
        const h = held[c]!;
        h[slot] = h[slot + ring] = v;
        if (v > peak) peak = v;
        else if (-v > peak) peak = -v;
      }
      if (peak * reach > ceiling) lastLoud = n;
      if (n < delay) continue;
      const from = (n - delay) % ring;
      for (let c = 0; c < channels; c++) out[c]![outAt + written] = held[c]![from]!;
      written++;
    }
    // Every need in the window is 1 again: the queue holds the newest frame alone.
    needs[(frame - 1) % span] = 1;
    queue[0] = frame - 1;
    head = 0;
    tail = 1;
    return written;
  }

  const CHUNK = 1024;
  return {
    process(input) {
      const frames = input[0]?.length ?? 0;
      const ready = Math.max(0, Math.min(frames, frame + frames - delay));
      const out = Array.from({ length: channels }, () => new Float32Array(ready));
      let written = 0;
      for (let at = 0; at < frames; at += CHUNK) {
        const end = Math.min(frames, at + CHUNK);
        // At rest: no need under 1 for longer than the look-ahead and the average, and the release done.
        let rest = frame - lastNeed > span + averaged.length && current > 1 - 1e-9;
        if (rest) {
          let most = 0;
          for (let c = 0; c < channels; c++) for (let i = at; i < end; i++) most = Math.max(most, Math.abs(input[c]![i]!));
          rest = most * gain * reach <= ceiling;
        }
        if (rest) {
          current = 1;
          averageSum = averaged.length;
          written += calm(input, at, end, out, written);
        } else for (let i = at; i < end; i++) if (step(input, i, out, written)) written++;
      }
      return out;
    },
    flush() {
      const left = Math.min(delay, frame);
      const out = Array.from({ length: channels }, () => new Float32Array(left));
      for (let i = 0; i < left; i++) step(null, 0, out, i);
      return out;
    },
    get reductionDb() {
      return -20 * Math.log10(deepest);
    },
  };
}
