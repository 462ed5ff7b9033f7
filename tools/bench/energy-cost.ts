/**
 * What the energy costs the build, measured as the features' cost is (similar-costs.ts) and beside
 * it on the same audio: the frame meter alone on PCM already decoded, fed in decoder-sized blocks,
 * the median of many runs after one to warm up, in ms per minute of audio. The bench's per-track
 * CPU figure sums short stretches timed between decodes, two files at a time; this one is read on
 * one core from end to end, as the features' is.
 */
import { EnergyFrameMeter } from '../../src/audio/energy/energy-frames.ts';
import { pcmBlocks } from '../../scripts/import/pcm.ts';
import { featureMsPerMinute } from './similar-costs.ts';
import { median } from './median.ts';

const BUILD_RATE = 44100;
/** What mpg123 hands back per MP3 frame at 44.1 kHz. */
const DECODER_BLOCK = 1152;
/** Two minutes are read: a run then takes some 30 ms, and many runs keep a busy machine's noise out of the median. */
const SECONDS = 120;

export function energyMsPerMinute(left: Float32Array, right: Float32Array, sampleRate: number, runs = 31): number {
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const started = performance.now();
    const meter = new EnergyFrameMeter(sampleRate, 2);
    for (let at = 0; at < left.length; at += DECODER_BLOCK)
      meter.push([left.subarray(at, at + DECODER_BLOCK), right.subarray(at, at + DECODER_BLOCK)]);
    meter.finish();
    if (run > 0) times.push(performance.now() - started);
  }
  return median(times) / (left.length / sampleRate / 60);
}

export interface BuildCosts {
  file: string;
  /** ms of one core per minute of audio: the energy's frame meter, and the sound features on the same PCM. */
  energy: number;
  features: number;
}

/** The first two minutes of a 44.1 kHz stereo FLAC (the rate the features' budget is set at), decoded, then each cost in turn. */
export async function buildCosts(file: string, name: string): Promise<BuildCosts> {
  const left: Float32Array[] = [];
  const right: Float32Array[] = [];
  let sampleRate = 0;
  let frames = 0;
  for await (const block of pcmBlocks(file, 'flac')) {
    sampleRate = block.sampleRate;
    const [l, r] = block.channels;
    if (!l || !r || sampleRate !== BUILD_RATE)
      throw new Error(`${name} is not ${BUILD_RATE} Hz stereo, which the build's costs are read on`);
    left.push(l.slice());
    right.push(r.slice());
    frames += l.length;
    if (frames >= SECONDS * sampleRate) break;
  }
  const whole = (parts: Float32Array[]) => {
    const joined = new Float32Array(Math.min(frames, SECONDS * sampleRate));
    let at = 0;
    for (const part of parts) {
      joined.set(part.subarray(0, joined.length - at), at);
      at += Math.min(part.length, joined.length - at);
    }
    return joined;
  };
  const [l, r] = [whole(left), whole(right)];
  return {
    file: name,
    energy: energyMsPerMinute(l, r, sampleRate),
    features: featureMsPerMinute(l, r, sampleRate),
  };
}
