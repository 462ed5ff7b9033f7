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

export interface PreviewResult {
  /** Seconds of audio encoded. */
  seconds: number;
  bytes: number;
}

/** Encodes `source` into `dest` (written beside it first, then renamed, so a stopped run leaves no half file). */
export async function encodePreview(source: string, format: MasterFormat, dest: string, tags: Id3Fields): Promise<PreviewResult> {
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
