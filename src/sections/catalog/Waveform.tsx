/**
 * The waveform as drawn at build time: one path of bars, mirrored around the middle, so seeing
 * it costs no script and a few hundred bytes. Heights are in whole units of a 100 × 40 box.
 */
export function Waveform({ peaks, className }: { peaks: readonly number[]; className?: string }) {
  const width = 100 / peaks.length;
  const bar = (width * 0.7).toFixed(2);
  const d = peaks
    .map((peak, i) => {
      const h = Math.max(1, Math.round(peak * 38));
      return `M${(i * width).toFixed(2)} ${20 - h / 2}v${h}h${bar}v-${h}z`;
    })
    .join('');
  return (
    <svg className={className} viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
