/**
 * A streaming preview of a master: MP3 at 192 kb/s constant, at the master's own sample rate
 * (44.1 or 48 kHz), encoded with LAME compiled to WASM (no native binary, nothing downloaded),
 * with an ID3 tag naming the track's credits and the site, so a downloaded preview keeps them.
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createMp3Encoder } from 'wasm-media-encoders';
import { id3Tag, type Id3Fields } from './id3-tag.ts';
import { pcmBlocks } from './pcm.ts';
import type { MasterFormat } from './tags.ts';

export const PREVIEW_KBPS = 192;
const MP3_RATES = [32000, 44100, 48000];

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let shared: Promise<Encoder> | null = null;

/** Loudness by ITU-R BS.1770-4: integrated in LUFS (null for silence), true peak in dBTP (null for digital silence). */
export interface Loudness {
  integrated: number | null;
  truePeak: number | null;
}

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

/** Encodes `source` into `dest` (written beside it first, then renamed, so a stopped run leaves no half file). */
export async function encodePreview(source: string, format: MasterFormat, dest: string, tags: Id3Fields): Promise<Pick<PreviewResult, 'seconds' | 'bytes'>> {
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
    for await (const block of pcmBlocks(source, format)) {
      const channels = block.channels.length >= 2 ? block.channels.slice(0, 2) : block.channels;
      if (!sampleRate) {
        const outputSampleRate = MP3_RATES.includes(block.sampleRate) ? undefined : block.sampleRate % 11025 === 0 ? 44100 : 48000;
        encoder.configure({
          sampleRate: block.sampleRate,
          channels: channels.length as 1 | 2,
          bitrate: PREVIEW_KBPS,
          ...(outputSampleRate && { outputSampleRate }),
        });
        sampleRate = block.sampleRate;
      }
      frames += channels[0].length;
      await write(encoder.encode(channels));
    }
    if (!sampleRate) throw new Error(`${source}: holds no audio to encode`);
    await write(encoder.finalize());
    await out.close();
    await rename(partial, dest);
    return { seconds: frames / sampleRate, bytes };
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    // A failed encode leaves the shared encoder mid-stream; the next file gets a fresh one.
    shared = null;
    throw error;
  }
}
