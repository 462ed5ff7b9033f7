/**
 * The costs the issue budgets, measured on one core after the catalog is made: the features on
 * audio as the build decodes it (44.1 kHz stereo), the sound file the browser fetches at 5,000
 * tracks, gzipped, and ranking those 5,000 in Node.
 */
import { SOUND_SIZE, SoundAnalyser } from '../../src/audio/sound/sound-features.ts';
import { PITCH_SECONDS, RISE_SECONDS, type QueryPrint, type SoundPrint } from '../../src/audio/sound/sound-print.ts';
import { soundFileOf } from '../../src/sections/catalog/sound/sound-file.ts';
import { nearestBySound, orderForFile, placeSound, soundSpace } from '../../src/sections/catalog/sound/sound-space.ts';
import { mulberry32, type Rng } from '../../scripts/random.ts';
import { gzip } from './compress.ts';
import { median } from './median.ts';
import type { CatalogTrack } from './similar-run.ts';

const BUILD_RATE = 44100;
/** What mpg123 hands back per MP3 frame at 44.1 kHz. */
const DECODER_BLOCK = 1152;

/** Linear resampling to 44.1 kHz, the right channel a little apart from the left, as a stereo master is. */
export function asBuildAudio(pcm: Float32Array, sampleRate: number): [Float32Array, Float32Array] {
  const length = Math.floor((pcm.length * BUILD_RATE) / sampleRate);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const at = (i * sampleRate) / BUILD_RATE;
    const j = Math.floor(at);
    const value = pcm[j]! + ((pcm[j + 1] ?? 0) - pcm[j]!) * (at - j);
    left[i] = value;
    right[i] = value * 0.9 + (pcm[Math.max(0, j - 200)] ?? 0) * 0.1;
  }
  return [left, right];
}

/**
 * Milliseconds per minute of audio for SoundAnalyser alone, fed in decoder-sized blocks; the
 * median of `runs` after one to warm up. A run of a track takes some 10 ms: five of them were
 * 7.6 ms a minute in one bench and 12.4 in the next on the same idle machine, so many more.
 */
export function featureMsPerMinute(left: Float32Array, right: Float32Array, sampleRate: number, runs = 31): number {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const analyser = new SoundAnalyser(sampleRate);
    for (let at = 0; at < left.length; at += DECODER_BLOCK)
      analyser.push(left.subarray(at, at + DECODER_BLOCK), right.subarray(at, at + DECODER_BLOCK));
    analyser.finish();
    if (run > 0) times.push(performance.now() - started);
  }
  return median(times) / (left.length / sampleRate / 60);
}

const gaussian = (rng: Rng) => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

/**
 * Sounds for a catalog of `size`: the rendered ones, then more of each recipe drawn around a
 * track of it with the recipe's own spread per number, so the file compresses as a catalog of
 * that many distinct tracks would, not as copies.
 */
export function grownSounds(catalog: readonly CatalogTrack[], size: number, seed: number): number[][] {
  const rng = mulberry32(seed ^ 0x51ed);
  const byRecipe = new Map<number, number[][]>();
  for (const track of catalog) byRecipe.set(track.recipe, [...(byRecipe.get(track.recipe) ?? []), track.sound]);
  const spreadOf = new Map(
    [...byRecipe].map(([recipe, sounds]) => {
      const mean = Array.from(
        { length: SOUND_SIZE },
        (_, d) => sounds.reduce((total, sound) => total + sound[d]!, 0) / sounds.length,
      );
      return [
        recipe,
        mean.map((m, d) => Math.sqrt(sounds.reduce((total, sound) => total + (sound[d]! - m) ** 2, 0) / sounds.length)),
      ];
    }),
  );
  const sounds = catalog.map((track) => track.sound);
  while (sounds.length < size) {
    const like = catalog[Math.floor(rng() * catalog.length)]!;
    const spread = spreadOf.get(like.recipe)!;
    sounds.push(like.sound.map((value, d) => Math.round((value + gaussian(rng) * spread[d]!) * 10000) / 10000));
  }
  return sounds.slice(0, size);
}

/** A real track's length: the bench's are 62 to 80 s, a catalog's some three minutes, and a print grows with its track. */
const PRINT_TRACK_SECONDS = 180;

/**
 * Prints for a catalog of `size`, each of a 3-minute track: each character drawn from anywhere
 * in the rendered tracks' prints, so the letters are as frequent as heard, but a track repeats
 * nothing of itself (a chorus) nor of another: gzip finds less to share than in a real catalog,
 * and the size is an upper bound.
 */
export function grownPrints(catalog: readonly CatalogTrack[], size: number, seed: number): SoundPrint[] {
  const rng = mulberry32(seed ^ 0x9e37);
  const pitchLetters = Math.round(PRINT_TRACK_SECONDS / PITCH_SECONDS);
  const riseDigits = Math.ceil(PRINT_TRACK_SECONDS / RISE_SECONDS / 6);
  const grow = (part: keyof SoundPrint, length: number) => {
    let grown = '';
    while (grown.length < length) {
      const from = catalog[Math.floor(rng() * catalog.length)]!.print[part];
      grown += from[Math.floor(rng() * from.length)] ?? '';
    }
    return grown;
  };
  return Array.from({ length: size }, () => ({
    pitches: grow('pitches', pitchLetters),
    rises: grow('rises', riseDigits),
  }));
}

export interface ScaleCosts {
  tracks: number;
  /** The sound file's JSON, gzipped, per track. */
  gzipBytesPerTrack: number;
  /** One query's five nearest among all tracks by the whole sound ("more like this"), median over the queries. */
  rankMs: number;
  /** A file's: all tracks by the whole sound, the nearest PRINT_CANDIDATES matched against its print. */
  fileRankMs: number;
}

export function scaleCosts(sounds: number[][], prints: SoundPrint[], query: QueryPrint, queries: number): ScaleCosts {
  const space = soundSpace(sounds, prints);
  const bytes = gzip(JSON.stringify(soundFileOf(space))).length;
  const times: number[] = [];
  const fileTimes: number[] = [];
  for (let q = 0; q <= queries; q++) {
    const z = placeSound(space, sounds[(q * 7919) % sounds.length]!);
    let started = performance.now();
    nearestBySound(space, z, 5);
    const ms = performance.now() - started;
    started = performance.now();
    orderForFile(space, nearestBySound(space, z, sounds.length, undefined, 'file'), z, query).slice(0, 5);
    // The first is the warm-up.
    if (q > 0) {
      times.push(ms);
      fileTimes.push(performance.now() - started);
    }
  }
  return {
    tracks: sounds.length,
    gzipBytesPerTrack: bytes / sounds.length,
    rankMs: median(times),
    fileRankMs: median(fileTimes),
  };
}
