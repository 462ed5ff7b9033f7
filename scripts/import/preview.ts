/**
 * A streaming preview of a master: MP3 at 192 kb/s constant, at the master's own sample rate
 * (44.1 or 48 kHz), encoded with LAME compiled to WASM (no native binary, nothing downloaded),
 * with an ID3 tag naming the track's credits and the site, so a downloaded preview keeps them.
 *
 * Every preview plays at the catalog's one loudness: a first pass measures the master
 * (BS.1770), the second gains it to the target and runs it through a true-peak limiter on
 * its way to the encoder, and the MP3 is decoded back and measured. The master is only read.
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createMp3Encoder } from 'wasm-media-encoders';
import { createLoudnessMeter, type LoudnessResult } from '../audio/loudness.ts';
import { mp3Loudness } from '../audio/loudness-mp3.ts';
import { createPeakLimiter } from '../audio/peak-limiter.ts';
import { id3Tag, type Id3Fields } from './id3-tag.ts';
import { measureMaster, previewChannels } from './master-measure.ts';
import { pcmBlocks } from './pcm.ts';
import type { MasterFormat } from './tags.ts';

export const PREVIEW_KBPS = 192;
const MP3_RATES = [32000, 44100, 48000];

/** The schema's default for a catalog's `previewLoudness`. */
export const DEFAULT_PREVIEW_TARGET: PreviewTarget = { integrated: -14, truePeak: -1 };
/** The limiter's ceiling starts this far under the target's: MP3 encoding overshoots the peaks it is given. */
const CODEC_HEADROOM_DB = 0.5;
/** Limiting takes loudness back; within this of the target, the gain is left as it is. */
const CLOSE_ENOUGH_LU = 0.3;
const GAIN_TRIES = 3;
const PEAK_TRIES = 3;

/** Loudness by ITU-R BS.1770-4, to one decimal: integrated in LUFS (null for silence), true peak in dBTP (null for digital silence). */
export type Loudness = LoudnessResult;

/** The catalog's preview target (`previewLoudness` in the catalog section): LUFS integrated, a dBTP ceiling. */
export interface PreviewTarget {
  integrated: number;
  truePeak: number;
}

export type TempoMeasure = { bpm: number; confidence: number } | { bpm: null; confidence: number };
export type KeyMeasure = { key: string; confidence: number } | { key: null; confidence: number };

/** What one worker job sends back: the preview written and what one decode of the master measured. */
export interface PreviewResult {
  /** Seconds of audio encoded. */
  seconds: number;
  bytes: number;
  /** The master's own loudness, before any gain. */
  loudness: Loudness;
  /** The preview's, measured on the MP3 decoded back. */
  previewLoudness: Loudness;
  /** Absent until the tempo and key detectors run in the worker. */
  tempo?: TempoMeasure;
  key?: KeyMeasure;
}

export interface PreviewSettings {
  source: string;
  format: MasterFormat;
  dest: string;
  tags: Id3Fields;
  target?: PreviewTarget;
}

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let shared: Promise<Encoder> | null = null;

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const rounded = (l: LoudnessResult): Loudness => ({ integrated: round1(l.integrated), truePeak: round1(l.truePeak) });
const linear = (db: number) => 10 ** (db / 20);

/** The master's preview channels, gained and limited, block by block. */
async function* shaped(
  source: string,
  format: MasterFormat,
  gainDb: number,
  ceilingDb: number,
  /** Filled in at the end with the limiter's deepest reduction. */
  limited: { db: number } = { db: 0 },
): AsyncGenerator<{ channels: Float32Array[]; sampleRate: number }> {
  let limiter: ReturnType<typeof createPeakLimiter> | null = null;
  let sampleRate = 0;
  for await (const block of pcmBlocks(source, format)) {
    const channels = previewChannels(block.channels);
    sampleRate = block.sampleRate;
    limiter ??= createPeakLimiter({ sampleRate, channels: channels.length, gain: linear(gainDb), ceiling: linear(ceilingDb) });
    yield { channels: limiter.process(channels), sampleRate };
  }
  if (limiter) {
    yield { channels: limiter.flush(), sampleRate };
    limited.db = limiter.reductionDb;
  }
}

