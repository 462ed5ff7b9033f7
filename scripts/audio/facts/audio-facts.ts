/**
 * Build-time facts about an audio file: its exact duration (decoded, never typed by the
 * editor) and a bar waveform of N peaks, cached on disk by content hash so a rebuild
 * decodes only files that changed. Decoding runs in a pool of worker threads, one per core,
 * so a first build of hundreds of tracks uses the whole machine.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { AudioFactsError, readError, type AudioFacts } from './audio-facts-types.ts';
import type { DecodeJob, DecodeOutcome } from './decode-file.ts';

export { AudioFactsError, type AudioFacts, type AudioFactsErrorCode } from './audio-facts-types.ts';

export interface AudioFactsOptions {
  /** Bars in the waveform (default 100). */
  bars?: number;
  /** Where cached facts live; false turns the cache off. */
  cacheDir?: string | false;
}

/** Bumped whenever the facts computed for the same bytes would change. 6: the tempo and key measured from the audio. 7: the sound's harmony from its key and its bar's accents. 8: the energy curve, highlight and level. 9: the tempo prior's ceiling at 190 BPM. 10: the energy K-weighted at half the rate from 40 kHz up. 11: the tempo's pulse fitted to the bar, its prior reset. 12: the backbeat read band by band. 13: busy quarters past the subdivision's floor. */
const FACTS_VERSION = 14;
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_CACHE_DIR = join(projectRoot, 'node_modules/.cuesheet/audio-facts');

let pool: Tinypool | null = null;

/** Started on the first cache miss; idle workers are unreferenced and let the process exit. */
function decodePool(): Tinypool {
  pool ??= new Tinypool({
    filename: new URL('./facts-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: availableParallelism(),
    idleTimeout: 1000,
  });
  return pool;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  try {
    // Streamed: the cache check for a long file need not hold it in memory.
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch (err) {
    throw readError(file, err);
  }
  return hash.digest('hex');
}

const cacheFileOf = (cacheDir: string, hash: string, bars: number) =>
  join(cacheDir, `${hash}-${bars}-v${FACTS_VERSION}.json`);

async function decode(job: DecodeJob, cacheDir: string | false): Promise<AudioFacts> {
  const outcome = (await decodePool().run(job)) as DecodeOutcome;
  if (!outcome.ok) throw new AudioFactsError(outcome.code, job.file, outcome.message);
  if (cacheDir !== false) {
    // Under the hash of the bytes the worker decoded, in case the file changed since it was hashed here.
    const cacheFile = cacheFileOf(cacheDir, outcome.hash, job.bars);
    await mkdir(cacheDir, { recursive: true });
    // Write-then-rename: a build killed mid-write never leaves half a cache entry.
    const tmp = `${cacheFile}.${process.pid}.${outcome.hash.slice(0, 8)}.tmp`;
    await writeFile(tmp, JSON.stringify(outcome.facts));
    await rename(tmp, cacheFile);
  }
  return outcome.facts;
}

/** Duration and waveform of an MP3 file, from the cache when the same bytes were seen before. */
export async function audioFacts(file: string, options: AudioFactsOptions = {}): Promise<AudioFacts> {
  const bars = options.bars ?? 100;
  if (!Number.isInteger(bars) || bars < 1) throw new RangeError(`bars must be a positive integer, got ${bars}`);
  const ext = extname(file).toLowerCase();
  if (ext !== '.mp3') {
    throw new AudioFactsError(
      'unsupported',
      file,
      `${file}: only MP3 audio is supported (got "${ext || 'no extension'}"). Export the track as MP3.`,
    );
  }
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  if (cacheDir !== false) {
    try {
      return JSON.parse(await readFile(cacheFileOf(cacheDir, await sha256(file), bars), 'utf8')) as AudioFacts;
    } catch (error) {
      if (error instanceof AudioFactsError) throw error;
      // Not cached yet (or a damaged entry): decode it below.
    }
  }
  return decode({ file, bars }, cacheDir);
}

/**
 * Facts of many files, each a value or the AudioFactsError it met. A few more files are in
 * flight than there are workers, so the pool never waits for a hash while the number of open
 * files stays small.
 */
export async function audioFactsOfFiles(
  files: readonly string[],
  options: AudioFactsOptions = {},
): Promise<Map<string, AudioFacts | AudioFactsError>> {
  const results = new Map<string, AudioFacts | AudioFactsError>();
  const queue = [...new Set(files)];
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      results.set(
        file,
        await audioFacts(file, options).catch((error: unknown) => {
          if (error instanceof AudioFactsError) return error;
          throw error;
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(queue.length, availableParallelism() * 2) }, lane));
  return results;
}
