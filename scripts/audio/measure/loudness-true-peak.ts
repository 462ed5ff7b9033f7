/**
 * True peak (ITU-R BS.1770-4 Annex 2): the signal oversampled 4x (2x from 96 kHz up; not at
 * all from 192 kHz) by a polyphase FIR interpolator, and the largest magnitude among the
 * original and the interpolated samples.
 */

/** Taps per phase: 16 keeps a 1 kHz to 16 kHz tone's reading within 0.1 dB at 44.1 kHz. */
export const TAPS = 16;
/** Kaiser window shape: about 60 dB of image rejection. */
const BETA = 6;

export function oversampling(sampleRate: number): number {
  return sampleRate < 96000 ? 4 : sampleRate < 192000 ? 2 : 1;
}

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  for (let k = 1; k < 50; k++) {
    term *= (x / (2 * k)) ** 2;
    sum += term;
    if (term < 1e-12 * sum) break;
  }
  return sum;
}

/** One row of taps per phase, oldest sample first; each row sums to 1 (a DC level stays put). */
export function interpolatorPhases(factor: number): Float64Array[] {
  // One tap short of TAPS per phase: an odd length centres the filter on a sample, so the phases
  // land on the quarter-sample points where a crest between two samples lies (an even length
  // lands an eighth off, and reads a quarter-rate sine 0.17 dB low).
  const length = factor * TAPS - 1;
  const centre = (length - 1) / 2;
  const prototype = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const t = (i - centre) / factor;
    const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
    const w = besselI0(BETA * Math.sqrt(1 - ((2 * i) / (length - 1) - 1) ** 2)) / besselI0(BETA);
    prototype[i] = sinc * w;
  }
  return Array.from({ length: factor }, (_, p) => {
    const row = new Float64Array(TAPS);
    // Tap j of phase p weighs the sample j places back; reversed so row[0] meets the oldest.
    for (let j = 0; j < TAPS; j++) row[TAPS - 1 - j] = prototype[j * factor + p] ?? 0;
    const sum = row.reduce((s, v) => s + v, 0);
    for (let j = 0; j < TAPS; j++) row[j]! /= sum;
    return row;
  });
}

/**
 * The phases that interpolate: a phase whose taps are a single 1 reads a sample itself, which
 * the sample peak already counts (one of four at 4x, one of two at 2x).
 */
export function interpolatingPhases(factor: number): Float64Array[] {
  return interpolatorPhases(factor).filter(
    (row) => !row.every((v, j) => Math.abs(v - (j === TAPS / 2 ? 1 : 0)) < 1e-9),
  );
}

/** All phases' taps in one array, phase after phase, so an inner loop indexes one typed array. */
export function flatTaps(phases: Float64Array[]): Float64Array {
  const taps = new Float64Array(phases.length * TAPS);
  phases.forEach((row, p) => taps.set(row, p * TAPS));
  return taps;
}

/** The largest |interpolated value| an input of magnitude 1 can give: the bound behind a skip. */
export function reachOf(phases: Float64Array[]): number {
  return Math.max(1, ...phases.map((row) => row.reduce((s, v) => s + Math.abs(v), 0)));
}

/** The two samples every interpolated point of a window lies between: window[NEAR] and window[NEAR + 1]. */
export const NEAR = TAPS / 2 - 1;

/**
 * What bounds an interpolated value without computing it, per phase: the filter is a weighted
 * mean (its taps sum to 1), so it gives the line through the two nearest samples, read at the
 * phase's centre of mass, plus its taps times how far each sample strays from that line; a
 * sample j places from them strays at most |(j - NEAR)(j - NEAR - 1)| / 2 times the largest
 * second difference in the window. On music, whose waves are smooth next to the sampling rate,
 * that bound is a few per cent over the nearer sample, where the sum of the taps' magnitudes,
 * the bound for any input, is twice it.
 */
export interface PhaseBounds {
  /** Per phase, the centre of mass of its taps, counted from window[NEAR]. */
  offsets: Float64Array;
  /** Per phase, the sum of |tap| times the stray allowed at its place, per unit of second difference. */
  bends: Float64Array;
}

