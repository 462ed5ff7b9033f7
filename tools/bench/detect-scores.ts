/**
 * The detect bench's scores, as MIREX defines them: tempo Acc1 (within 4 % of the reference)
 * and Acc2 (within 4 % of the reference or its double, half, triple or third), and the key's
 * weighted score (same key 1, a fifth above in the same mode 0.5, relative 0.3, parallel 0.2).
 */
import { normalizeKey } from '../../src/sections/catalog/musical-key.ts';

export const TEMPO_TOLERANCE = 0.04;
const OCTAVES = [1, 2, 1 / 2, 3, 1 / 3];

/** Within 4 % of the reference tempo. */
export const tempoAcc1 = (measured: number | null, reference: number): boolean =>
  measured !== null && Math.abs(measured - reference) <= TEMPO_TOLERANCE * reference;

/** Within 4 % of the reference, or of its double, half, triple or third. */
export const tempoAcc2 = (measured: number | null, reference: number): boolean =>
  OCTAVES.some((factor) => tempoAcc1(measured, reference * factor));

export interface KeyClass {
  /** Pitch class of the tonic, C = 0. */
  tonic: number;
  mode: 'major' | 'minor';
}

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
const LETTERS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const mod12 = (n: number) => ((n % 12) + 12) % 12;

/** The key in the kit's spelling (`F♯ minor`, `E♭ major`), through the kit's own reader. */
export function keyName({ tonic, mode }: KeyClass): string {
  return normalizeKey(`${SHARP_NAMES[mod12(tonic)]} ${mode}`)!;
}

/** A major or minor key from any spelling the kit reads (`F#m`, `Gbm`, `8A`, `E♭ major`), or undefined. */
export function keyClass(text: string): KeyClass | undefined {
  const match = /^([A-G])(♯|♭)? (major|minor)$/.exec(normalizeKey(text) ?? '');
  if (!match) return undefined;
  return {
    tonic: mod12(LETTERS[match[1]!]! + (match[2] === '♯' ? 1 : match[2] === '♭' ? -1 : 0)),
    mode: match[3] as KeyClass['mode'],
  };
}

export type KeyRelation = 'same' | 'fifth' | 'relative' | 'parallel' | 'other';
export const MIREX_WEIGHTS: Record<KeyRelation, number> = {
  same: 1,
  fifth: 0.5,
  relative: 0.3,
  parallel: 0.2,
  other: 0,
};

/**
 * How an estimate relates to the reference, as MIREX's key evaluation (and mir_eval, by default)
 * counts it: a fifth is the estimate a fifth above the reference, the dominant, not the subdominant.
 */
export function keyRelation(estimate: KeyClass, reference: KeyClass): KeyRelation {
  const interval = mod12(estimate.tonic - reference.tonic);
  if (estimate.mode === reference.mode) return interval === 0 ? 'same' : interval === 7 ? 'fifth' : 'other';
  // The relative minor is a minor third under its major: A minor to C major is +3, C major to A minor -3.
  if (interval === (reference.mode === 'major' ? 9 : 3)) return 'relative';
  return interval === 0 ? 'parallel' : 'other';
}

/** MIREX's weighted key score of one estimate: no key given scores 0. */
export const mirexScore = (estimate: KeyClass | undefined, reference: KeyClass): number =>
  estimate ? MIREX_WEIGHTS[keyRelation(estimate, reference)] : 0;
