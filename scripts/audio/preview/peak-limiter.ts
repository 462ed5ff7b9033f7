/**
 * A look-ahead true-peak limiter: applies a gain, then pulls down the stretches where the
 * oversampled peak would pass the ceiling, rather than clipping them. The gain reaches its
 * lowest over `attack` before a peak (a sliding minimum, then a moving average of the same
 * length, so it bends without a click) and comes back up with a `release` time constant.
 * All channels share one gain, so the stereo image does not shift.
 */
import { doubles, powerOfTwoAtLeast } from '../measure/dsp.ts';
import {
  flatTaps,
  interpolatingPhases,
  NEAR,
  oversampling,
  phaseBounds,
  reachOf,
  TAPS,
} from '../measure/loudness-true-peak.ts';

/** How long the gain takes to reach a peak's depth, and to come back up (a time constant). */
export const ATTACK_SECONDS = 0.005;
export const RELEASE_SECONDS = 0.08;

export interface PeakLimiterOptions {
  sampleRate: number;
  channels: number;
  /** Linear gain applied before limiting. */
  gain: number;
  /** Linear ceiling for the oversampled peak. */
  ceiling: number;
  attackSeconds?: number;
  releaseSeconds?: number;
  /**
   * The input's loudness envelope (loudness.ts): the limiter keeps the mean square of the gain each
   * of its ticks was sent with (what tells the loudness sent without metering it again), and reads
   * its per-tick peaks to pass over a quiet chunk without scanning its samples.
   */
  envelope?: { tick: number; peak: Float32Array };
  /**
   * Where the limiter's output arrays come from (in the import, a lease its preview job gives back
   * once the encoder is done with what the limiter sent); by default, new ones.
   */
  array?: (length: number) => Float32Array;
}

export interface PeakLimiter {
  /**
   * Frames in, as many frames out once the look-ahead has filled (fewer on the first calls). The
   * arrays out are the limiter's own, written over by the next call: a preview's worth of new
   * ones per master made the import's garbage collector run twice as often.
   */
  process(channels: Float32Array[]): Float32Array[];
  /** The frames still held back by the look-ahead, in the same arrays. */
  flush(): Float32Array[];
  /** The deepest gain reduction so far, in dB (0 when the limiter never acted). */
  readonly reductionDb: number;
  /**
   * Per tick of the input's envelope (for a limiter made with one; else empty), the mean of the
   * squared gain its frames were sent with, the limiter's own reduction alone (the fixed gain left
   * out); complete once flushed.
   */
  tickGains(): Float32Array;
}

const CHUNK = 1024;
const PIECE_BITS = 5;
const PIECE = 1 << PIECE_BITS;

export function createPeakLimiter(options: PeakLimiterOptions): PeakLimiter {
  return new LookAheadLimiter(options);
}

/**
 * A class rather than a closure per limiter: the import makes one per limited preview, and V8
 * keeps a class method's optimised code from one preview to the next, where each new closure's
 * loops were compiled again (about a tenth of a limited preview's time).
 */