async function shapedLoudness(source: string, format: MasterFormat, gainDb: number, ceilingDb: number): Promise<LoudnessResult> {
  let meter: ReturnType<typeof createLoudnessMeter> | null = null;
  for await (const block of shaped(source, format, gainDb, ceilingDb)) {
    meter ??= createLoudnessMeter(block.sampleRate, block.channels.length);
    meter.push(block.channels);
  }
  return meter!.result();
}

/** Writes `dest` beside itself first, then renames it, so a stopped run leaves no half file. */
async function writeMp3(
  blocks: AsyncIterable<{ channels: Float32Array[]; sampleRate: number }>,
  dest: string,
  tags: Id3Fields,
): Promise<{ frames: number; sampleRate: number; bytes: number }> {
  shared ??= createMp3Encoder();
  const encoder = await shared;
  await mkdir(dirname(dest), { recursive: true });
  const partial = `${dest}.part`;
  const out = await open(partial, 'w');
  let frames = 0;
  let bytes = 0;
  let sampleRate = 0;
  const write = async (data: Uint8Array) => {
    // The encoder owns this buffer and reuses it: write it before encoding more.
    await out.write(data);
    bytes += data.length;
  };
  try {
    await write(id3Tag(tags));
    for await (const { channels, sampleRate: rate } of blocks) {
      if (!sampleRate) {
        const outputSampleRate = MP3_RATES.includes(rate) ? undefined : rate % 11025 === 0 ? 44100 : 48000;
        encoder.configure({ sampleRate: rate, channels: channels.length as 1 | 2, bitrate: PREVIEW_KBPS, ...(outputSampleRate && { outputSampleRate }) });
        sampleRate = rate;
      }
      if (!channels[0].length) continue;
      frames += channels[0].length;
      await write(encoder.encode(channels));
    }
    await write(encoder.finalize());
    await out.close();
    await rename(partial, dest);
    return { frames, sampleRate, bytes };
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    // A failed encode leaves the shared encoder mid-stream; the next file gets a fresh one.
    shared = null;
    throw error;
  }
}

export interface EncodedPreview extends PreviewResult {
  /** What the preview's audio is: the master's samples, gained and limited. */
  gainDb: number;
  ceilingDb: number;
  /** The limiter's deepest gain reduction in dB: 0 where the gain alone did it. */
  limitedDb: number;
  master: Awaited<ReturnType<typeof measureMaster>>;
}

/** Measures `source`, then encodes its preview into `dest` at the target loudness. */
export async function encodePreview({ source, format, dest, tags, target = DEFAULT_PREVIEW_TARGET }: PreviewSettings): Promise<EncodedPreview> {
  const master = await measureMaster(source, format);
  const heard = master.previewChannels;
  let gainDb = heard.integrated === null ? 0 : target.integrated - heard.integrated;
  let ceilingDb = target.truePeak - CODEC_HEADROOM_DB;
  // Where the limiter acts, it takes some loudness back: measure what it gives and add the difference.
  if (heard.truePeak !== null && heard.integrated !== null && heard.truePeak + gainDb > ceilingDb) {
    for (let i = 0; i < GAIN_TRIES; i++) {
      const got = (await shapedLoudness(source, format, gainDb, ceilingDb)).integrated;
      if (got === null || Math.abs(target.integrated - got) <= CLOSE_ENOUGH_LU) break;
      gainDb += target.integrated - got;
    }
  }
  for (let i = 0; ; i++) {
    const limited = { db: 0 };
    const written = await writeMp3(shaped(source, format, gainDb, ceilingDb, limited), dest, tags);
    const preview = await mp3Loudness(dest);
    const over = preview.truePeak === null ? 0 : preview.truePeak - target.truePeak;
    if (over <= 0 || i + 1 === PEAK_TRIES) {
      return {
        seconds: written.frames / written.sampleRate,
        bytes: written.bytes,
        loudness: rounded(master.loudness),
        previewLoudness: rounded(preview),
        gainDb,
        ceilingDb,
        limitedDb: limited.db,
        master,
      };
    }
    // The encoder overshot the ceiling: give it that much more room.
    ceilingDb -= over + 0.1;
  }
}
