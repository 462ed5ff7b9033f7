/**
 * Harmony relative to the key: a chroma profile turned so its strongest key's tonic comes first.
 * Two cues of one style in different keys share how their notes sit in the scale (a blues third, a
 * dorian sixth, a V7's leading note), not the notes themselves; turned, they look alike. The
 * key is the best of the 24 by correlation with Krumhansl and Kessler's probe-tone profiles and
 * Temperley's corpus counts, as the build's key measure (scripts/audio/measure/key.ts) scores
 * them; this module is the browser's too, so it stands alone.
 */
const PROFILES = [
  {
    major: [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88],
    minor: [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17],
  },
  {
    major: [0.748, 0.06, 0.488, 0.082, 0.67, 0.46, 0.096, 0.715, 0.104, 0.366, 0.057, 0.4],
    minor: [0.712, 0.084, 0.474, 0.618, 0.049, 0.46, 0.105, 0.747, 0.404, 0.067, 0.133, 0.33],
  },
] as const;

/** The correlation of `chroma` read from `tonic` on with a profile read from its tonic. */
function correlation(chroma: readonly number[], profile: readonly number[], tonic: number): number {
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / 12;
  const ma = mean(chroma);
  const mb = mean(profile);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < 12; i++) {
    const x = chroma[(i + tonic) % 12]! - ma;
    const y = profile[i]! - mb;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/** The tonic (0 C to 11 B) of the key a chroma fits best, major or minor; 0 for a chroma of no notes. */
export function strongestTonic(chroma: readonly number[]): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let tonic = 0; tonic < 12; tonic++)
    for (const mode of ['major', 'minor'] as const) {
      const score = PROFILES.reduce((sum, profile) => sum + correlation(chroma, profile[mode], tonic), 0);
      if (score > bestScore) {
        bestScore = score;
        best = tonic;
      }
    }
  return best;
}

/** The chroma from its strongest key's tonic up: index 0 the tonic, 7 the fifth, 3 or 4 the third. */
export function relativeToKey(chroma: readonly number[]): number[] {
  const tonic = strongestTonic(chroma);
  return Array.from({ length: 12 }, (_, degree) => chroma[(tonic + degree) % 12]!);
}