class LookAheadLimiter implements PeakLimiter {
  private readonly channels: number;
  private readonly gain: number;
  private readonly ceiling: number;
  private readonly attack: number;
  private readonly releaseStep: number;
  private readonly factor: number;
  private readonly reach: number;
  private readonly taps: number[];
  private readonly offsets: number[];
  private readonly bends: number[];
  private readonly bendMost: number;
  private readonly delay: number;
  private readonly span: number;
  /**
   * A ring of the gained input, one slot per frame, held back by `delay`. It is written twice, at
   * slot and slot + ring, so the filter's window is always one run of memory. Ring positions are
   * counters wrapped by hand: a % per frame and buffer was a fifth of the limiter's time. The
   * limiter's own buffers are plain arrays of doubles (a sample rounded to single precision as the
   * encoder will take it): in an import worker the WASM codecs have detached ArrayBuffers, after
   * which V8 checks every typed array access for it, and the typed rings cost a seventh more.
   */
  private readonly ring: number;
  private readonly held: number[][];
  private slot = 0;
  private outSlot: number;
  /** A monotonic queue of (frame, need) whose needs rise from front to back: the window's least in front. */
  private readonly capacity: number;
  private readonly queueFrame: number[];
  private readonly queueNeed: number[];
  private head = 0;
  private tail = 0;
  private readonly averaged: number[];
  private averageAt = 0;
  private averageSum: number;
  private frame = 0;
  /** The last frame whose peak needed a gain under 1. */
  private lastNeed = -Infinity;
  private current = 1;
  private deepest = 1;
  /**
   * The last frame whose largest magnitude, times the filter's reach, passes the ceiling: a frame
   * with none such among the TAPS before it cannot have an interpolated point over the ceiling, and
   * skips interpolating (a test in one comparison, not a scan of the window).
   */
  private lastLoud = -Infinity;
  /**
   * Per stretch of PIECE frames from `at - PIECE` to `end`, the largest |second difference| of the
   * gained input in it; a frame's window reaches TAPS frames back, so it takes its own stretch's
   * and the one before.
   */
  private readonly pieceBend = doubles(CHUNK / PIECE + 1);
  private readonly releasing = doubles(CHUNK);
  private outputs: Float32Array[];
  private readonly array: (length: number) => Float32Array;
  /** Frames per tick, or 0 where no tick's gain is kept; the sum of squared gains of the tick being sent, how many of its frames are left, and the ticks done. */
  private readonly tick: number;
  private readonly tickPeaks: Float32Array | null;
  private tickSum = 0;
  private tickLeft: number;
  private ticks = 0;
  private gains = new Float32Array(0);

  constructor(options: PeakLimiterOptions) {
    const { sampleRate, channels, gain, ceiling } = options;
    this.channels = channels;
    this.outputs = Array.from({ length: channels }, () => new Float32Array(0));
    this.array = options.array ?? ((length) => new Float32Array(length));
    this.gain = gain;
    this.ceiling = ceiling;
    this.attack = Math.max(1, Math.round((options.attackSeconds ?? ATTACK_SECONDS) * sampleRate));
    this.releaseStep = 1 - Math.exp(-1 / ((options.releaseSeconds ?? RELEASE_SECONDS) * sampleRate));
    this.factor = oversampling(sampleRate);
    const phases = this.factor > 1 ? interpolatingPhases(this.factor) : [];
    this.reach = reachOf(phases);
    this.taps = Array.from(flatTaps(phases));
    const { offsets, bends } = phaseBounds(phases);
    this.offsets = Array.from(offsets);
    this.bends = Array.from(bends);
    this.bendMost = Math.max(0, ...this.bends);
    // The interpolated values computed at frame n lie up to TAPS / 2 frames back from it, so the
    // minimum looks that much further ahead than the average.
    const spread = TAPS / 2 + 1;
    this.delay = this.attack + spread;
    this.span = this.attack + spread + 1;
    this.ring = this.delay + TAPS;
    this.held = Array.from({ length: channels }, () => doubles(2 * this.ring));
    this.outSlot = this.ring - this.delay;
    this.capacity = this.span + 1;
    this.queueFrame = doubles(this.capacity);
    this.queueNeed = doubles(this.capacity);
    this.averaged = doubles(this.attack + 1, 1);
    this.averageSum = this.attack + 1;
    this.tick = options.envelope?.tick ?? 0;
    this.tickPeaks = options.envelope?.peak ?? null;
    this.tickLeft = this.tick;
    if (this.tick) this.gains = new Float32Array(Math.max(1, options.envelope!.peak.length));
  }

  tickGains(): Float32Array {
    const { tick, ticks, tickLeft } = this;
    const partial = tickLeft < tick ? 1 : 0;
    const means = new Float32Array(ticks + partial);
    for (let k = 0; k < ticks; k++) means[k] = this.gains[k]! / tick;
    if (partial) means[ticks] = this.tickSum / (tick - tickLeft);
    return means;
  }

