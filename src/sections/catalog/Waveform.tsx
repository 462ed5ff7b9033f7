/** Half the box's height, in units: a full-scale bar reaches 38 of them up and down from the middle. */
const MIDDLE = 40;
const REACH = 38;

/**
 * The bars' path: one vertical stroke per bar, each drawn relative to the end of the last, as
 * "m1-<up>v<length>", about 8 characters a bar. A catalog page of 500 tracks carries 500 of
 * them, so the path's size decides the page's.
 */
export function waveformPath(peaks: readonly number[]): string {
  let previous = 0;
  return peaks
    .map((peak, i) => {
      const reach = Math.max(1, Math.round(peak * REACH));
      // From the bottom of the last bar (or the middle, for the first) to the top of this one.
      const step = i === 0 ? `M0.5 ${MIDDLE - reach}` : `m1-${reach + previous}`;
      previous = reach;
      return `${step}v${2 * reach}`;
    })
    .join('');
}

/**
 * The waveform as drawn at build time, mirrored around the middle, so seeing it costs no
 * script. The box is one unit per bar wide and stretches to the slider; strokes of 0.7 units
 * leave a gap between bars.
 */
export function Waveform({ peaks, className }: { peaks: readonly number[]; className?: string }) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${peaks.length} ${2 * MIDDLE}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d={waveformPath(peaks)} stroke="currentColor" strokeWidth="0.7" fill="none" />
    </svg>
  );
}
