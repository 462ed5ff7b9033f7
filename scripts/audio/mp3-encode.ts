/** Float mono PCM to constant-bitrate MP3 with lamejs (pure JS, so no native encoder is needed). */
import { Mp3Encoder } from '@breezystack/lamejs';

const FRAME = 1152;

export function encodeMp3(samples: Float32Array, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += FRAME) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + FRAME)));
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
