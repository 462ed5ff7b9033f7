/**
 * A WAV as one mono channel, the mean of its channels, read with the import's own PCM reader:
 * what the detectors are given in the import's worker.
 */
import { pcmBlocks } from '../import/pcm.ts';

export interface Mono {
  mono: Float32Array;
  sampleRate: number;
  seconds: number;
}

export async function readMono(wav: string): Promise<Mono> {
  const parts: Float32Array[] = [];
  let sampleRate = 0;
  for await (const block of pcmBlocks(wav, 'wav')) {
    sampleRate = block.sampleRate;
    const frames = block.channels[0]!.length;
    const part = new Float32Array(frames);
    for (const channel of block.channels) for (let i = 0; i < frames; i++) part[i] = part[i]! + channel[i]! / block.channels.length;
    parts.push(part);
  }
  const mono = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    mono.set(part, at);
    at += part.length;
  }
  return { mono, sampleRate, seconds: mono.length / sampleRate };
}
