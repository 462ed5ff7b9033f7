/**
 * What a gain and the peak limiter would make of a master's integrated loudness, told from its
 * loudness envelope (loudness.ts) rather than by running the limiter over every frame: the
 * limiter's gain is followed a millisecond at a time, from each tick's sample peak, with its
 * look-ahead, its averaging and its release, and each tick's energy is scaled by it. The
 * limiter itself looks at true peaks, a little above the sample peaks on loud passages, so it
 * takes back a few hundredths of a LU more than this tells; the preview's own meter reads what
 * was really sent.
 */
import { gatedLoudness, type LoudnessEnvelope } from '../measure/loudness.ts';
import { ATTACK_SECONDS, RELEASE_SECONDS } from './peak-limiter.ts';

/** Integrated LUFS of the envelope's audio times `gain`, limited to `ceiling` (both linear); null for silence. */
export function limitedLoudness(envelope: LoudnessEnvelope, gain: number, ceiling: number): number | null {
  const { ticks, tick, sampleRate, peak } = envelope;
  const attack = Math.max(1, Math.round((ATTACK_SECONDS * sampleRate) / tick));
  const releaseStep = 1 - Math.exp(-tick / (RELEASE_SECONDS * sampleRate));
  // The gain each tick needs on its own, then, as the limiter does it, the least over the look-ahead
  // (the attack and the interpolator's reach, a tick), averaged over the attack: a tick's gain
  // answers the needs from an attack before it to an attack and a tick after.
  const need = new Float32Array(ticks);
  for (let k = 0; k < ticks; k++) {
    const loud = peak[k]! * gain;
    need[k] = loud > ceiling ? ceiling / loud : 1;
  }
  const least = leastAhead(need, attack + 1);
  const squares = new Float64Array(ticks);
  // The average starts over ones, as the limiter's does.
  let window = attack + 1;
  let current = 1;
  for (let k = 0; k < ticks; k++) {
    window += least[k]! - (k > attack ? least[k - attack - 1]! : 1);
    current = Math.min(window / (attack + 1), current + (1 - current) * releaseStep);
    squares[k] = current * current;
  }
  return gainedLoudness(envelope, gain, squares);
}

/**
 * Integrated LUFS of the envelope's audio times `gain`, each tick's energy scaled by `squares`
 * (the mean squared gain its frames were sent with: told, or kept by the limiter as it sent
 * them); null for silence. The gain moves slowly next to a tick, so a tick's K-weighted energy
 * times its squared gain is what the meter would read of what was sent, to some hundredths of a LU.
 */
export function gainedLoudness(envelope: LoudnessEnvelope, gain: number, squares: ArrayLike<number>): number | null {
  const { ticks, tick, segment, frames, energy } = envelope;
  // The meter closes whole segments only.
  const segments = Math.floor(frames / segment);
  const sums = new Float64Array(segments);
  for (let k = 0; k < ticks; k++) {
    const s = Math.floor((k * tick) / segment);
    if (s < segments) sums[s]! += energy[k]! * (squares[k] ?? 1);
  }
  const blocks = new Float64Array(Math.max(0, segments - 3));
  const scale = (gain * gain) / (4 * segment);
  for (let b = 0; b < blocks.length; b++) blocks[b] = (sums[b]! + sums[b + 1]! + sums[b + 2]! + sums[b + 3]!) * scale;
  return gatedLoudness(blocks);
}

/** Each value's least from itself to `after` places on (a monotonic queue: linear time). */
function leastAhead(values: Float32Array, after: number): Float32Array {
  const out = new Float32Array(values.length);
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let k = 0; k < values.length; k++) {
    for (; next < values.length && next <= k + after; next++) {
      while (tail > head && values[queue[tail - 1]!]! >= values[next]!) tail--;
      queue[tail++] = next;
    }
    while (queue[head]! < k) head++;
    out[k] = values[queue[head]!]!;
  }
  return out;
}
