import styled from '@emotion/styled';
import type { EnergyFacts } from '../../audio/energy/energy-facts.ts';

/** What the card draws of a file's energy: its curve and its highlight. */
export type DrawnEnergy = Pick<EnergyFacts, 'curve' | 'step' | 'highlight'>;

/**
 * Points drawn at most: about one every 4 px of a phone's seek bar, enough to see where a track
 * builds. A curve measured once a second is averaged down to them, so a long track's card costs
 * no more than a short one's.
 */
export const CURVE_POINTS = 60;

/** The scale's height in units: a value of 99 stands 16 above the bottom, leaving 2 for the line. */
const HEIGHT = 18;
const TOP = 16;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The curve averaged down to at most CURVE_POINTS values, each the mean of its share of the track. */
function averaged(curve: readonly number[]): number[] {
  const points = Math.min(CURVE_POINTS, curve.length);
  return Array.from({ length: points }, (_, j) => {
    const part = curve.slice(Math.floor((j * curve.length) / points), Math.floor(((j + 1) * curve.length) / points));
    return part.reduce((sum, value) => sum + value, 0) / part.length;
  });
}

/**
 * The curve as one closed path, each point one unit right of the last at its height, as
 * "l1-<rise>": at most 5 characters a point. It starts and ends outside the box, so its outline
 * shows only along the top: one path is both the line and the filled area under it.
 */
export function energyPath(curve: readonly number[]): string {
  const ys = averaged(curve).map((value) => HEIGHT - Math.round((Math.min(99, Math.max(0, value)) * TOP) / 99));
  const moves = ys.slice(1).map((y, i) => {
    const rise = y - ys[i]!;
    return rise < 0 ? `l1${rise}` : `l1 ${rise}`;
  });
  return `M-1 ${HEIGHT + 1}V${ys[0] ?? HEIGHT}h1.5${moves.join('')}h1.5V${HEIGHT + 1}z`;
}

/** The box's width in points and where the highlight lies on it, kept within the curve. */
export function highlightSpan({ curve, step, highlight }: DrawnEnergy): { width: number; from: number; to: number } {
  const width = Math.min(CURVE_POINTS, curve.length);
  const length = curve.length * step;
  const at = (seconds: number) => round1(Math.min(1, Math.max(0, length > 0 ? seconds / length : 0)) * width);
  return { width, from: at(highlight.start), to: at(highlight.end) };
}

const Curve = styled('svg')`
  position: absolute;
  inset: 0;
  color: ${({ theme }) => theme.colors.accent};
  pointer-events: none;
  path {
    fill: currentColor;
    fill-opacity: 0.16;
    stroke: currentColor;
    stroke-width: 1.5px;
    stroke-linejoin: round;
  }
  /* The highlight, a bar along the bottom under the 30 seconds "Jump to the peak" plays. */
  path + path {
    fill: none;
    stroke-width: 8px;
  }
`;

/**
 * Where the track builds, drawn at build time over the waveform in the accent colour: the
 * measured energy as a filled line, and its highlight as a bar along the bottom. Decorative (the
 * seek bar is the control, "Jump to the peak" the way to the highlight), so hidden from
 * assistive technology. It spans the curve's own length, the file's as the build measured it.
 */
export function EnergyCurve({ energy }: { energy: DrawnEnergy }) {
  if (energy.curve.length === 0) return null;
  const { width, from, to } = highlightSpan(energy);
  return (
    <Curve viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {/* The stroke keeps its width as the box stretches: an SVG attribute, which HTML's CSS checkers do not know as a property. */}
      <path d={energyPath(energy.curve)} vectorEffect="non-scaling-stroke" />
      <path d={`M${from} ${HEIGHT}H${to}`} vectorEffect="non-scaling-stroke" />
    </Curve>
  );
}
