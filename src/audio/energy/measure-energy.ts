/** A track's energy facts from its frames of K-weighted power: the curve, the highlight and the level. */
import type { EnergyFacts } from './energy-facts.ts';
import type { EnergyFrames } from './energy-frames.ts';
import { levelOf, type LevelReading } from './energy-level.ts';
import { highlightOf } from './highlight.ts';
import { curveOf, intensityOf } from './intensity.ts';
import { secondsOf } from './seconds.ts';

/** The facts, and how the level was read (its confidence, for the import's `measured` mark). */
export function readEnergy(frames: EnergyFrames): { facts: EnergyFacts; level: LevelReading } {
  const seconds = secondsOf(frames);
  const intensity = intensityOf(seconds);
  const level = levelOf(seconds);
  return {
    facts: {
      curve: curveOf(intensity),
      step: 1,
      highlight: highlightOf(seconds.loudness, intensity, frames.duration),
      level: level.level,
    },
    level,
  };
}

export const measureEnergy = (frames: EnergyFrames): EnergyFacts => readEnergy(frames).facts;
