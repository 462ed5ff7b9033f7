/**
 * A loudness meter by ITU-R BS.1770-4 (the EBU R128 measure), fed PCM block by block so a long
 * master never sits in memory: K-weighted mean square over 400 ms blocks every 100 ms, an
 * absolute gate at -70 LUFS, a relative gate 10 LU under the mean of the blocks that pass it,
 * and the true peak by oversampling.
 *
 * Channels are weighted by the layout the standard assumes, in the order WAV and FLAC store
 * them (libebur128 reads them the same way): 1 or 2 channels weigh 1.0 each; 3 are L R C;
 * 4 are L R Ls Rs; 5 are L R C Ls Rs; 6 or more are L R C LFE Ls Rs, the LFE and any
 * channel after the sixth left out. Surrounds weigh 1.41.
 *
 * Silence is null: an integrated loudness of null means no block reached -70 LUFS, a true
 * peak of null means every sample was zero (both would be minus infinity, which JSON and
 * YAML cannot carry).
 */
import { KWeightingFilter } from '../../../src/audio/k-weighting.ts';
import { doubles } from './dsp.ts';
import { TAPS, TruePeak } from './loudness-true-peak.ts';

export interface LoudnessResult {
  /** LUFS; null when nothing passes the absolute gate. */
  integrated: number | null;
  /** dBTP; null when every sample is zero, or when the meter was made without it. */
  truePeak: number | null;
}

export interface LoudnessMeter {
  push(channels: Float32Array[]): void;
  result(): LoudnessResult;
  /** What the meter kept tick by tick, when made with `envelope`. */
  envelope(): LoudnessEnvelope | null;
}

/**
 * A master's loudness and peaks at a millisecond's resolution, a few hundred kB an hour: enough to
 * tell what any gain and limiting would make of its integrated loudness without reading it again.
 */
export interface LoudnessEnvelope {
  sampleRate: number;
  /** Frames per tick (a millisecond's worth); the last tick may hold fewer. */
  tick: number;
  /** Frames per 100 ms segment of BS.1770's blocks. */
  segment: number;
  frames: number;
  ticks: number;
  /** Per tick, the channel-weighted sum of squares of the K-weighted signal. */
  energy: Float32Array;
  /** Per tick, the largest sample magnitude over the channels. */
  peak: Float32Array;
}

const ABSOLUTE_GATE = -70;
const RELATIVE_GATE = -10;
const SURROUND = 1.41;

export function channelWeights(channels: number): number[] {
  const layout: number[] =
    channels <= 2
      ? [1, 1]
      : channels === 3
        ? [1, 1, 1]
        : channels === 4
          ? [1, 1, SURROUND, SURROUND]
          : channels === 5
            ? [1, 1, 1, SURROUND, SURROUND]
            : [1, 1, 1, 0, SURROUND, SURROUND];
  return Array.from({ length: channels }, (_, c) => layout[c] ?? 0);
}

/** The largest magnitude in `x[from..to)`: a loop of its own, so the energy curve's K-weighting loop (shared) does without it. */
function peakOf(x: Float32Array, from: number, to: number): number {
  let most = 0;
  for (let i = from; i < to; i++) {
    const magnitude = Math.abs(x[i]!);
    if (magnitude > most) most = magnitude;
  }
  return most;
}

const toLufs = (energy: number) => -0.691 + 10 * Math.log10(energy);
const toEnergy = (lufs: number) => 10 ** ((lufs + 0.691) / 10);

export interface MeterOptions {
  /** False where only the integrated loudness is wanted: the oversampled peak is most of the meter's cost on a limited signal. */
  truePeak?: boolean;
  /** Keep the loudness envelope (`envelope()`) as well. */
  envelope?: boolean;
  /** The frames to come, where known: the envelope is made that long at once rather than grown (and copied) as they come. */
  frames?: number;
}

/** The integrated loudness of 400 ms blocks' mean squares, gated as BS.1770-4 gates them; null when none passes the absolute gate. */
export function gatedLoudness(blocks: Float64Array, blockCount = blocks.length): number | null {
  const above = toEnergy(ABSOLUTE_GATE);
  let total = 0;
  let count = 0;
  for (let i = 0; i < blockCount; i++) {
    const block = blocks[i]!;
    if (block > above) {
      total += block;
      count++;
    }
  }
  if (!count) return null;
  const gate = toEnergy(toLufs(total / count) + RELATIVE_GATE);
  total = 0;
  count = 0;
  for (let i = 0; i < blockCount; i++) {
    const block = blocks[i]!;
    if (block > above && block > gate) {
      total += block;
      count++;
    }
  }
  return toLufs(total / count);
}

