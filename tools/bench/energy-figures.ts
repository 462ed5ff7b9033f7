/**
 * How the highlight is judged, by a meter that is not the kit's: ffmpeg's ebur128 short-term
 * loudness (3 s windows every 100 ms). A 30 s stretch's loudness is the power mean of the
 * short-term readings whose windows lie inside it; the track's median stretch is the median over
 * every stretch that starts on a whole second. The highlight passes when it is louder than that.
 */

export interface ShortTerm {
  /** Seconds at each reading's end. */
  t: number[];
  /** LUFS; -Infinity for silence. */
  s: number[];
}

/** ebur128's `framelog=info` lines: `t: 3.1  TARGET:-23 LUFS  M: -20.1 S: -21.4 …`. */
export function parseShortTerm(stderr: string): ShortTerm {
  const t: number[] = [];
  const s: number[] = [];
  for (const match of stderr.matchAll(/t:\s*([\d.]+)\s+TARGET:.*?S:\s*(-?[\d.]+|-inf|nan)/g)) {
    t.push(Number(match[1]));
    s.push(match[2] === '-inf' || match[2] === 'nan' ? -Infinity : Number(match[2]));
  }
  return { t, s };
}

const SHORT_TERM = 3;
const STRETCH = 30;

/** The loudness of [start, start + 30 s), in LUFS; -Infinity when nothing in it is heard. */
export function stretchLoudness({ t, s }: ShortTerm, start: number, length = STRETCH): number {
  let power = 0;
  let count = 0;
  for (let i = 0; i < t.length; i++)
    if (t[i]! >= start + SHORT_TERM - 1e-6 && t[i]! <= start + length + 1e-6) {
      power += 10 ** (s[i]! / 10);
      count++;
    }
  return count && power > 0 ? 10 * Math.log10(power / count) : -Infinity;
}

export function medianStretch(reading: ShortTerm, duration: number): number {
  const values: number[] = [];
  for (let start = 0; start + STRETCH <= duration + 1e-6; start++) values.push(stretchLoudness(reading, start));
  values.sort((a, b) => a - b);
  const mid = values.length / 2;
  return values.length % 2 ? values[Math.floor(mid)]! : (values[mid - 1]! + values[mid]!) / 2;
}

export interface HighlightJudgement {
  highlightLufs: number;
  medianLufs: number;
  /** Null for a track under twice the stretch: its highlight is (nearly) the whole of it, with nothing to be louder than. */
  louder: boolean | null;
}

export function judgeHighlight(
  reading: ShortTerm,
  duration: number,
  highlight: { start: number; end: number },
): HighlightJudgement {
  const highlightLufs = stretchLoudness(reading, highlight.start, highlight.end - highlight.start);
  const medianLufs = medianStretch(reading, duration);
  return { highlightLufs, medianLufs, louder: duration < 2 * STRETCH ? null : highlightLufs > medianLufs };
}