export function phaseBounds(phases: Float64Array[]): PhaseBounds {
  return {
    offsets: Float64Array.from(phases, (row) => row.reduce((sum, v, j) => sum + v * (j - NEAR), 0)),
    bends: Float64Array.from(phases, (row) =>
      row.reduce((sum, v, j) => sum + (Math.abs(v) * Math.abs((j - NEAR) * (j - NEAR - 1))) / 2, 0),
    ),
  };
}

/**
 * The last TAPS - 1 samples then the block: one buffer for the thread, reused from block to block
 * and from master to master (a megabyte each, counted outside V8's heap); a push scans it through before it returns.
 */
let scratch = new Float32Array(0);

/** Frames per stretch the scan bounds at once: short, so a stretch between a wave's crests is passed over. */
const STRETCH = 32;

/** Per channel, the largest magnitude in each stretch a block touches, where a caller has them already. */
export type StretchMaxima = readonly (ArrayLike<number> | null)[];

/**
 * Tracks the true peak of one stream of frames, exactly as if every interpolated value were
 * computed: a stretch, or a frame, whose bound cannot beat the peak so far is passed over, and
 * the stretch of a block that could reach highest goes first, so the peak is near its height
 * before the rest are weighed. On a master, a few frames in a hundred are interpolated.
 *
 * Stretches are counted from the stream's first frame, so a caller that already reads every
 * sample (the loudness meter, a millisecond at a time) can hand in each stretch's largest
 * magnitude and spare this a pass over the block.
 */
export class TruePeak {
  readonly factor: number;
  readonly stretch: number;
  /** Frames pushed before the block being scanned. */
  private frames = 0;
  private readonly taps: Float64Array;
  private readonly reach: number;
  private readonly bounds: PhaseBounds;
  private readonly bendMost: number;
  private readonly history: Float32Array[];
  private most = new Float32Array(0);
  /** Per stretch, its largest second difference, or -1 until a bound needs it. */
  private bend = new Float32Array(0);
  /** The stretches left in after the bounds, and how high each could reach. */
  private loud = new Int32Array(0);
  private bound = new Float64Array(0);
  private strays = new Float64Array(0);
  peak = 0;

  constructor(sampleRate: number, channels: number, stretch = STRETCH) {
    if (!(stretch >= TAPS - 1)) throw new RangeError(`a stretch must hold at least ${TAPS - 1} frames, got ${stretch}`);
    this.stretch = stretch;
    this.factor = oversampling(sampleRate);
    const phases = this.factor > 1 ? interpolatingPhases(this.factor) : [];
    this.taps = flatTaps(phases);
    this.reach = reachOf(phases);
    this.bounds = phaseBounds(phases);
    this.bendMost = Math.max(0, ...this.bounds.bends);
    this.history = Array.from({ length: channels }, () => new Float32Array(TAPS - 1));
  }

  /** The frames of one block, and where the caller has them, each stretch's largest magnitude per channel (stretches of `stretch` frames counted from the stream's start). */
  push(channels: Float32Array[], maxima?: StretchMaxima): void {
    for (let c = 0; c < channels.length; c++) {
      const input = channels[c]!;
      // One history per channel the meter was made for, as many as it is given (the meter checks).
      const history = this.history[c]!;
      if (scratch.length < TAPS - 1 + input.length) scratch = new Float32Array(TAPS - 1 + input.length);
      const x = scratch.subarray(0, TAPS - 1 + input.length);
      x.set(history);
      x.set(input, TAPS - 1);
      this.scan(x, maxima?.[c] ?? null);
      history.set(x.subarray(x.length - (TAPS - 1)));
    }
    this.frames += channels[0]?.length ?? 0;
  }

  /** Where stretch s of the block starts in `x` (after the history): the first may be cut short by the block's start. */
  private startOf(s: number): number {
    return TAPS - 1 + Math.max(0, s * this.stretch - (this.frames % this.stretch));
  }

  /** Stretch s's largest second difference, once: -1 in `bend` until then. */
  private bendOf(x: Float32Array, s: number): number {
    const known = this.bend[s]!;
    if (known >= 0) return known;
    const start = this.startOf(s);
    const end = Math.min(x.length, this.startOf(s + 1));
    let b = 0;
    for (let i = start; i < end; i++) {
      const d = Math.abs(x[i]! - 2 * x[i - 1]! + x[i - 2]!);
      if (d > b) b = d;
    }
    this.bend[s] = b;
    return b;
  }

