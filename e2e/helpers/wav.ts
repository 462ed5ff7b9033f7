import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';

/**
 * A PCM WAV file as the RIFF/WAVE format lays it out (a `fmt ` chunk, format 1, then `data`),
 * 16-bit little-endian samples interleaved: what a DAW's "export WAV" writes.
 */
export function wavFile(channels: readonly Float32Array[], sampleRate: number, bits: 8 | 16 = 16): Buffer {
  const bytesPerSample = bits / 8;
  const frames = channels[0]!.length;
  const dataBytes = frames * channels.length * bytesPerSample;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(channels.length, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate * channels.length * bytesPerSample, 28);
  file.writeUInt16LE(channels.length * bytesPerSample, 32);
  file.writeUInt16LE(bits, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);
  let at = 44;
  for (let i = 0; i < frames; i++) {
    for (const channel of channels) {
      const value = Math.max(-1, Math.min(1, channel[i]!));
      // 8-bit WAV is unsigned around 128; 16-bit is signed.
      if (bits === 8) file.writeUInt8(Math.round(128 + value * 127), at);
      else file.writeInt16LE(Math.round(value * 32767), at);
      at += bytesPerSample;
    }
  }
  return file;
}

/** An MP3's samples, decoded as the build decodes them. */
export async function decodeMp3(file: string): Promise<{ channels: Float32Array[]; sampleRate: number }> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const { channelData, sampleRate } = decoder.decode(await readFile(file));
  decoder.free();
  return { channels: channelData, sampleRate };
}

/** A stretch of the samples, at a gain in dB: an editor's excerpt of a track, louder or quieter. */
export function excerpt(channels: readonly Float32Array[], sampleRate: number, fromSeconds: number, seconds: number, gainDb: number): Float32Array[] {
  const gain = 10 ** (gainDb / 20);
  const start = Math.round(fromSeconds * sampleRate);
  return channels.map((channel) => channel.slice(start, start + Math.round(seconds * sampleRate)).map((value) => value * gain));
}
