/**
 * A look-ahead true-peak limiter: applies a gain, then pulls down the stretches where the
 * oversampled peak would pass the ceiling, rather than clipping them. The gain reaches its
 * lowest over `attack` before a peak (a sliding minimum, then a moving average of the same
 * length, so it bends without a click) and comes back up with a `release` time constant.
 * All channels share one gain, so the stereo image does not shift.
 */
import { flatTaps, interpolatingPhases, NEAR, oversampling, phaseBounds, reachOf, TAPS } from './loudness-true-peak.ts';

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
}

export interface PeakLimiter {
  /** Frames in, as many frames out once the look-ahead has filled (fewer on the first calls). */
  process(channels: Float32Array[]): Float32Array[];
  /** The frames still held back by the look-ahead. */
  flush(): Float32Array[];
  /** The deepest gain reduction so far, in dB (0 when the limiter never acted). */
  readonly reductionDb: number;
}

const CHUNK = 1024;
const PIECE_BITS = 5;
const PIECE = 1 << PIECE_BITS;

export function createPeakLimiter(options: PeakLimiterOptions): PeakLimiter {
  const { sampleRate, channels, gain, ceiling } = options;
  const attack = Math.max(1, Math.round((options.attackSeconds ?? ATTACK_SECONDS) * sampleRate));
  const releaseStep = 1 - Math.exp(-1 / ((options.releaseSeconds ?? RELEASE_SECONDS) * sampleRate));
  const factor = oversampling(sampleRate);
  const phases = factor > 1 ? interpolatingPhases(factor) : [];
  const reach = reachOf(phases);
  const width = TAPS;
  const taps = flatTaps(phases);
  const { offsets, bends } = phaseBounds(phases);
  const bendMost = Math.max(0, ...bends);
  // The interpolated values computed at frame n lie up to TAPS / 2 frames back from it, so the
  // minimum looks that much further ahead than the average.
  const spread = TAPS / 2 + 1;
  const delay = attack + spread;
  const span = attack + spread + 1;

  // A ring of the gained input, one slot per frame, held back by `delay`. It is written twice, at
  // slot and slot + ring, so the filter's window is always one run of memory. Ring positions are
  // counters wrapped by hand: a % per frame and buffer was a fifth of the limiter's time.
  const ring = delay + TAPS;
  const held = Array.from({ length: channels }, () => new Float32Array(2 * ring));
  let slot = 0;
  let outSlot = ring - delay;
  // A monotonic queue of (frame, need) whose needs rise from front to back: the window's least in front.
  const capacity = span + 1;
  const queueFrame = new Float64Array(capacity);
  const queueNeed = new Float64Array(capacity);
  let head = 0;
  let tail = 0;
  const averaged = new Float64Array(attack + 1).fill(1);
  let averageAt = 0;
  let averageSum = attack + 1;
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

  /**
   * Per stretch of PIECE frames from `at - PIECE` to `end`, the largest |second difference| of the
   * gained input in it; a frame's window reaches TAPS frames back, so it takes its own stretch's
   * and the one before.
   */
  const pieceBend = new Float64Array(CHUNK / PIECE + 1);
  function bendOver(input: Float32Array[], at: number, end: number): void {
    pieceBend.fill(0);
    for (let c = 0; c < channels; c++) {
      const x = input[c]!;
      const h = held[c]!;
      // The stretch before the chunk, from the ring (gained; zeros before the first frame), then the
      // chunk itself ungained, its bends scaled by the gain once at the end.
      const back = (k: number) => (frame - k >= 0 ? h[((frame - k) % ring) + ring]! / gain : 0);
      let before = back(PIECE + 2);
      let here = back(PIECE + 1);
      let most = 0;
      for (let k = PIECE; k >= 1; k--) {
        const v = back(k);
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
          most = Math.max(most, d < 0 ? -d : d);
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
   * lives in locals for the loop and is stored back after: closure variables cost a memory round
   * trip on every touch, and this loop runs for every frame a loud master is limited.
   */
  function steps(input: Float32Array[] | null, at: number, end: number, out: Float32Array[], outAt: number): number {
    let n = frame;
    let slotAt = slot;
    let outAtSlot = outSlot;
    let first = head;
    let last = tail;
    let averageIndex = averageAt;
    let sum = averageSum;
    let gainNow = current;
    let lowest = deepest;
    let loudAt = lastLoud;
    let needAt = lastNeed;
    let written = 0;
    const interpolates = factor > 1;
    for (let i = at; i < end; i++) {
      const k = (i - at + PIECE) >> PIECE_BITS;
      const bendHere = input ? Math.max(pieceBend[k]!, pieceBend[k - 1]!) : Infinity;
      // The frame's own samples, gained, into the ring (twice), and their largest magnitude.
      let peak = 0;
      for (let c = 0; c < channels; c++) {
        const h = held[c]!;
        const v = input ? input[c]![i]! * gain : 0;
        h[slotAt] = h[slotAt + ring] = v;
        const m = v < 0 ? -v : v;
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
            if ((line < 0 ? -line : line) + bends[p]! * bendHere <= (peak > least ? peak : least)) continue;
            let y = 0;
            for (let j = 0; j < width; j++) y += taps[t + j]! * x[from + j]!;
            if (y > peak) peak = y;
            else if (-y > peak) peak = -y;
          }
        }
      }
      const r = peak > ceiling ? ceiling / peak : 1;
      if (r < 1) needAt = n;
      while (last !== first && queueNeed[last === 0 ? capacity - 1 : last - 1]! >= r) last = last === 0 ? capacity - 1 : last - 1;
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
      }
      n++;
      if (++slotAt === ring) slotAt = 0;
      if (++outAtSlot === ring) outAtSlot = 0;
    }
    frame = n;
    slot = slotAt;
    outSlot = outAtSlot;
    head = first;
    tail = last;
    averageAt = averageIndex;
    averageSum = sum;
    current = gainNow;
    deepest = lowest;
    lastLoud = loudAt;
    lastNeed = needAt;
    return written;
  }

  /**
   * Frames [at, end) when no frame in the window needs less than 1 and none of these can reach the
   * ceiling: the gained input, delayed, times the gain coming back up, with the per-frame work
   * skipped (most of a master that is turned down, and the stretches between a loud one's peaks).
   */
  const releasing = new Float64Array(CHUNK);
  function calm(input: Float32Array[], at: number, end: number, out: Float32Array[], outAt: number): number {
    const count = end - at;
    // The gain coming back up, frame by frame, then each channel on its own: plain loops over typed arrays.
    let gainNow = current;
    for (let i = 0; i < count; i++) releasing[i] = gainNow += (1 - gainNow) * releaseStep;
    current = gainNow;
    // Only the first frames of all have nothing to send yet.
    const skip = Math.max(0, Math.min(count, delay - frame));
    const loud = ceiling / reach / gain;
    let loudIndex = -1;
    for (let c = 0; c < channels; c++) {
      const x = input[c]!;
      const h = held[c]!;
      const o = out[c]!;
      let slotAt = slot;
      let outAtSlot = outSlot;
      for (let i = 0; i < count; i++) {
        h[slotAt] = h[slotAt + ring] = x[at + i]! * gain;
        if (i >= skip) o[outAt + i - skip] = h[outAtSlot]! * releasing[i]!;
        if (++slotAt === ring) slotAt = 0;
        if (++outAtSlot === ring) outAtSlot = 0;
      }
      // The last frame loud enough to need interpolating around, looked for from the end.
      for (let i = count - 1; i > loudIndex; i--) {
        if (Math.abs(x[at + i]!) > loud) {
          loudIndex = i;
          break;
        }
      }
    }
    if (loudIndex >= 0) lastLoud = frame + loudIndex;
    frame += count;
    slot = (slot + count) % ring;
    outSlot = (outSlot + count) % ring;
    // Every need in the window is 1 again: the queue holds the newest frame alone.
    queueFrame[0] = frame - 1;
    queueNeed[0] = 1;
    head = 0;
    tail = 1;
    return count - skip;
  }

  return {
    process(input) {
      const frames = input[0]?.length ?? 0;
      const ready = Math.max(0, Math.min(frames, frame + frames - delay));
      const out = Array.from({ length: channels }, () => new Float32Array(ready));
      let written = 0;
      for (let at = 0; at < frames; at += CHUNK) {
        const end = Math.min(frames, at + CHUNK);
        // At rest: no need under 1 for longer than the look-ahead and the average, and no sample or
        // interpolated point of the chunk (nor of the frames its first ones lean on) over the ceiling.
        let rest = frame - lastNeed > span + averaged.length;
        let bent = false;
        if (rest) {
          let most = 0;
          for (let c = 0; c < channels; c++) {
            const x = input[c]!;
            for (let i = at; i < end; i++) most = Math.max(most, Math.abs(x[i]!));
          }
          most *= gain;
          for (let c = 0; c < channels; c++)
            for (let back = 1; back <= Math.min(TAPS, frame); back++) most = Math.max(most, Math.abs(held[c]![((frame - back) % ring) + ring]!));
          rest = most * reach <= ceiling;
          if (!rest) {
            bendOver(input, at, end);
            bent = true;
            rest = most + bendMost * Math.max(...pieceBend) <= ceiling;
          }
        }
        if (rest) {
          averageSum = averaged.length;
          written += calm(input, at, end, out, written);
        } else {
          if (!bent) bendOver(input, at, end);
          written += steps(input, at, end, out, written);
        }
      }
      return out;
    },
    flush() {
      // The zeros that push the last frames out are filtered whole: no bend bound is taken for them.
      const left = Math.min(delay, frame);
      const out = Array.from({ length: channels }, () => new Float32Array(left));
      steps(null, 0, left, out, 0);
      return out;
    },
    get reductionDb() {
      return -20 * Math.log10(deepest);
    },
  };
}
