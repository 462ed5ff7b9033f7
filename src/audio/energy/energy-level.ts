/**
 * How intense a track is as a whole, on one scale for every track whatever its mastering level:
 * how often something attacks while the track is playing (onsets a second, counted only within
 * 20 LU of its loudest, so a normalised preview and its master agree), less how far its loudness
 * wanders (a wide short-term range is a quiet piece that swells, a narrow one a wall of sound).
 */
import type { EnergyLevel } from './energy-facts.ts';
import type { Seconds } from './seconds.ts';

/** Seconds quieter than this under the loudest are the track resting, not playing. */
const PLAYING_LU = 20;

export interface LevelReading {
  level: EnergyLevel;
  /** Onsets a second while playing. */
  attacks: number;
  /** LU between the 10th and 95th percentile of the short-term loudness: EBU's loudness range, ungated. */
  spread: number;
  /** The number the thresholds are set on. */
  score: number;
  /** 0..1: how far the score sits from the nearest threshold, one step being a full confident distance. */
  confidence: number;
}

/** One step of score between the thresholds below. */
const SPREAD_WEIGHT = 0.1;
export const THRESHOLDS = { medium: 1.5, high: 3 } as const;

export function levelOf({ loudness, attacks, top }: Seconds): LevelReading {
  let count = 0;
  let total = 0;
  for (let s = 0; s < loudness.length; s++)
    if (loudness[s]! > top - PLAYING_LU) {
      count++;
      total += attacks[s]!;
    }
  const rate = count ? total / count : 0;
  const sorted = Array.from(loudness).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const spread = at(0.95) - at(0.1);
  const score = rate - SPREAD_WEIGHT * spread;
  const level: EnergyLevel = score >= THRESHOLDS.high ? 'high' : score >= THRESHOLDS.medium ? 'medium' : 'low';
  const distance = Math.min(Math.abs(score - THRESHOLDS.medium), Math.abs(score - THRESHOLDS.high));
  const step = THRESHOLDS.high - THRESHOLDS.medium;
  return { level, attacks: rate, spread, score, confidence: Math.round(Math.min(1, distance / step) * 100) / 100 };
}