  /** The largest of the envelope's peaks over the ticks that frames [from, to) touch. */
  private peakOfTicks(from: number, to: number): number {
    const peaks = this.tickPeaks!;
    const last = Math.min(peaks.length - 1, Math.floor((to - 1) / this.tick));
    let most = 0;
    for (let t = Math.floor(from / this.tick); t <= last; t++) if (peaks[t]! > most) most = peaks[t]!;
    return most;
  }

  /**
   * Where to look back from for the chunk's last loud frame (count frames from `this.frame`): the
   * end of the last tick whose peak passes `loud`, or 0 where none does; the chunk's end where no
   * envelope tells the peaks.
   */
  private loudFrom(loud: number, count: number): number {
    const peaks = this.tickPeaks;
    if (!peaks) return count;
    const { tick, frame } = this;
    for (
      let t = Math.min(peaks.length - 1, Math.floor((frame + count - 1) / tick));
      t >= 0 && (t + 1) * tick > frame;
      t--
    )
      if (peaks[t]! > loud) return Math.min(count, (t + 1) * tick - frame);
    return 0;
  }

  /** `frames` frames sent at one squared gain, into the ticks. */
  private keepGain(square: number, frames: number): void {
    let left = frames;
    while (left >= this.tickLeft) {
      left -= this.tickLeft;
      this.closeTick(this.tickSum + square * this.tickLeft);
      this.tickSum = 0;
      this.tickLeft = this.tick;
    }
    this.tickSum += square * left;
    this.tickLeft -= left;
  }

  /** The calm path's gains sent, `releasing[from..to)`, into the ticks. */
  private keepGains(from: number, to: number): void {
    const { releasing, tick } = this;
    let sum = this.tickSum;
    let left = this.tickLeft;
    for (let i = from; i < to; i++) {
      const g = releasing[i]!;
      sum += g * g;
      if (--left === 0) {
        this.closeTick(sum);
        sum = 0;
        left = tick;
      }
    }
    this.tickSum = sum;
    this.tickLeft = left;
  }

  /** A tick's sum of squared gains is done: kept, the store grown when full. */
  private closeTick(sum: number): void {
    if (this.ticks === this.gains.length) {
      const grown = new Float32Array(this.gains.length * 2);
      grown.set(this.gains);
      this.gains = grown;
    }
    this.gains[this.ticks++] = sum;
  }

  get reductionDb(): number {
    return -20 * Math.log10(this.deepest);
  }

  process(input: Float32Array[]): Float32Array[] {
    const { channels, held, ring, gain, ceiling, reach, averaged, pieceBend } = this;
    const frames = input[0]?.length ?? 0;
    const ready = Math.max(0, Math.min(frames, this.frame + frames - this.delay));
    const out = this.output(ready, frames);
    let written = 0;
    for (let at = 0; at < frames; at += CHUNK) {
      const end = Math.min(frames, at + CHUNK);
      const frame = this.frame;
      // At rest: no need under 1 for longer than the look-ahead and the average, and no sample or
      // interpolated point of the chunk (nor of the frames its first ones lean on) over the ceiling.
      let rest = frame - this.lastNeed > this.span + averaged.length;
      let bent = false;
      if (rest) {
        // The envelope's peaks of the ticks the chunk touches bound its samples: under the ceiling,
        // the chunk is calm without a look at them (the look-back below still counts).
        let most = this.tickPeaks ? this.peakOfTicks(frame, frame + end - at) : Infinity;
        if (most * gain * reach > ceiling) {
          most = 0;
          for (let c = 0; c < channels; c++) {
            const x = input[c]!;
            for (let i = at; i < end; i++) most = Math.max(most, Math.abs(x[i]!));
          }
        }
        most *= gain;
        for (let c = 0; c < channels; c++)
          for (let back = 1; back <= Math.min(TAPS, frame); back++)
            most = Math.max(most, Math.abs(held[c]![((frame - back) % ring) + ring]!));
        rest = most * reach <= ceiling;
        if (!rest) {
          this.bendOver(input, at, end);
          bent = true;
          // A loop, not Math.max(...pieceBend): the spread allocated on every chunk, 3 MB a limited master.
          let bend = 0;
          for (let k = 0; k < pieceBend.length; k++) bend = Math.max(bend, pieceBend[k]!);
          rest = most + this.bendMost * bend <= ceiling;
        }
      }
      if (rest) {
        this.averageSum = averaged.length;
        written += this.calm(input, at, end, out, written);
      } else {
        if (!bent) this.bendOver(input, at, end);
        written += this.steps(input, at, end, out, written);
      }
    }
    return out;
  }

