/**
 * The costs the issue budgets, measured on one core after the catalog is made: the features on
 * audio as the build decodes it (44.1 kHz stereo), the sound file the browser fetches at 5,000
 * tracks, gzipped, and ranking those 5,000 in Node.
 */
import { SOUND_SIZE, SoundAnalyser } from '../../src/audio/sound/sound-features.ts';
import { soundFileOf } from '../../src/sections/catalog/sound/sound-file.ts';
import { nearestBySound, placeSound, soundSpace } from '../../src/sections/catalog/sound/sound-space.ts';
import { mulberry32, type Rng } from '../random.ts';
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

/** Milliseconds per minute of audio for SoundAnalyser alone, fed in decoder-sized blocks; the median of `runs` after one to warm up. */
export function featureMsPerMinute(left: Float32Array, right: Float32Array, sampleRate: number, runs = 5): number {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const analyser = new SoundAnalyser(sampleRate);
    for (let at = 0; at < left.length; at += DECODER_BLOCK) analyser.push(left.subarray(at, at + DECODER_BLOCK), right.subarray(at, at + DECODER_BLOCK));
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
      const mean = Array.from({ length: SOUND_SIZE }, (_, d) => sounds.reduce((total, sound) => total + sound[d]!, 0) / sounds.length);
      return [recipe, mean.map((m, d) => Math.sqrt(sounds.reduce((total, sound) => total + (sound[d]! - m) ** 2, 0) / sounds.length))];
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

export interface ScaleCosts {
  tracks: number;
  /** The sound file's JSON, gzipped, per track. */
  gzipBytesPerTrack: number;
  /** One query's five nearest among all tracks, median over the queries. */
  rankMs: number;
}

export function scaleCosts(sounds: number[][], queries: number): ScaleCosts {
  const space = soundSpace(sounds);
  const bytes = gzip(JSON.stringify(soundFileOf(space))).length;
  const times: number[] = [];
  for (let q = 0; q <= queries; q++) {
    const z = placeSound(space, sounds[(q * 7919) % sounds.length]!);
    const started = performance.now();
    nearestBySound(space, z, 5);
    // The first is the warm-up.
    if (q > 0) times.push(performance.now() - started);
  }
  return { tracks: sounds.length, gzipBytesPerTrack: bytes / sounds.length, rankMs: median(times) };
}
