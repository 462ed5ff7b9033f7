/**
 * A master's energy read from the loudness meter's envelope, which the import's first pass keeps
 * anyway: its millisecond ticks of K-weighted squares summed into the energy frames, so measuring
 * energy costs the import no second pass over the samples.
 */
import { FRAME_SECONDS, type EnergyFrames } from '../../../src/audio/energy/energy-frames.ts';
import type { LoudnessEnvelope } from './loudness.ts';

export function framesOfEnvelope({ sampleRate, tick, frames, ticks, energy }: LoudnessEnvelope): EnergyFrames {
  const perFrame = Math.max(1, Math.round((FRAME_SECONDS * sampleRate) / tick));
  const count = Math.floor(ticks / perFrame);
  const power = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    for (let t = f * perFrame; t < (f + 1) * perFrame; t++) sum += energy[t]!;
    // Every whole frame's ticks are whole but perhaps the track's very last.
    power[f] = sum / Math.min(perFrame * tick, frames - f * perFrame * tick);
  }
  return { frameSeconds: (perFrame * tick) / sampleRate, power, duration: frames / sampleRate };
}
