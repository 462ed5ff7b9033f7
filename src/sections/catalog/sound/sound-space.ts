import { SOUND_LAYOUT, SOUND_SIZE, type SoundPart } from '../../../audio/sound/sound-features';

/**
 * The catalog's sounds as one space to measure in: each number of a track's sound as a z-score
 * over the catalog (so centroid kHz and chroma shares count alike), kept as one signed byte. The
 * build and the browser place a sound here and measure with the same code, whether the sound is
 * a catalog track's or a visitor's file.
 */
export interface SoundSpace {
  /** Each number's mean and spread over the catalog. */
  mean: Float64Array;
  spread: Float64Array;
  /** SOUND_SIZE bytes per place, in the order the sounds came; a place with no sound is all MISSING. */
  codes: Int8Array;
}

/** A z-score in steps of 1/24 up to ±5.3: finer than the numbers' own noise, one byte each. */
const STEP = 24;
const LIMIT = 127;
/** -128 marks a place the build has no sound for. */
export const MISSING = -128;

/**
 * How much each part of the sound counts: timbre (brightness, noisiness, change, the spectrum's
 * shape) most, then harmony, dynamics and rhythm alike; each part's numbers share its weight, so a
 * part with many numbers does not outvote one with few.
 */
const WEIGHTS: Record<SoundPart, number> = { centroid: 0.4, flatness: 0.2, flux: 0.2, cepstrum: 0.6, chroma: 0.4, loudness: 0.4, onsets: 0.3, tempo: 0.2 };
const dimensionWeights = Float64Array.from(SOUND_LAYOUT.flatMap(([part, size]) => Array.from({ length: size }, () => WEIGHTS[part] / size)));

/** Whether the build described this sound, in the shape this code reads. */
export const isSound = (sound: readonly number[] | null | undefined): sound is readonly number[] => sound?.length === SOUND_SIZE;

/** The space of these sounds, in their order; a missing or malformed sound keeps its place, empty. */
export function soundSpace(sounds: readonly (readonly number[] | null | undefined)[]): SoundSpace {
  const known = sounds.filter(isSound);
  const mean = new Float64Array(SOUND_SIZE);
  const spread = new Float64Array(SOUND_SIZE);
  for (const sound of known) sound.forEach((value, d) => (mean[d]! += value / known.length));
  for (const sound of known) sound.forEach((value, d) => (spread[d]! += (value - mean[d]!) ** 2 / known.length));
  for (let d = 0; d < SOUND_SIZE; d++) spread[d] = Math.sqrt(spread[d]!);
  const space: SoundSpace = { mean, spread, codes: new Int8Array(sounds.length * SOUND_SIZE).fill(MISSING) };
  sounds.forEach((sound, place) => {
    if (isSound(sound)) space.codes.set(codesOf(placeSound(space, sound)), place * SOUND_SIZE);
  });
  return space;
}

/** A sound's z-scores in the space, as the codes hold them. */
export function placeSound({ mean, spread }: Pick<SoundSpace, 'mean' | 'spread'>, sound: readonly number[]): Float64Array {
  return Float64Array.from({ length: SOUND_SIZE }, (_, d) => {
    const z = spread[d]! > 1e-9 ? (sound[d]! - mean[d]!) / spread[d]! : 0;
    return Math.round(Math.max(-LIMIT, Math.min(LIMIT, z * STEP))) / STEP;
  });
}

const codesOf = (z: Float64Array) => Int8Array.from(z, (value) => Math.round(value * STEP));

export const places = (space: SoundSpace): number => space.codes.length / SOUND_SIZE;

export const hasSound = (space: SoundSpace, place: number): boolean => space.codes[place * SOUND_SIZE] !== MISSING;

/** One number's z-score at a place. */
export const zAt = (space: SoundSpace, place: number, d: number): number => space.codes[place * SOUND_SIZE + d]! / STEP;

/** The place's z-scores. */
export const zOf = (space: SoundSpace, place: number): Float64Array => Float64Array.from({ length: SOUND_SIZE }, (_, d) => zAt(space, place, d));

/** How far a place's sound is from z-scores: a weighted distance, 0 for the same sound. */
export function soundDistance(space: SoundSpace, place: number, z: Float64Array): number {
  const { codes } = space;
  const start = place * SOUND_SIZE;
  let sum = 0;
  for (let d = 0; d < SOUND_SIZE; d++) sum += dimensionWeights[d]! * (codes[start + d]! / STEP - z[d]!) ** 2;
  return Math.sqrt(sum);
}

/** The places nearest to z-scores, nearest first, among those `accept` lets through. */
export function nearestBySound(space: SoundSpace, z: Float64Array, count: number, accept: (place: number) => boolean = () => true): { place: number; distance: number }[] {
  const found: { place: number; distance: number }[] = [];
  for (let place = 0; place < places(space); place++) {
    if (hasSound(space, place) && accept(place)) found.push({ place, distance: soundDistance(space, place, z) });
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, count);
}