export function createLoudnessMeter(sampleRate: number, channels: number, options: MeterOptions = {}): LoudnessMeter {
  return new KWeightedMeter(sampleRate, channels, options);
}

/**
 * A class rather than a closure per meter: the import makes a meter or two per master, and V8
 * keeps a class method's optimised code from one master to the next, where each new closure's
 * sample loop was compiled again.
 */
class KWeightedMeter implements LoudnessMeter {
  private readonly weights: number[];
  private readonly filter: KWeightingFilter;
  private readonly segment: number;
  private readonly truePeak: TruePeak | null;
  /** Weighted sums of squares of the last four 100 ms segments: one 400 ms block. */
  private readonly recent = new Float64Array(4);
  private segments = 0;
  private filled = 0;
  private sum = 0;
  private blocks = new Float64Array(1024);
  private blockCount = 0;
  /**
   * A millisecond, where the envelope or the true peak wants one (the largest sample of each tick is
   * what the true peak's bounds start from); else as long as a segment, so the loop below splits nothing more.
   */
  private readonly tick: number;
  /** Per channel, the largest magnitude of each tick the block touches: handed to the true peak. */
  private readonly maxima: Float32Array[] | null;
  private ticks: { energy: Float32Array; peak: Float32Array } | null;
  /** Per piece of the right channel, its weighted squares: added to the sum after the left's, in the general loop's order. */
  private readonly rightSquares: number[];
  /** Frames pushed so far, and ticks begun. */
  private frameCount = 0;
  private tickCount = 0;

  constructor(
    private readonly sampleRate: number,
    private readonly channels: number,
    { truePeak: withPeak = true, envelope: withEnvelope = false, frames }: MeterOptions,
  ) {
    // Under 5 Hz a 100 ms segment rounds to no frame, and the sample loop would close empty segments forever.
    if (!(Math.round(sampleRate / 10) >= 1 && channels >= 1))
      throw new RangeError(
        `a loudness meter needs 5 Hz or more and 1 channel or more, not ${sampleRate} Hz and ${channels} channels`,
      );
    this.weights = channelWeights(channels);
    this.filter = new KWeightingFilter(sampleRate, channels);
    this.segment = Math.round(sampleRate / 10);
    this.tick = withEnvelope || withPeak ? Math.max(1, Math.round(sampleRate / 1000)) : this.segment;
    // Below 15 kHz a millisecond is shorter than the interpolator's reach: the true peak finds its own maxima.
    const shared = withPeak && this.tick >= TAPS - 1;
    this.truePeak = withPeak ? new TruePeak(sampleRate, channels, shared ? this.tick : undefined) : null;
    this.maxima = shared ? Array.from({ length: channels }, () => new Float32Array(0)) : null;
    // A segment's piece spans at most this many ticks, each cut at both ends.
    this.rightSquares = doubles(Math.ceil(this.segment / this.tick) + 2);
    const ticks = frames ? Math.ceil(frames / this.tick) : 4096;
    this.ticks = withEnvelope ? { energy: new Float32Array(ticks), peak: new Float32Array(ticks) } : null;
  }

  private closeSegment(): void {
    this.recent[this.segments % 4] = this.sum;
    this.segments++;
    this.sum = 0;
    this.filled = 0;
    if (this.segments < 4) return;
    const recent = this.recent;
    const energy = (recent[0]! + recent[1]! + recent[2]! + recent[3]!) / (4 * this.segment);
    if (this.blockCount === this.blocks.length) {
      const grown = new Float64Array(this.blocks.length * 2);
      grown.set(this.blocks);
      this.blocks = grown;
    }
    this.blocks[this.blockCount++] = energy;
  }

