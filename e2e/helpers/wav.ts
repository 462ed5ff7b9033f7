import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';

/** An MP3's samples, decoded as the build decodes them. */
export async function decodeMp3(file: string): Promise<{ channels: Float32Array[]; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const { channelData, sampleRate } = decoder.decode(await readFile(file));
  decoder.free();
  return { channels: channelData, sampleRate };
}

/** A stretch of the samples, at a gain in dB: an editor's excerpt of a track, louder or quieter. */
export function excerpt(
  channels: readonly Float32Array[],
  sampleRate: number,
  fromSeconds: number,
  seconds: number,
  gainDb: number,
): Float32Array[] {
  const gain = 10 ** (gainDb / 20);
  const start = Math.round(fromSeconds * sampleRate);
  return channels.map((channel) =>
    channel.slice(start, start + Math.round(seconds * sampleRate)).map((value) => value * gain),
  );
}