  flush(): Float32Array[] {
    // The zeros that push the last frames out are filtered whole: their bend bound is the largest
    // double, which no point passes. Not Infinity: the frame loop, which also takes it, then boxed
    // its bound on the heap for every frame (a third of what it allocated).
    const left = Math.min(this.delay, this.frame);
    const out = this.output(left);
    this.pieceBend.fill(Number.MAX_VALUE);
    this.steps(null, 0, left, out, 0);
    return out;
  }

  /**
   * `frames` of the output arrays, made where they are shorter at least `room` long (a block's
   * length: the first block sends fewer), and a power of two: a decoder's blocks vary in length,
   * and arrays given back are of use to the next master only at lengths it asks for again.
   */
  private output(frames: number, room = frames): Float32Array[] {
    if (this.outputs[0]!.length < frames)
      this.outputs = this.outputs.map(() => this.array(powerOfTwoAtLeast(Math.max(frames, room))));
    return this.outputs.map((channel) => channel.subarray(0, frames));
  }

  private bendOver(input: Float32Array[], at: number, end: number): void {
    const { channels, held, ring, gain, pieceBend, frame } = this;
    pieceBend.fill(0);
    for (let c = 0; c < channels; c++) {
      const x = input[c]!;
      const h = held[c]!;
      // The stretch before the chunk, from the ring (gained; zeros before the first frame), then the
      // chunk itself ungained, its bends scaled by the gain once at the end. (A helper closure for
      // the ring's reads was made per channel per chunk: most of what a limited preview allocated.)
      let before = frame - PIECE - 2 >= 0 ? h[((frame - PIECE - 2) % ring) + ring]! / gain : 0;
      let here = frame - PIECE - 1 >= 0 ? h[((frame - PIECE - 1) % ring) + ring]! / gain : 0;
      let most = 0;
      for (let k = PIECE; k >= 1; k--) {
        const v = frame - k >= 0 ? h[((frame - k) % ring) + ring]! / gain : 0;
        most = Math.max(most, Math.abs(v - 2 * here + before));
        before = here;
        here = v;
      }
      pieceBend[0] = Math.max(pieceBend[0]!, most * gain);
      for (let k = 1, from = at; from < end; k++, from += PIECE) {
        const to = Math.min(end, from + PIECE);
        most = 0;
        for (let i = from; i < to; i++) {
          const v = x[i]!;
          const d = v - 2 * here + before;
          most = Math.max(most, Math.abs(d));
          before = here;
          here = v;
        }
        pieceBend[k] = Math.max(pieceBend[k]!, most * gain);
      }
    }
  }