  push(input: Float32Array[]): void {
    const { channels, weights, segment, tick, filter } = this;
    if (input.length !== channels) throw new Error(`The meter was made for ${channels} channels, not ${input.length}`);
    const frames = input[0]?.length ?? 0;
    const firstTick = Math.floor(this.frameCount / tick);
    const maxima = this.maxima;
    if (maxima) {
      const touched = Math.floor((this.frameCount + frames - 1) / tick) - firstTick + 1;
      for (let c = 0; c < channels; c++) {
        if (maxima[c]!.length < touched) maxima[c] = new Float32Array(touched);
        else maxima[c]!.fill(0, 0, touched);
      }
    }
    if (this.ticks) {
      const needed = Math.ceil((this.frameCount + frames) / tick);
      if (needed > this.ticks.energy.length) {
        const size = Math.max(needed, this.ticks.energy.length * 2);
        const grown = { energy: new Float32Array(size), peak: new Float32Array(size) };
        grown.energy.set(this.ticks.energy);
        grown.peak.set(this.ticks.peak);
        this.ticks = grown;
      }
      this.tickCount = needed;
    }
    const envelope = this.ticks;
    const frameCount = this.frameCount;
    for (let at = 0; at < frames;) {
      const end = Math.min(frames, at + segment - this.filled);
      let sum = channels === 2 ? this.stereo(input, at, end, firstTick) : 0;
      for (let c = channels === 2 ? channels : 0; c < channels; c++) {
        // weights and input each have one entry per channel (input's checked above).
        const w = weights[c]!;
        if (w === 0) continue;
        const x = input[c]!;
        for (let from = at; from < end;) {
          // One tick at a time: the envelope's sums are the same squares, cut finer.
          const frame = frameCount + from;
          const to = Math.min(end, from + tick - (frame % tick));
          const squares = filter.sumOfSquares(c, x, from, to);
          const most = peakOf(x, from, to);
          const t = Math.floor(frame / tick);
          if (envelope) {
            envelope.energy[t]! += w * squares;
            if (most > envelope.peak[t]!) envelope.peak[t] = most;
          }
          if (maxima && most > maxima[c]![t - firstTick]!) maxima[c]![t - firstTick] = most;
          sum += w * squares;
          from = to;
        }
      }
      this.sum += sum;
      this.filled += end - at;
      at = end;
      if (this.filled === segment) this.closeSegment();
    }
    // A channel the loudness leaves out (the LFE) was not read above: the true peak reads it itself.
    this.truePeak?.push(
      input,
      maxima?.map((m, c) => (weights[c] ? m : null)),
    );
    this.frameCount += frames;
  }

  /**
   * Frames [at, end) of a stereo block, both channels in one loop: each channel's filter waits on
   * its own feedback, so two of them side by side take little more than one. The sums are added in
   * the order the general loop adds them (each tick's left, then its right; the segment's left
   * pieces, then its right), so the figures are the same to the bit.
   */
  private stereo(input: Float32Array[], at: number, end: number, firstTick: number): number {
    const { tick, weights, maxima, filter } = this;
    const envelope = this.ticks;
    const [left, right] = input as [Float32Array, Float32Array];
    const [wl, wr] = weights as [number, number];
    const [maxLeft, maxRight] = maxima ?? [null, null];
    const rights = this.rightSquares;
    let pieces = 0;
    let sum = 0;
    for (let from = at; from < end;) {
      const frame = this.frameCount + from;
      const to = Math.min(end, from + tick - (frame % tick));
      filter.pair(left, right, from, to);
      const { squares, peaks } = filter;
      const leftSquares = squares[0]!;
      const rightSquares = squares[1]!;
      const leftMost = peaks[0]!;
      const rightMost = peaks[1]!;
      const t = Math.floor(frame / tick);
      if (envelope) {
        envelope.energy[t]! += wl * leftSquares;
        envelope.energy[t]! += wr * rightSquares;
        const most = leftMost > rightMost ? leftMost : rightMost;
        if (most > envelope.peak[t]!) envelope.peak[t] = most;
      }
      if (maxLeft && maxRight) {
        if (leftMost > maxLeft[t - firstTick]!) maxLeft[t - firstTick] = leftMost;
        if (rightMost > maxRight[t - firstTick]!) maxRight[t - firstTick] = rightMost;
      }
      sum += wl * leftSquares;
      rights[pieces++] = wr * rightSquares;
      from = to;
    }
    for (let k = 0; k < pieces; k++) sum += rights[k]!;
    return sum;
  }

  result(): LoudnessResult {
    const peak = this.truePeak?.peak ?? 0;
    return {
      integrated: gatedLoudness(this.blocks, this.blockCount),
      truePeak: peak > 0 ? 20 * Math.log10(peak) : null,
    };
  }

  envelope(): LoudnessEnvelope | null {
    const { ticks, tickCount } = this;
    return (
      ticks && {
        sampleRate: this.sampleRate,
        tick: this.tick,
        segment: this.segment,
        frames: this.frameCount,
        ticks: tickCount,
        energy: ticks.energy.subarray(0, tickCount),
        peak: ticks.peak.subarray(0, tickCount),
      }
    );
  }
}
