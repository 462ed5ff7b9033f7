/**
 * The pattern of accents within a bar: where in the bar the onsets fall and how strongly, folded
 * over the whole track. A tempo alone does not tell a four-on-the-floor from a backbeat or a
 * half-time feel at the same BPM; the bar's pattern does, and it says which octave of the tempo a
 * listener taps (a half-time groove has its strongest accents a half bar apart). Pure, so the build
 * in Node and the browser's worker describe a sound alike.
 */

/** How a bar is cut: 4 beats of 4 steps (16ths of a 4/4 bar), or 2 beats of 6 (eighths' triplets of 6/8). */
export interface BarShape {
  beats: number;
  stepsPerBeat: number;
}

export const FOUR_FOUR: BarShape = { beats: 4, stepsPerBeat: 4 };
export const SIX_EIGHT: BarShape = { beats: 2, stepsPerBeat: 6 };

/** Each step is folded in this many finer bins, so an onset on a step's edge is centred, not split between two steps. */
const FINE = 4;
/** Bars folded before aligning with the pattern so far: a tempo a hair off drifts by little within them. */
const WINDOW_BARS = 4;
/**
 * The beat period is refined within ±2 % of the one given, first in steps of 0.5 %, then of
 * 0.125 % around the best: a tempo read off whole envelope blocks is up to a few percent off,
 * which smears a fold, and within a window (WINDOW_BARS) 0.125 % drifts by less than a fine bin.
 * Two passes fold 14 times where one of 0.125 % steps would fold 33.
 */
const REFINE_PASSES = [
  { span: 0.02, step: 0.005 },
  { span: 0.0025, step: 0.00125 },
] as const;

const HALF_LN10 = Math.LN10 / 2;

/**
 * The onset strength of a log10 energy envelope (the SoundAnalyser's, one value per block): how
 * much each block's amplitude rises over the one before, never below zero. In amplitude, not in
 * log: a snare under a kick stays under it (a log rise from near silence makes every hit alike);
 * not in power, where the kick alone would count. A change of level scales it, and barAccents'
 * normalising takes the scale out.
 */
export function onsetStrength(logEnvelope: ArrayLike<number>): Float64Array {
  const strength = new Float64Array(logEnvelope.length);
  // √(10^x) as one exp: a pow and a square root per value cost more than the folds.
  const amplitudeOf = (level: number) => Math.exp(level * HALF_LN10);
  let previous = logEnvelope.length ? amplitudeOf(logEnvelope[0]!) : 0;
  for (let i = 1; i < logEnvelope.length; i++) {
    const amplitude = amplitudeOf(logEnvelope[i]!);
    strength[i] = Math.max(0, amplitude - previous);
    previous = amplitude;
  }
  return strength;
}

/** The strength folded into fine bins of a bar of `barSeconds`, from sample `from` to `to`, each bin its mean. */
function fold(
  strength: ArrayLike<number>,
  rate: number,
  barSeconds: number,
  bins: number,
  from = 0,
  to = strength.length,
) {
  const sums = new Float64Array(bins);
  const counts = new Float64Array(bins);
  const binsPerSample = bins / (barSeconds * rate);
  // A phase carried from sample to sample, not a remainder per sample: the fold runs 14 times a track.
  let at = (from * binsPerSample) % bins;
  for (let i = from; i < to; i++) {
    const bin = at | 0;
    sums[bin]! += strength[i]!;
    counts[bin]! += 1;
    at += binsPerSample;
    if (at >= bins) at -= bins;
  }
  for (let b = 0; b < bins; b++) sums[b] = counts[b] ? sums[b]! / counts[b]! : 0;
  return sums;
}

/** How peaked a fold is: its spread over its mean. A period that is right folds the onsets onto few bins. */
function contrast(folded: Float64Array): number {
  let mean = 0;
  for (const value of folded) mean += value / folded.length;
  let variance = 0;
  for (const value of folded) variance += (value - mean) ** 2 / folded.length;
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
}

/** The beat period near `beatSeconds` that folds the strength most sharply into a beat of `FINE * stepsPerBeat` bins. */
function refinedBeat(strength: ArrayLike<number>, rate: number, beatSeconds: number, stepsPerBeat: number): number {
  let best = beatSeconds;
  for (const { span, step } of REFINE_PASSES) {
    const around = best;
    let bestContrast = -1;
    for (let change = -span; change <= span + 1e-9; change += step) {
      const period = around * (1 + change);
      const score = contrast(fold(strength, rate, period, stepsPerBeat * FINE));
      if (score > bestContrast) {
        bestContrast = score;
        best = period;
      }
    }
  }
  return best;
}

/** The circular shift of `pattern` that lines it up best with `target` (the largest dot product). */
function bestShift(target: Float64Array, pattern: Float64Array): number {
  let best = 0;
  let most = -Infinity;
  for (let shift = 0; shift < pattern.length; shift++) {
    let dot = 0;
    for (let b = 0; b < pattern.length; b++) dot += target[b]! * pattern[(b + shift) % pattern.length]!;
    if (dot > most) {
      most = dot;
      best = shift;
    }
  }
  return best;
}

/**
 * The accents of a bar of `shape` with beats `beatSeconds` apart, from an onset strength at `rate`
 * values a second: `beats * stepsPerBeat` numbers, the strongest step first and 1, the weakest 0,
 * so a level change or a louder mix does not change them. All zeros when there is no bar to fold
 * (a strength shorter than two bars, or nothing in it).
 */
export function barAccents(
  strength: ArrayLike<number>,
  rate: number,
  beatSeconds: number,
  shape: BarShape = FOUR_FOUR,
): number[] {
  const steps = shape.beats * shape.stepsPerBeat;
  const bins = steps * FINE;
  if (!(beatSeconds > 0) || !(rate > 0) || strength.length < 2 * shape.beats * beatSeconds * rate)
    return new Array<number>(steps).fill(0);
  const barSeconds = refinedBeat(strength, rate, beatSeconds, shape.stepsPerBeat) * shape.beats;
  // Window by window, each lined up with the pattern so far: a tempo that wanders a little, or a
  // bar the refined period still drifts against, adds to the same bins instead of smearing them.
  const window = Math.max(1, Math.round(WINDOW_BARS * barSeconds * rate));
  const pattern = new Float64Array(bins);
  for (let from = 0; from < strength.length; from += window) {
    const part = fold(strength, rate, barSeconds, bins, from, Math.min(strength.length, from + window));
    const shift = from === 0 ? 0 : bestShift(pattern, part);
    for (let b = 0; b < bins; b++) pattern[b]! += part[(b + shift) % bins]!;
  }
  // The strongest fine bin is centred in step 0, then each step sums its fine bins.
  let top = 0;
  for (let b = 1; b < bins; b++) if (pattern[b]! > pattern[top]!) top = b;
  const start = top - Math.floor(FINE / 2);
  const accents = Array.from({ length: steps }, (_, step) => {
    let sum = 0;
    for (let f = 0; f < FINE; f++) sum += pattern[(((start + step * FINE + f) % bins) + bins) % bins]!;
    return sum;
  });
  // Then the strongest step first: two folds of one groove start alike whatever beat the track began on.
  const first = accents.indexOf(Math.max(...accents));
  accents.push(...accents.splice(0, first));
  const low = Math.min(...accents);
  const high = Math.max(...accents);
  return high - low > 1e-12 ? accents.map((value) => (value - low) / (high - low)) : accents.map(() => 0);
}
