/**
 * Times audioFacts over a folder of MP3 files (the demo audio by default): cold (empty cache,
 * so every file is decoded, in the worker pool) and cached, and extrapolates the cold figure
 * to a catalogue of 500 tracks.
 *
 *   npx tsx tools/audio/measure-facts.ts [folder]
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AudioFactsError, audioFactsOfFiles } from '../../scripts/audio/facts/audio-facts.ts';

const audioDir = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../../public/audio'));
const files = readdirSync(audioDir)
  .filter((f) => f.endsWith('.mp3'))
  .map((f) => join(audioDir, f));
const cacheDir = mkdtempSync(join(tmpdir(), 'audio-facts-measure-'));

async function pass(): Promise<{ ms: number; seconds: number }> {
  const t0 = performance.now();
  let seconds = 0;
  for (const facts of (await audioFactsOfFiles(files, { cacheDir })).values()) {
    if (facts instanceof AudioFactsError) throw facts;
    seconds += facts.duration;
  }
  return { ms: performance.now() - t0, seconds };
}

const cold = await pass();
const cached = await pass();
const perAudioMinute = cold.ms / (cold.seconds / 60);
console.log(`${files.length} files, ${cold.seconds.toFixed(1)} s of audio, ${availableParallelism()} decoding threads`);
console.log(`cold:   ${cold.ms.toFixed(0)} ms (${perAudioMinute.toFixed(0)} ms per minute of audio)`);
console.log(`cached: ${cached.ms.toFixed(0)} ms`);
console.log(
  `500 tracks of 3 min, cold: ~${((perAudioMinute * 3 * 500) / 1000).toFixed(0)} s; cached: ~${(((cached.ms / files.length) * 500) / 1000).toFixed(1)} s`,
);
