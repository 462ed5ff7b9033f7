/**
 * The first pass over a master: its loudness (every channel), the loudness of the two
 * channels its preview keeps (the gain is set from those), and the mono signal the tempo and
 * key detectors read. The preview's channels are kept as decoded while the hold budget has room
 * for them, so the passes after this one need not decode the master again. Nothing is
 * written; the master is only read.
 */
import { createLoudnessMeter, type LoudnessEnvelope, type LoudnessMeter, type LoudnessResult } from '../audio/loudness.ts';
import { MonoDownsampler } from './analysis-mono.ts';
import type { HoldBudget } from './hold-budget.ts';
import { pcmBlocks, pcmLength, type PcmBlock } from './pcm.ts';
import type { MasterFormat } from './tags.ts';

export interface MasterMeasures {
  sampleRate: number;
  channels: number;
  frames: number;
  loudness: LoudnessResult;
  /** The first two channels' loudness: the master's own when it has one or two. */
  previewChannels: LoudnessResult;
  /** The preview channels' loudness envelope: what tells the gain that reaches the target through the limiter. */
  envelope: LoudnessEnvelope;
  mono: MonoDownsampler;
  /** The preview's channels, block by block, or null when the master is longer than the hold allows. */
  held: PcmBlock[] | null;
  /** Gives the held channels' bytes back to the budget, once the job is done with them. */
  release(): void;
}

/** The channels a preview keeps: mono stays mono, anything wider gives its first two (left, right). */
export function previewChannels(channels: Float32Array[]): Float32Array[] {
  return channels.length >= 2 ? channels.slice(0, 2) : channels;
}

export async function measureMaster(source: string, format: MasterFormat, budget: HoldBudget | null = null): Promise<MasterMeasures> {
  let held: PcmBlock[] | null = budget && [];
  let heldBytes = 0;
  /** What this master has of the budget: all of it at once where its header tells its length, else block by block. */
  let reserved = 0;
  const giveBack = () => {
    budget?.give(reserved);
    reserved = 0;
    heldBytes = 0;
    held = null;
  };
  // The whole length reserved up front, or nothing held: a hold taken block by block and dropped
  // half-way for want of room leaves its blocks to the collector, outside the budget's count.
  const length = budget && (await pcmLength(source, format));
  if (budget && length) {
    const bytes = Math.min(2, length.channels) * 4 * length.frames;
    if (budget.take(bytes)) reserved = bytes;
    else held = null;
  }
  let meter: LoudnessMeter | null = null;
  let stereoMeter: LoudnessMeter | null = null;
  let mono: MonoDownsampler | null = null;
  let sampleRate = 0;
  let channels = 0;
  let frames = 0;
  try {
    for await (const block of pcmBlocks(source, format)) {
      if (!meter) {
        sampleRate = block.sampleRate;
        channels = block.channels.length;
        meter = createLoudnessMeter(sampleRate, channels, { envelope: channels <= 2 });
        if (channels > 2) stereoMeter = createLoudnessMeter(sampleRate, 2, { envelope: true });
        mono = new MonoDownsampler(sampleRate);
      }
      meter.push(block.channels);
      stereoMeter?.push(previewChannels(block.channels));
      mono!.push(block.channels);
      frames += block.channels[0]?.length ?? 0;
      if (held) {
        const kept = previewChannels(block.channels);
        const needed = heldBytes + kept.length * (kept[0]?.byteLength ?? 0);
        if (needed <= reserved || budget!.take(needed - reserved)) {
          reserved = Math.max(reserved, needed);
          heldBytes = needed;
          held.push({ channels: kept, sampleRate: block.sampleRate });
        } else giveBack();
      }
    }
  } catch (error) {
    giveBack();
    throw error;
  }
  if (!meter || !mono) {
    giveBack();
    throw new Error(`${source}: holds no audio to encode`);
  }
  // A header that promised more than was decoded: the rest goes back at once.
  if (held) {
    budget!.give(reserved - heldBytes);
    reserved = heldBytes;
  }
  const loudness = meter.result();
  const previewMeter = stereoMeter ?? meter;
  const measures: MasterMeasures = {
    sampleRate,
    channels,
    frames,
    loudness,
    previewChannels: stereoMeter?.result() ?? loudness,
    envelope: previewMeter.envelope()!,
    mono,
    held,
    release: () => {
      giveBack();
      measures.held = null;
    },
  };
  return measures;
}
