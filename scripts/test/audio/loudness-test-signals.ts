/**
 * For the loudness tests: signals with a known loudness written as float WAV, and ffmpeg's
 * ebur128 filter (the reference the meter is held to) run on a file.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

export interface Tone {
  /** Hz; 0 is silence. */
  frequency: number;
  /** Peak level of the sine in dBFS. */
  dbfs: number;
  seconds: number;
  /** Starting phase in radians. */
  phase?: number;
}

/**
 * A run of tones (every channel the same), phase kept across a change of level, faded in and
 * out over 5 ms: an abrupt start would ring over the sine's own peak when oversampled.
 */
export function tones(sampleRate: number, parts: Tone[]): Float32Array {
  const total = parts.reduce((n, p) => n + Math.round(p.seconds * sampleRate), 0);
  const out = new Float32Array(total);
  let at = 0;
  for (const part of parts) {
    const amplitude = 10 ** (part.dbfs / 20);
    const frames = Math.round(part.seconds * sampleRate);
    for (let i = 0; i < frames; i++, at++) {
      out[at] = part.frequency
        ? amplitude * Math.sin((2 * Math.PI * part.frequency * at) / sampleRate + (part.phase ?? 0))
        : 0;
    }
  }
  const fade = Math.round(sampleRate / 200);
  for (let i = 0; i < Math.min(fade, total / 2); i++) {
    const g = (1 - Math.cos((Math.PI * i) / fade)) / 2;
    out[i]! *= g;
    out[total - 1 - i]! *= g;
  }
  return out;
}

/** 32-bit float WAV (format 3), which both the import's reader and ffmpeg take. */
export async function writeFloatWav(path: string, sampleRate: number, channels: Float32Array[]): Promise<void> {
  const frames = channels[0]?.length ?? 0;
  const data = Buffer.alloc(frames * channels.length * 4);
  for (let i = 0, at = 0; i < frames; i++) for (const channel of channels) at = data.writeFloatLE(channel[i]!, at);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(3, 20);
  header.writeUInt16LE(channels.length, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels.length * 4, 28);
  header.writeUInt16LE(channels.length * 4, 32);
  header.writeUInt16LE(32, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  await writeFile(path, Buffer.concat([header, data]));
}

/** ffmpeg's summary, to one decimal as it prints it: null where it prints -70 LUFS or -inf. */
export async function ffmpegLoudness(path: string): Promise<{ integrated: number | null; truePeak: number | null }> {
  const { stderr } = await promisify(execFile)(
    'ffmpeg',
    ['-nostats', '-hide_banner', '-i', path, '-filter_complex', 'ebur128=peak=true', '-f', 'null', '-'],
    {
      maxBuffer: 64 << 20,
    },
  );
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined || peak === undefined)
    throw new Error(`ffmpeg printed no loudness summary for ${path}:\n${summary}`);
  const value = (text: string) => (text === '-inf' ? null : Number(text));
  return { integrated: integrated === '-70.0' ? null : value(integrated), truePeak: value(peak) };
}
