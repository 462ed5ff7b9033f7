import { SOUND_LAYOUT, SOUND_SIZE, type SoundPart } from '../../../audio/sound/sound-features.ts';
import { isPrint, printMatch, type QueryPrint, type SoundPrint } from '../../../audio/sound/sound-print.ts';

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
  /** Each place's print over time (sound-print.ts), null where the build made none: what finds the track an excerpt is of. */
  prints: readonly (SoundPrint | null)[];
  /**
   * Each place's tempo as "more like this" compares it (similar.ts's likeTempo: measured from the
   * audio unless the producer wrote or reviewed it), null where there is no steady pulse; absent
   * in a space of sounds alone (a visitor's file is compared by sound).
   */
  tempos?: readonly (number | null)[];
  /** Each place's key as "more like this" relates it (like-key.ts's likeKey), null where none is clear; absent as tempos are. */
  keys?: readonly (number | null)[];
}

/** A z-score in steps of 1/24 up to ±5.3: finer than the numbers' own noise, one byte each. */
const STEP = 24;
const LIMIT = 127;
/** -128 marks a place the build has no sound for. */
export const MISSING = -128;

/**
 * How much each part of the sound counts; each part's numbers share its weight, so a part with many
 * numbers does not outvote one with few. Set on bench:styles (2026-11-29), one part at a time
 * times 0, 0.5, 2 and 4 from the weights before, then again around the best: the spectrum's
 * shape (cepstrum) and noisiness (flatness) tell styles and real collections apart most (real
 * collections' share among the five went from 0.647 to 0.736, the styles' from 0.985 to 0.989).
 * The tempo point weighs little: within a collection tempos differ as much as between them (at 0.2
 * it took 0.03 off), and "more like this" weighs the tempo itself beside the sound (similar.ts).
 * Harmony from the key and the bar's accents moved the shares by under 0.01 either way on these
 * benches: kept light, as they tell a four-on-the-floor from a backbeat where timbre does not.
 * The weights add up to 2.7 as before, so the print's weight against the whole sound
 * (PRINT_WEIGHT, set on bench:similar) keeps its balance.
 */
const WEIGHTS: Record<SoundPart, number> = {
  centroid: 0.22,
  flatness: 0.45,
  flux: 0.11,
  cepstrum: 1.34,
  harmony: 0.11,
  loudness: 0.22,
  onsets: 0.06,
  tempo: 0.03,
  accents: 0.17,
};
/**
 * A visitor's file may be an excerpt, whose level statistics are its part's, not its track's (a
 * verse is quieter than the song, an intro has no range), and whose brightness moves with the
 * part: over 200 excerpts of a 2,000-track bench these two drifted most from their tracks' (0.94
 * and 0.48 z on average, the others 0.2 to 0.4), and their own track was 253rd by the track
 * weights for one in twenty. The tracks a file's print is matched against are chosen without the
 * level and with less brightness; they are then ordered with both (see orderForFile).
 */
const FILE_WEIGHTS: Record<SoundPart, number> = { ...WEIGHTS, loudness: 0, centroid: 0.1 };
const weightsOf = (weights: Record<SoundPart, number>) =>
  Float64Array.from(SOUND_LAYOUT.flatMap(([part, size]) => Array.from({ length: size }, () => weights[part] / size)));
const dimensionWeights = { track: weightsOf(WEIGHTS), file: weightsOf(FILE_WEIGHTS) };

/** What a distance is from: a catalog track ("more like this"), or a visitor's file. */
export type Measure = keyof typeof dimensionWeights;

/** Whether the build described this sound, in the shape this code reads. */
export const isSound = (sound: readonly number[] | null | undefined): sound is readonly number[] =>
  sound?.length === SOUND_SIZE;

/** The space of these sounds and their prints, in their order; a missing or malformed sound keeps its place, empty. */
export function soundSpace(
  sounds: readonly (readonly number[] | null | undefined)[],
  prints: readonly unknown[] = [],
): SoundSpace {
  const known = sounds.filter(isSound);
  const mean = new Float64Array(SOUND_SIZE);
  const spread = new Float64Array(SOUND_SIZE);
  for (const sound of known) sound.forEach((value, d) => (mean[d]! += value / known.length));
  for (const sound of known) sound.forEach((value, d) => (spread[d]! += (value - mean[d]!) ** 2 / known.length));
  for (let d = 0; d < SOUND_SIZE; d++) spread[d] = Math.sqrt(spread[d]!);
  const space: SoundSpace = {
    mean,
    spread,
    codes: new Int8Array(sounds.length * SOUND_SIZE).fill(MISSING),
    prints: sounds.map((sound, place) => (isSound(sound) && isPrint(prints[place]) ? prints[place] : null)),
  };
  sounds.forEach((sound, place) => {
    if (isSound(sound)) space.codes.set(codesOf(placeSound(space, sound)), place * SOUND_SIZE);
  });
  return space;
}

