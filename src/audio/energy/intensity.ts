/**
 * How intense each second of a track is: its short-term loudness, raised where the music is busy
 * with attacks. Loudness leads (it is what a listener hears as the track building, and what the
 * highlight is judged by); the onsets tell a driving loud passage from a held loud chord.
 */
import type { Seconds } from './seconds.ts';

/** LU added per doubling of the onset strength over 10 dB/s: at most some 6 LU for the busiest drums. */
const ONSET_LU_PER_DOUBLING = 1.5;
const ONSET_REFERENCE = 10;
/** Onsets smoothed over the short-term loudness's own 3 s, so both parts of a second look equally far. */
const SMOOTH_SECONDS = 3;

export function intensityOf({ loudness, onsets }: Seconds): Float64Array {
  const half = Math.floor(SMOOTH_SECONDS / 2);
  return loudness.map((l, s) => {
    let sum = 0;
    let n = 0;
    for (let t = Math.max(0, s - half); t <= Math.min(onsets.length - 1, s + half); t++, n++) sum += onsets[t]!;
    return l + ONSET_LU_PER_DOUBLING * Math.log2(1 + sum / n / ONSET_REFERENCE);
  });
}

/** Intensity as 0-99 for the track: 99 its most intense second, 0 its quietest within the range a listener follows. */
export function curveOf(intensity: Float64Array, rangeLu = 30): number[] {
  const top = Math.max(...intensity);
  const bottom = Math.max(Math.min(...intensity), top - rangeLu);
  const span = top - bottom;
  return Array.from(intensity, (v) => (span > 0 ? Math.round((99 * (Math.max(bottom, v) - bottom)) / span) : 99));
}
