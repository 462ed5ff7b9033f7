/**
 * The first pass over a master: its loudness (every channel), the loudness of the two
 * channels its preview keeps (the gain is set from those), and its tempo and key, heard in the
 * mono signal made from each block as it is decoded. The preview's channels are kept as decoded
 * while the hold budget has room for them, so the passes after this one need not decode the
 * master again. Nothing is written; the master is only read.
 */
import {
  createLoudnessMeter,
  type LoudnessEnvelope,
  type LoudnessMeter,
  type LoudnessResult,
} from '../audio/measure/loudness.ts';
import { LOWEST_RATE } from '../audio/measure/dsp.ts';
import { MusicAnalyser, type MusicMeasure } from '../audio/measure/music.ts';
import { MonoDownsampler } from '../audio/measure/analysis-mono.ts';
import { MasterHold, type HoldBudget } from './hold-budget.ts';
import { pcmBlocks, pcmLength, type PcmBlock } from './pcm.ts';
import type { MasterFormat } from './master-format.ts';

export interface MasterMeasures {
  sampleRate: number;
  channels: number;
  frames: number;
  loudness: LoudnessResult;
  /** The first two channels' loudness: the master's own when it has one or two. */
  previewChannels: LoudnessResult;
  /** The preview channels' loudness envelope: what tells the gain that reaches the target through the limiter. */
  envelope: LoudnessEnvelope;
  /** Its tempo and key: null where the master is under 8 kHz, which the measures do not hear. */
  music: MusicMeasure | null;
  /** The preview's channels, block by block, or null when the master is longer than the hold allows. */
  held: PcmBlock[] | null;
  /** Gives the held channels' bytes back to the budget, once the job is done with them: the blocks in `held` are then empty. */
  release(): void;
}

/** The channels a preview keeps: mono stays mono, anything wider gives its first two (left, right). */
export function previewChannels(channels: Float32Array[]): Float32Array[] {
  return channels.length >= PREVIEW_CHANNELS ? channels.slice(0, PREVIEW_CHANNELS) : channels;
}
const PREVIEW_CHANNELS = 2;

/** Where a held master's blocks are decoded into: the hold's lease for the channels it keeps, new arrays for the rest. */
const heldArrays =
  (hold: MasterHold) =>
  (length: number, channel: number): Float32Array =>
    channel < PREVIEW_CHANNELS ? hold.array(length) : new Float32Array(length);

export async function measureMaster(
  source: string,
  format: MasterFormat,
  budget: HoldBudget | null = null,
): Promise<MasterMeasures> {
  const length = budget && (await pcmLength(source, format));
  const hold = new MasterHold(budget, length ? Math.min(2, length.channels) * 4 * length.frames : null);
  let meter: LoudnessMeter | null = null;
  let stereoMeter: LoudnessMeter | null = null;
  /** The mono signal and what hears it: none for a master under 8 kHz, which the measures do not hear. */
  let hearing: { mono: MonoDownsampler; music: MusicAnalyser } | null = null;
  let sampleRate = 0;
  let channels = 0;
  let frames = 0;
  try {
    // A master not held is read into one set of arrays, each block measured before the next is decoded.
    for await (const block of pcmBlocks(source, format, hold.blocks ? { array: heldArrays(hold) } : { reuse: true })) {
      if (!meter) {
        sampleRate = block.sampleRate;
        channels = block.channels.length;
        const expected = length ? { frames: length.frames } : {};
        meter = createLoudnessMeter(sampleRate, channels, { envelope: channels <= 2, ...expected });
        if (channels > 2) stereoMeter = createLoudnessMeter(sampleRate, 2, { envelope: true, ...expected });
        const mono = new MonoDownsampler(sampleRate);
        if (mono.sampleRate >= LOWEST_RATE) hearing = { mono, music: new MusicAnalyser(mono.sampleRate) };
      }
      meter.push(block.channels);
      stereoMeter?.push(previewChannels(block.channels));
      hearing?.music.push(hearing.mono.push(block.channels));
      frames += block.channels[0]?.length ?? 0;
      hold.keep({ channels: previewChannels(block.channels), sampleRate: block.sampleRate });
    }
    if (!meter) throw new Error(`${source}: holds no audio to encode`);
  } catch (error) {
    hold.release();
    throw error;
  }
  hold.settle();
  const loudness = meter.result();
  const previewMeter = stereoMeter ?? meter;
  const measures: MasterMeasures = {
    sampleRate,
    channels,
    frames,
    loudness,
    previewChannels: stereoMeter?.result() ?? loudness,
    envelope: previewMeter.envelope()!,
    music: hearing?.music.finish() ?? null,
    held: hold.blocks,
    release: () => {
      hold.release();
      measures.held = null;
    },
  };
  return measures;
}
