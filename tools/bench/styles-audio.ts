/**
 * bench:styles' audio: each file decoded by ffmpeg (44.1 kHz stereo, as the build decodes a
 * master) and described by the kit's SoundAnalyser, and a 30 s excerpt of it, its level changed,
 * through MP3 at 128 kb/s, described as the browser describes a visitor's file. Decoded audio is
 * cached under .out/bench-styles/ by the file's path, size and time: the features change while
 * the weights are tuned, the audio does not.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { SoundAnalyser } from '../../src/audio/sound/sound-features.ts';
import { printOf, queryPrintOf, type QueryPrint, type SoundPrint } from '../../src/audio/sound/sound-print.ts';
import { mp3RoundTrip } from '../sound-bench/mp3-round-trip.ts';

const run = promisify(execFile);
export const RATE = 44100;
const CACHE = path.join(repoRoot, '.out/bench-styles');

export interface Described {
  sound: number[];
  print: SoundPrint;
  /** The file's print as a visitor's file is matched: a temp track dropped on the catalog. */
  query: QueryPrint;
  seconds: number;
}

export interface Excerpt {
  sound: number[];
  query: QueryPrint;
  from: number;
  gainDb: number;
}

async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.pcm`);
  const hit = await readFile(file).catch(() => null);
  if (hit) return hit;
  const made = await make();
  await mkdir(CACHE, { recursive: true });
  await writeFile(file, made);
  return made;
}

/** The file as 16-bit stereo at 44.1 kHz, interleaved. */
async function decoded(file: string): Promise<Int16Array> {
  const { size, mtimeMs } = await stat(file);
  const bytes = await cached(`${file}\u0000${size}\u0000${mtimeMs}`, async () => {
    const { stdout } = await run(
      'ffmpeg',
      ['-nostdin', '-v', 'error', '-i', file, '-map', '0:a:0', '-ac', '2', '-ar', String(RATE), '-f', 's16le', '-'],
      { encoding: 'buffer', maxBuffer: 1 << 30 },
    );
    return stdout;
  });
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The file's two channels as the build decodes them. */
export const stereoOf = async (file: string): Promise<[Float32Array, Float32Array]> => channels(await decoded(file));

function channels(pcm: Int16Array): [Float32Array, Float32Array] {
  const frames = pcm.length >> 1;
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    left[i] = pcm[2 * i]! / 32768;
    right[i] = pcm[2 * i + 1]! / 32768;
  }
  return [left, right];
}

/** The whole file as the build describes it. */
export async function describeFile(file: string): Promise<Described> {
  const [left, right] = channels(await decoded(file));
  const analyser = new SoundAnalyser(RATE);
  analyser.push(left, right);
  const sound = analyser.finish();
  const timeline = analyser.timeline();
  return { sound, print: printOf(timeline), query: queryPrintOf(timeline), seconds: left.length / RATE };
}

/**
 * A 30 s excerpt from `at` (0 to 1 of where it may start), `gainDb` louder, mono, through the
 * kit's MP3 encoder at 128 kb/s and back, described as a visitor's file.
 */
export async function describeExcerpt(file: string, at: number, gainDb: number, seconds = 30): Promise<Excerpt> {
  const [left, right] = channels(await decoded(file));
  const length = Math.min(left.length, seconds * RATE);
  const from = Math.floor(at * (left.length - length));
  const gain = 10 ** (gainDb / 20);
  const key = `${file}\u0000excerpt\u0000${from}\u0000${length}\u0000${gainDb}`;
  const bytes = await cached(key, async () => {
    const mono = Float32Array.from({ length }, (_, i) => ((left[from + i]! + right[from + i]!) / 2) * gain);
    const trip = await mp3RoundTrip(mono, RATE, 128);
    if (trip.sampleRate !== RATE) throw new Error(`${file}: the MP3 round trip came back at ${trip.sampleRate} Hz`);
    return Buffer.from(trip.pcm.buffer, trip.pcm.byteOffset, trip.pcm.byteLength);
  });
  const pcm = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const analyser = new SoundAnalyser(RATE);
  analyser.push(pcm);
  return { sound: analyser.finish(), query: queryPrintOf(analyser.timeline()), from: from / RATE, gainDb };
}
