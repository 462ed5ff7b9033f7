/**
 * Build-time facts about an audio file: its exact duration (decoded, never typed by the
 * editor) and a bar waveform of N peaks, cached on disk by content hash so a rebuild
 * decodes only files that changed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MPEGDecoder } from 'mpg123-decoder';
import { scanMp3 } from './mp3-frames.ts';

export interface AudioFacts {
  /** Seconds, from the decoded sample count. */
  duration: number;
  sampleRate: number;
  channels: 1 | 2;
  /** kb/s when every frame has the same bitrate, else null (VBR). */
  constantBitrate: number | null;
  /** Loudest sample as a fraction of full scale (1 = 0 dBFS); above 0.999 the file clips. */
  peak: number;
  /** Per bar, the loudest sample in that slice, scaled so the loudest bar is 1 (3 decimals). */
  peaks: number[];
  /** Per bar, the RMS level on the same scale as `peaks`: the body of the waveform inside its peaks. */
  rms: number[];
}

export type AudioFactsErrorCode = 'missing' | 'unreadable' | 'unsupported' | 'undecodable' | 'truncated';

/** A problem with one audio file; `message` says what and how to fix it, `file` is the path given. */
export class AudioFactsError extends Error {
  constructor(
    readonly code: AudioFactsErrorCode,
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'AudioFactsError';
  }
}

export interface AudioFactsOptions {
  /** Bars in the waveform (default 100). */
  bars?: number;
  /** Where cached facts live; false turns the cache off. */
  cacheDir?: string | false;
}

/** Bumped whenever the facts computed for the same bytes would change. */
const FACTS_VERSION = 1;
const BLOCK = 256;
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_CACHE_DIR = join(projectRoot, 'node_modules/.cuesheet/audio-facts');

let decoder: MPEGDecoder | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** One WASM decoder for the process; decodes run one at a time because they share it. */
function exclusive<T>(job: (d: MPEGDecoder) => Promise<T> | T): Promise<T> {
  const run = queue.then(async () => {
    decoder ??= new MPEGDecoder();
    await decoder.ready;
    await decoder.reset();
    return job(decoder);
  });
  queue = run.catch(() => undefined);
  return run;
}

function readAudio(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new AudioFactsError('missing', file, `Audio file not found: ${file}. Put the file there or fix the path.`);
    if (code === 'EISDIR') throw new AudioFactsError('unreadable', file, `${file} is a folder, not an audio file.`);
    throw new AudioFactsError('unreadable', file, `Cannot read ${file}: ${(err as Error).message}`);
  }
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function computeFacts(file: string, bytes: Uint8Array, bars: number, d: MPEGDecoder): AudioFacts {
  const stream = scanMp3(bytes);
  if ('kind' in stream) {
    if (stream.kind === 'no-frames') {
      throw new AudioFactsError('undecodable', file, `${file} is not an MP3 file (no MPEG audio frames found). Export it as MP3.`);
    }
    throw new AudioFactsError(
      'truncated',
      file,
      `${file} is cut short: MP3 frame ${stream.frame} at byte ${stream.offset} needs ${stream.needed} bytes but the file ends after ${stream.available}. Copy or export the file again.`,
    );
  }
  const blockPeaks: number[] = [];
  const blockSquares: number[] = [];
  let samples = 0;
  let sampleRate = stream.sampleRate;
  let inBlock = 0;
  let blockPeak = 0;
  let blockSum = 0;
  const CHUNK = 64 * 1024;
  for (let at = stream.start; at < stream.end; at += CHUNK) {
    const out = d.decode(bytes.subarray(at, Math.min(stream.end, at + CHUNK)));
    if (out.errors.length) {
      const e = out.errors[0];
      throw new AudioFactsError('undecodable', file, `${file} does not decode: ${e.message} at byte ${stream.start + e.inputBytes}. Export it again as MP3.`);
    }
    if (out.samplesDecoded) sampleRate = out.sampleRate;
    const left = out.channelData[0];
    // mpg123 hands back two channels even for mono; the second is then a copy.
    const right = stream.channels === 2 ? out.channelData[1] : left;
    for (let i = 0; i < out.samplesDecoded; i++) {
      const l = left[i];
      const r = right[i];
      const v = Math.max(l < 0 ? -l : l, r < 0 ? -r : r);
      if (v > blockPeak) blockPeak = v;
      blockSum += (l * l + r * r) / 2;
      if (++inBlock === BLOCK) {
        blockPeaks.push(blockPeak);
        blockSquares.push(blockSum);
        inBlock = 0;
        blockPeak = 0;
        blockSum = 0;
      }
    }
    samples += out.samplesDecoded;
  }
  if (inBlock) {
    blockPeaks.push(blockPeak);
    blockSquares.push(blockSum);
  }
  if (samples === 0) throw new AudioFactsError('undecodable', file, `${file} decodes to no audio. Export it again as MP3.`);
  const peaks = new Array<number>(bars).fill(0);
  const sums = new Array<number>(bars).fill(0);
  const counts = new Array<number>(bars).fill(0);
  blockPeaks.forEach((p, b) => {
    const bar = Math.min(bars - 1, Math.floor(((b * BLOCK + BLOCK / 2) * bars) / samples));
    peaks[bar] = Math.max(peaks[bar], p);
    sums[bar] += blockSquares[b];
    counts[bar] += b === blockPeaks.length - 1 && inBlock ? inBlock : BLOCK;
  });
  const peak = Math.max(...blockPeaks);
  const scale = peak > 0 ? 1 / peak : 0;
  return {
    duration: samples / sampleRate,
    sampleRate,
    channels: stream.channels,
    constantBitrate: stream.constantBitrate,
    peak: Math.round(peak * 10000) / 10000,
    peaks: peaks.map((p) => round3(p * scale)),
    rms: sums.map((s, i) => round3((counts[i] ? Math.sqrt(s / counts[i]) : 0) * scale)),
  };
}

/** Duration and waveform of an MP3 file, from the cache when the same bytes were seen before. */
export async function audioFacts(file: string, options: AudioFactsOptions = {}): Promise<AudioFacts> {
  const bars = options.bars ?? 100;
  if (!Number.isInteger(bars) || bars < 1) throw new RangeError(`bars must be a positive integer, got ${bars}`);
  const ext = extname(file).toLowerCase();
  if (ext !== '.mp3') {
    throw new AudioFactsError('unsupported', file, `${file}: only MP3 audio is supported (got "${ext || 'no extension'}"). Export the track as MP3.`);
  }
  const bytes = readAudio(file);
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const cacheFile = cacheDir === false ? null : join(cacheDir, `${hash}-${bars}-v${FACTS_VERSION}.json`);
  if (cacheFile) {
    try {
      return JSON.parse(readFileSync(cacheFile, 'utf8')) as AudioFacts;
    } catch {
      // Not cached yet (or a damaged entry): compute it afresh below.
    }
  }
  const facts = await exclusive((d) => computeFacts(file, bytes, bars, d));
  if (cacheFile) {
    mkdirSync(dirname(cacheFile), { recursive: true });
    // Write-then-rename: a build killed mid-write never leaves half a cache entry.
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(facts));
    renameSync(tmp, cacheFile);
  }
  return facts;
}
