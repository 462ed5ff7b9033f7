/**
 * The 30 seconds a supervisor should hear first: the stretch where the track is most intense. Of
 * the stretches as intense as the most (within what a listener tells apart), the one that starts on
 * the steepest rise wins, so the cut begins where a section starts rather than mid-phrase.
 */
export const HIGHLIGHT_SECONDS = 30;
/** How much less intense, on average, a stretch may be and still count as the most intense: under what a listener tells apart. */
const SLACK_LU = 0.5;
/** A rise is read over this many seconds before the start. */
const RISE_SECONDS = 2;

export function highlightOf(intensity: Float64Array, duration: number): { start: number; end: number } {
  const length = HIGHLIGHT_SECONDS;
  if (duration <= length || intensity.length <= length) return { start: 0, end: round1(duration) };
  const starts = intensity.length - length + 1;
  const score = new Float64Array(starts);
  let sum = 0;
  for (let s = 0; s < length; s++) sum += intensity[s]!;
  for (let s = 0; s < starts; s++) {
    score[s] = sum / length;
    sum += (intensity[s + length] ?? 0) - intensity[s]!;
  }
  let best = 0;
  for (let s = 1; s < starts; s++) if (score[s]! > score[best]!) best = s;
  const rise = (s: number) => intensity[s]! - Math.min(...intensity.subarray(Math.max(0, s - RISE_SECONDS), s + 1));
  let start = best;
  for (let s = 0; s < starts; s++) if (score[s]! >= score[best]! - SLACK_LU && rise(s) > rise(start)) start = s;
  return { start, end: round1(Math.min(duration, start + length)) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
