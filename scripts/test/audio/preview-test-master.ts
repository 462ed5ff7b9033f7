/**
 * For the preview tests: a short stereo "song" (a chord pad, a kick on every beat, hats on the
 * off-beats) whose peaks stand about 15 dB over its loudness, as mixed music does, scaled to a
 * chosen integrated loudness with the kit's meter.
 */
import { createLoudnessMeter } from '../../audio/measure/loudness.ts';

export function song(sampleRate: number, seconds: number): Float32Array[] {
  const frames = Math.round(sampleRate * seconds);
  const left = new Float32Array(frames);
  const right = new Float32Array(frames);
  let seed = 7;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  const beat = sampleRate / 2;
  for (let i = 0; i < frames; i++) {
    const t = i / sampleRate;
    const sinceBeat = (i % beat) / sampleRate;
    const sinceHat = ((i + beat / 2) % beat) / sampleRate;
    const pad =
      0.08 *
      (Math.sin(2 * Math.PI * 220 * t) + Math.sin(2 * Math.PI * 277.2 * t) + Math.sin(2 * Math.PI * 329.6 * t)) *
      (0.8 + 0.2 * Math.sin(2 * Math.PI * 0.25 * t));
    const kick =
      0.5 * Math.exp(-sinceBeat * 9) * Math.sin(2 * Math.PI * (50 + 60 * Math.exp(-sinceBeat * 30)) * sinceBeat);
    const hat = 0.15 * Math.exp(-sinceHat * 60) * noise();
    left[i] = pad + kick + hat;
    right[i] = pad * 0.9 + kick + hat * 0.7;
  }
  return [left, right];
}

/** `channels` scaled so they read `lufs` integrated. */
export function scaledTo(channels: Float32Array[], sampleRate: number, lufs: number): Float32Array[] {
  const meter = createLoudnessMeter(sampleRate, channels.length);
  meter.push(channels);
  const gain = 10 ** ((lufs - meter.result().integrated!) / 20);
  return channels.map((channel) => channel.map((v) => v * gain));
}
