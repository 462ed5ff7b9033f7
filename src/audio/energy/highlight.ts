/**
 * The 30 seconds a supervisor should hear first: the stretch where the track is loudest. Of the
 * stretches as loud as the loudest (within what a listener tells apart), the one that starts on
 * the steepest rise wins, so the cut begins where a section starts rather than mid-phrase.
 */
export const HIGHLIGHT_SECONDS = 30;
/** How much quieter a stretch may be and still count as the loudest: under what a listener tells apart. */
const SLACK_LU = 0.3;
/** A rise is read over this many seconds before the start. */
const RISE_SECONDS = 2;

/**
 * Stretches are ranked by loudness alone (the power mean of their short-term loudness, as a
 * listener and a loudness meter weigh it): the onsets that raise the curve would otherwise send
 * the cut to a busy but quieter passage. The intensity, onsets and all, tells where a rise is.
 */
export function highlightOf(
  loudness: Float64Array,
  intensity: Float64Array,
  duration: number,
): { start: number; end: number } {
  const length = HIGHLIGHT_SECONDS;
  if (duration <= length || loudness.length <= length) return { start: 0, end: round1(duration) };
  const starts = loudness.length - length + 1;
  const power = loudness.map((l) => 10 ** (l / 10));
  const score = new Float64Array(starts);
  let sum = 0;
  for (let s = 0; s < length; s++) sum += power[s]!;
  for (let s = 0; s < starts; s++) {
    score[s] = 10 * Math.log10(sum / length);
    sum += (power[s + length] ?? 0) - power[s]!;
  }
  let best = 0;
  for (let s = 1; s < starts; s++) if (score[s]! > score[best]!) best = s;
  const rise = (s: number) => intensity[s]! - Math.min(...intensity.subarray(Math.max(0, s - RISE_SECONDS), s + 1));
  // A flat track's stretches all lie within the slack: half the way from the median to the loudest keeps the cut above the median.
  const sorted = Array.from(score).sort((a, b) => a - b);
  const slack = Math.min(SLACK_LU, (score[best]! - sorted[Math.floor(sorted.length / 2)]!) / 2);
  let start = best;
  for (let s = 0; s < starts; s++) if (score[s]! >= score[best]! - slack && rise(s) > rise(start)) start = s;
  return { start, end: round1(Math.min(duration, start + length)) };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
