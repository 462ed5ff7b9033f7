/**
 * The loudness of an MP3 as a listener hears it: decoded with the kit's MP3 decoder
 * (mpg123) a piece at a time and metered, so a long file never sits in memory as PCM.
 * Used on the import's previews, decoded back after encoding.
 */
import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import { scanMp3 } from '../preview/mp3-frames.ts';
import { createLoudnessMeter, type LoudnessMeter, type LoudnessResult } from './loudness.ts';

const CHUNK = 64 * 1024;

export async function mp3Loudness(file: string): Promise<LoudnessResult> {
  const bytes = await readFile(file);
  const stream = scanMp3(bytes);
  if ('kind' in stream) throw new Error(`${file}: not a whole MP3 stream (${stream.kind})`);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    let meter: LoudnessMeter | null = null;
    for (const run of stream.runs) {
      for (let at = run.start; at < run.end; at += CHUNK) {
        const out = decoder.decode(bytes.subarray(at, Math.min(run.end, at + CHUNK)));
        const [error] = out.errors;
        if (error) throw new Error(`${file}: ${error.message} near byte ${at}`);
        if (!out.samplesDecoded) continue;
        meter ??= createLoudnessMeter(out.sampleRate, stream.channels);
        // mpg123 hands back two channels even for mono; the second is then a copy.
        meter.push(out.channelData.slice(0, stream.channels).map((c) => c.subarray(0, out.samplesDecoded)));
      }
    }
    if (!meter) throw new Error(`${file}: decodes to no audio`);
    return meter.result();
  } finally {
    decoder.free();
  }
}