  /**
   * Frames [at, end) of `input` (or as many zeros, to flush) through the limiter, frame by frame:
   * each frame's need, the least need over the look-ahead, its average, the release. The state
   * lives in locals for the loop and is stored back after: a field costs a memory round trip on
   * every touch, and this loop runs for every frame a loud master is limited.
   */
  private steps(input: Float32Array[] | null, at: number, end: number, out: Float32Array[], outAt: number): number {
    const {
      channels,
      held,
      ring,
      gain,
      ceiling,
      reach,
      taps,
      offsets,
      bends,
      pieceBend,
      queueFrame,
      queueNeed,
      capacity,
      averaged,
    } = this;
    const { span, delay, releaseStep } = this;
    const width = TAPS;
    let n = this.frame;
    let slotAt = this.slot;
    let outAtSlot = this.outSlot;
    let first = this.head;
    let last = this.tail;
    let averageIndex = this.averageAt;
    let sum = this.averageSum;
    let gainNow = this.current;
    let lowest = this.deepest;
    let loudAt = this.lastLoud;
    let needAt = this.lastNeed;
    let written = 0;
    const interpolates = this.factor > 1;
    const tick = this.tick;
    let tickSum = this.tickSum;
    let tickLeft = this.tickLeft;
    for (let i = at; i < end; i++) {
      const k = (i - at + PIECE) >> PIECE_BITS;
      const bendHere = Math.max(pieceBend[k]!, pieceBend[k - 1]!);
      // The frame's own samples, gained, into the ring (twice), and their largest magnitude.
      let peak = 0;
      for (let c = 0; c < channels; c++) {
        const h = held[c]!;
        const v = input ? input[c]![i]! * gain : 0;
        h[slotAt] = h[slotAt + ring] = Math.fround(v);
        const m = Math.abs(v);
        if (m > peak) peak = m;
      }
      if (peak * reach > ceiling) loudAt = n;
      // The interpolated points, where a frame among the TAPS back could put one over the ceiling.
      if (interpolates && n >= TAPS - 1 && n - loudAt < TAPS) {
        const from = slotAt + ring - (TAPS - 1);
        // The points interpolated here lie between two frames a few back, whose own needs the window
        // still holds: a point no louder than they are, the ceiling or this frame's samples changes nothing.
        let least = peak > ceiling ? peak : ceiling;
        for (let c = 0; c < channels; c++) {
          const x = held[c]!;
          least = Math.max(least, Math.abs(x[from + NEAR]!), Math.abs(x[from + NEAR + 1]!));
        }
        for (let c = 0; c < channels; c++) {
          const x = held[c]!;
          const a = x[from + NEAR]!;
          const rise = x[from + NEAR + 1]! - a;
          for (let p = 0, t = 0; t < taps.length; p++, t += width) {
            const line = a + offsets[p]! * rise;
            if (Math.abs(line) + bends[p]! * bendHere <= (peak > least ? peak : least)) continue;
            let y = 0;
            for (let j = 0; j < width; j++) y += taps[t + j]! * x[from + j]!;
            const magnitude = Math.abs(y);
            if (magnitude > peak) peak = magnitude;
          }
        }
      }
      const r = peak > ceiling ? ceiling / peak : 1;
      if (r < 1) needAt = n;
      while (last !== first && queueNeed[last === 0 ? capacity - 1 : last - 1]! >= r)
        last = last === 0 ? capacity - 1 : last - 1;
      queueFrame[last] = n;
      queueNeed[last] = r;
      if (++last === capacity) last = 0;
      while (queueFrame[first]! <= n - span) if (++first === capacity) first = 0;
      const lowestNeed = queueNeed[first]!;
      sum += lowestNeed - averaged[averageIndex]!;
      averaged[averageIndex] = lowestNeed;
      if (++averageIndex === averaged.length) averageIndex = 0;
      const smooth = sum / averaged.length;
      const released = gainNow + (1 - gainNow) * releaseStep;
      gainNow = smooth < released ? smooth : released;
      if (gainNow < lowest) lowest = gainNow;
      if (n >= delay) {
        for (let c = 0; c < channels; c++) out[c]![outAt + written] = held[c]![outAtSlot]! * gainNow;
        written++;
        if (tick) {
          tickSum += gainNow * gainNow;
          if (--tickLeft === 0) {
            this.closeTick(tickSum);
            tickSum = 0;
            tickLeft = tick;
          }
        }
      }
      n++;
      if (++slotAt === ring) slotAt = 0;
      if (++outAtSlot === ring) outAtSlot = 0;
    }
    this.frame = n;
    this.slot = slotAt;
    this.outSlot = outAtSlot;
    this.head = first;
    this.tail = last;
    this.averageAt = averageIndex;
    this.averageSum = sum;
    this.current = gainNow;
    this.deepest = lowest;
    this.lastLoud = loudAt;
    this.lastNeed = needAt;
    this.tickSum = tickSum;
    this.tickLeft = tickLeft;
    return written;
  }