/** A sound's z-scores in the space, as the codes hold them. */
export function placeSound(
  { mean, spread }: Pick<SoundSpace, 'mean' | 'spread'>,
  sound: readonly number[],
): Float64Array {
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
export const zOf = (space: SoundSpace, place: number): Float64Array =>
  Float64Array.from({ length: SOUND_SIZE }, (_, d) => zAt(space, place, d));

/**
 * How far a place's sound is from z-scores: a weighted distance, 0 for the same sound. Each
 * number's difference counts up to `farthest` spreads (by default in full).
 */
export function soundDistance(
  space: SoundSpace,
  place: number,
  z: Float64Array,
  measure: Measure = 'track',
  farthest = Infinity,
): number {
  const { codes } = space;
  const weights = dimensionWeights[measure];
  const start = place * SOUND_SIZE;
  let sum = 0;
  for (let d = 0; d < SOUND_SIZE; d++)
    sum += weights[d]! * Math.min(farthest, Math.abs(codes[start + d]! / STEP - z[d]!)) ** 2;
  return Math.sqrt(sum);
}

/** The places nearest to z-scores, nearest first, among those `accept` lets through. */
export function nearestBySound(
  space: SoundSpace,
  z: Float64Array,
  count: number,
  accept: (place: number) => boolean = () => true,
  measure: Measure = 'track',
): { place: number; distance: number }[] {
  const found: { place: number; distance: number }[] = [];
  for (let place = 0; place < places(space); place++) {
    if (hasSound(space, place) && accept(place))
      found.push({ place, distance: soundDistance(space, place, z, measure) });
  }
  return found.sort((a, b) => a.distance - b.distance).slice(0, count);
}

/**
 * How many of the tracks nearest to a file by the whole sound are matched against its print: in a
 * 2,000-track bench an excerpt's own track was among them for 199 excerpts in 200 (the 99th in 100
 * was 138th), and matching every print of a 5,000-track catalog would cost 25 times more.
 */
export const PRINT_CANDIDATES = 200;
/**
 * What the print weighs against the whole sound: a perfect match of both parts takes 6 off the
 * distance, more than an excerpt's own track lies from it by the whole sound among tracks of one
 * style (3 at most over 200 excerpts); so a strong match decides among the candidates, and the
 * whole sound among tracks no print matches (a cue with no notes, a file of none of the
 * catalog's tracks). Not more: tracks of one style share much of their print (the drums, the
 * key), and a heavier print lets those matches reorder a reference in the style. Over 200 fresh
 * renders of each of two 2,000-track benches (seeds 1 and 2), precision@5 was 0.864 and 0.897 at
 * 10, 0.898 and 0.922 at 3; excerpts found their own track first as often (96.0 and 93.5 % at 10,
 * 96.0 and 94.0 % at 3).
 */
const PRINT_WEIGHT = 3;
/**
 * A match counts from these up: a track's print lies along any other's of its style with many
 * of its bits and letters agreeing (the same drum pattern, the same key), and a file that is not
 * an excerpt of the catalog (a reference in the style) must be ordered by its sound, as "more like
 * this" is. Over 200 excerpts of a 2,000-track bench, their own tracks matched them at 0.85 or
 * more in the rises, and in the pitches 0.53 or more for nineteen in twenty; in a smaller one,
 * other tracks matched a whole track's first minute at 0.86 at most in the rises, 0.58 in the pitches.
 */
const RISE_FLOOR = 0.8;
const PITCH_FLOOR = 0.45;
const above = (value: number, floor: number) => Math.max(0, (value - floor) / (1 - floor));

/**
 * How many spreads one number of a file counts for against a track, at most. A file may be an
 * excerpt, and a 30 s window can sit far outside its whole track on one number (a passage of one
 * instrument moves one band of the spectrum's shape): on bench:styles' 90 real recordings (seed
 * 1), one excerpt lay 6.9 spreads from its own track on one cepstrum number and 5.6 from its
 * remaster, and that number outvoted the rest of the sound and a print that matched its own
 * track better. Counted up to 3, excerpts found first went from 88 to 89 of 90, and from 90 to 90
 * on another draw of the excerpts; at 2.5 or less a track that is itself far from the catalog (a
 * cue of near-silence) lost its excerpt to a neighbour, the difference that tells them apart cut
 * too. A temp-track file's same style in its first five went from 0.965 to 0.961.
 */
const FILE_FARTHEST = 3;

/** A place's distance from a file: its sound's as a track's (each number up to FILE_FARTHEST), plus how far its print is from lying along the file's. */
export function fileDistance(space: SoundSpace, place: number, z: Float64Array, query: QueryPrint): number {
  const distance = soundDistance(space, place, z, 'track', FILE_FARTHEST);
  const print = space.prints[place];
  if (!print) return distance + 2 * PRINT_WEIGHT;
  const match = printMatch(query, print);
  return distance + PRINT_WEIGHT * (2 - above(match.pitches, PITCH_FLOOR) - above(match.rises, RISE_FLOOR));
}

/**
 * Places ordered for a file at z-scores `z`, given their distances measured as a file's: the
 * nearest PRINT_CANDIDATES ordered again by `fileDistance`, the others after them as they were.
 * The candidates are chosen as a file is measured, so an excerpt's own track is among them
 * whatever part it was cut from; they are ordered as a track is measured, with the level and the
 * brightness, because a file that is no excerpt of the catalog (a reference in the style) is a
 * whole sound like a track, and its level and brightness are part of what it sounds like. Over
 * 200 fresh renders of a 2,000-track bench (seed 1, the print at 10), ordering by the file's
 * measure put 0.835 of their first five in their own recipe, by the track's 0.864; an excerpt is
 * found by its print either way (95.5 and 96.0 % first).
 */
export function orderForFile<Found extends { place: number; distance: number }>(
  space: SoundSpace,
  found: readonly Found[],
  z: Float64Array,
  query: QueryPrint,
): Found[] {
  const sorted = [...found].sort((a, b) => a.distance - b.distance);
  const matched = sorted
    .slice(0, PRINT_CANDIDATES)
    .map((near) => ({ near, distance: fileDistance(space, near.place, z, query) }));
  return [
    ...matched.sort((a, b) => a.distance - b.distance).map(({ near }) => near),
    ...sorted.slice(PRINT_CANDIDATES),
  ];
}