  private scan(x: Float32Array, given: ArrayLike<number> | null): void {
    const stretches = Math.ceil((x.length - (TAPS - 1) + (this.frames % this.stretch)) / this.stretch);
    if (this.most.length < stretches) {
      this.most = new Float32Array(stretches);
      this.bend = new Float32Array(stretches);
      this.loud = new Int32Array(stretches);
      this.bound = new Float64Array(stretches);
      this.strays = new Float64Array(stretches);
    }
    const { most, bend, loud, bound, strays, reach, bendMost } = this;
    // Each stretch's largest sample, given or in one plain run over the block: second differences
    // are worked out only for the stretches this bound leaves in (about one in eight on the bench's masters).
    let peak = this.peak;
    for (let s = 0; s < stretches; s++) {
      let m = 0;
      if (given) m = given[s]!;
      else {
        const end = Math.min(x.length, this.startOf(s + 1));
        for (let i = this.startOf(s); i < end; i++) {
          const v = Math.abs(x[i]!);
          if (v > m) m = v;
        }
      }
      most[s] = m;
      // The samples themselves count: the true peak is at least the sample peak.
      if (m > peak) peak = m;
    }
    this.peak = peak;
    if (this.factor === 1) return;
    // A stretch's interpolated values lean on the TAPS - 1 samples before it too: on the stretch
    // before, and where that one is cut short by the block's start, on those the last block left.
    let m0 = 0;
    let b0 = 0;
    for (let i = 0; i < TAPS - 1; i++) {
      m0 = Math.max(m0, Math.abs(x[i]!));
      if (i >= 2) b0 = Math.max(b0, Math.abs(x[i]! - 2 * x[i - 1]! + x[i - 2]!));
    }
    bend.fill(-1, 0, stretches);
    // The stretches the samples' bound leaves in, each with its tighter bound from the second differences.
    let count = 0;
    let first = -1;
    for (let s = 0; s < stretches; s++) {
      const early = this.startOf(s) < 2 * (TAPS - 1);
      const m = Math.max(most[s]!, s > 0 ? most[s - 1]! : 0, early ? m0 : 0);
      if (m * reach <= peak) continue;
      const stray = Math.max(this.bendOf(x, s), s > 0 ? this.bendOf(x, s - 1) : 0, early ? b0 : 0);
      const b = Math.min(m * reach, m + bendMost * stray);
      if (b <= peak) continue;
      loud[count] = s;
      bound[count] = b;
      strays[count] = stray;
      if (first < 0 || b > bound[first]!) first = count;
      count++;
    }
    // The one that could reach highest first, so the peak is near its height before the rest are weighed.
    if (first >= 0) this.interpolate(x, loud[first]!, strays[first]!);
    for (let k = 0; k < count; k++) if (k !== first && bound[k]! > this.peak) this.interpolate(x, loud[k]!, strays[k]!);
  }

  /** Stretch s's interpolated points, those whose own bound could beat the peak so far; `stray` bounds the second differences its windows hold. */
  private interpolate(x: Float32Array, s: number, stray: number): void {
    const { taps } = this;
    const { offsets, bends } = this.bounds;
    const phases = offsets.length;
    const from = this.startOf(s);
    const to = Math.min(x.length, this.startOf(s + 1));
    let best = this.peak;
    for (let n = from; n < to; n++) {
      const window = n - (TAPS - 1);
      const a = x[window + NEAR]!;
      const rise = x[window + NEAR + 1]! - a;
      for (let p = 0; p < phases; p++) {
        const line = a + offsets[p]! * rise;
        if (Math.abs(line) + bends[p]! * stray <= best) continue;
        const t = p * TAPS;
        let y = 0;
        for (let j = 0; j < TAPS; j++) y += taps[t + j]! * x[window + j]!;
        const magnitude = Math.abs(y);
        if (magnitude > best) best = magnitude;
      }
    }
    this.peak = best;
  }
}