  /**
   * Frames [at, end) when no frame in the window needs less than 1 and none of these can reach the
   * ceiling: the gained input, delayed, times the gain coming back up, with the per-frame work
   * skipped (most of a master that is turned down, and the stretches between a loud one's peaks).
   */
  private calm(input: Float32Array[], at: number, end: number, out: Float32Array[], outAt: number): number {
    const { channels, held, ring, gain, releasing, releaseStep } = this;
    const count = end - at;
    // The gain coming back up, frame by frame, then each channel on its own: plain loops over typed
    // arrays. Come back as far as a double can (a step that no longer moves it), it stays: most of a
    // master that is limited in a few places.
    let gainNow = this.current;
    const settled = gainNow + (1 - gainNow) * releaseStep === gainNow;
    if (settled) releasing.fill(gainNow, 0, count);
    else for (let i = 0; i < count; i++) releasing[i] = gainNow += (1 - gainNow) * releaseStep;
    this.current = gainNow;
    // Only the first frames of all have nothing to send yet.
    const skip = Math.max(0, Math.min(count, this.delay - this.frame));
    const loud = this.ceiling / this.reach / gain;
    let loudIndex = -1;
    // The first `delay` frames sent come from the ring, the rest straight from the chunk; the ring
    // then keeps the chunk's last frames, all that the look-back and the delay read again.
    const fromRing = Math.min(count, this.delay);
    const keep = Math.min(count, ring);
    for (let c = 0; c < channels; c++) {
      const x = input[c]!;
      const h = held[c]!;
      const o = out[c]!;
      let outAtSlot = (this.outSlot + skip) % ring;
      for (let i = skip; i < fromRing; i++) {
        o[outAt + i - skip] = h[outAtSlot]! * releasing[i]!;
        if (++outAtSlot === ring) outAtSlot = 0;
      }
      const back = at - this.delay;
      for (let i = Math.max(skip, fromRing); i < count; i++)
        o[outAt + i - skip] = Math.fround(x[back + i]! * gain) * releasing[i]!;
      let slotAt = (this.slot + count - keep) % ring;
      for (let i = count - keep; i < count; i++) {
        h[slotAt] = h[slotAt + ring] = Math.fround(x[at + i]! * gain);
        if (++slotAt === ring) slotAt = 0;
      }
      // The last frame loud enough to need interpolating around, looked for from the end (from the
      // last tick whose peak is, where the envelope tells them).
      for (let i = this.loudFrom(loud, count) - 1; i > loudIndex; i--) {
        if (Math.abs(x[at + i]!) > loud) {
          loudIndex = i;
          break;
        }
      }
    }
    if (loudIndex >= 0) this.lastLoud = this.frame + loudIndex;
    if (this.tick) {
      if (settled) this.keepGain(gainNow * gainNow, count - skip);
      else this.keepGains(skip, count);
    }
    this.frame += count;
    this.slot = (this.slot + count) % ring;
    this.outSlot = (this.outSlot + count) % ring;
    // Every need in the window is 1 again: the queue holds the newest frame alone.
    this.queueFrame[0] = this.frame - 1;
    this.queueNeed[0] = 1;
    this.head = 0;
    this.tail = 1;
    return count - skip;
  }
}
