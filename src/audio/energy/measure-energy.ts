/** A track's energy facts from its frames of K-weighted power: the curve, the highlight and the level. */
import type { EnergyFacts } from './energy-facts.ts';
import type { EnergyFrames } from './energy-frames.ts';
import { levelOf } from './energy-level.ts';
import { highlightOf } from './highlight.ts';
import { curveOf, intensityOf } from './intensity.ts';
import { secondsOf } from './seconds.ts';

export function measureEnergy(frames: EnergyFrames): EnergyFacts {
  const seconds = secondsOf(frames);
  const intensity = intensityOf(seconds);
  return {
    curve: curveOf(intensity),
    step: 1,
    highlight: highlightOf(intensity, frames.duration),
    level: levelOf(seconds).level,
  };
}
