/**
 * A loudness meter by ITU-R BS.1770-4 (the EBU R128 measure), fed PCM block by block so a long
 * master never sits in memory: K-weighted mean square over 400 ms blocks every 100 ms, an
 * absolute gate at -70 LUFS, a relative gate 10 LU under the mean of the blocks that pass it,
 * and the true peak by oversampling.
 *
 * Channels are weighted by the layout the standard assumes, in the order WAV and FLAC store
 * them (libebur128 reads them the same way): 1 or 2 channels weigh 1.0 each; 3 are L R C;
 * 4 are L R Ls Rs; 5 are L R C Ls Rs; 6 or more are L R C LFE Ls Rs, the LFE and any
 * channel after the sixth left out. Surrounds weigh 1.41.
 *
 * Silence is null: an integrated loudness of null means no block reached -70 LUFS, a true
 * peak of null means every sample was zero (both would be minus infinity, which JSON and
 * YAML cannot carry).
 */
import { kWeighting } from './loudness-k-weighting.ts';
import { TruePeak } from './loudness-true-peak.ts';

export interface LoudnessResult {
  /** LUFS; null when nothing passes the absolute gate. */
  integrated: number | null;
  /** dBTP; null when every sample is zero, or when the meter was made without it. */
  truePeak: number | null;
}

export interface LoudnessMeter {
  push(channels: Float32Array[]): void;
  result(): LoudnessResult;
  /** What the meter kept tick by tick, when made with `envelope`. */
  envelope(): LoudnessEnvelope | null;
}

/**
 * A master's loudness and peaks at a millisecond's resolution, a few hundred kB an hour: enough to
 * tell what any gain and limiting would make of its integrated loudness without reading it again.
 */
export interface LoudnessEnvelope {
  sampleRate: number;
  /** Frames per tick (a millisecond's worth); the last tick may hold fewer. */
  tick: number;
  /** Frames per 100 ms segment of BS.1770's blocks. */
  segment: number;
  frames: number;
  ticks: number;
  /** Per tick, the channel-weighted sum of squares of the K-weighted signal. */
  energy: Float32Array;
  /** Per tick, the largest sample magnitude over the channels. */
  peak: Float32Array;
}

const ABSOLUTE_GATE = -70;
const RELATIVE_GATE = -10;
const SURROUND = 1.41;

export function channelWeights(channels: number): number[] {
  const layout: number[] =
    channels <= 2
      ? [1, 1]
      : channels === 3
        ? [1, 1, 1]
        : channels === 4
          ? [1, 1, SURROUND, SURROUND]
          : channels === 5
            ? [1, 1, 1, SURROUND, SURROUND]
            : [1, 1, 1, 0, SURROUND, SURROUND];
  return Array.from({ length: channels }, (_, c) => layout[c] ?? 0);
}

const toLufs = (energy: number) => -0.691 + 10 * Math.log10(energy);
const toEnergy = (lufs: number) => 10 ** ((lufs + 0.691) / 10);

export interface MeterOptions {
  /** False where only the integrated loudness is wanted: the oversampled peak is most of the meter's cost on a limited signal. */
  truePeak?: boolean;
  /** Keep the loudness envelope (`envelope()`) as well. */
  envelope?: boolean;
}

/** The integrated loudness of 400 ms blocks' mean squares, gated as BS.1770-4 gates them; null when none passes the absolute gate. */
export function gatedLoudness(blocks: Float64Array, blockCount = blocks.length): number | null {
  const above = toEnergy(ABSOLUTE_GATE);
  let total = 0;
  let count = 0;
  for (let i = 0; i < blockCount; i++) {
    const block = blocks[i]!;
    if (block > above) {
      total += block;
      count++;
    }
  }
  if (!count) return null;
  const gate = toEnergy(toLufs(total / count) + RELATIVE_GATE);
  total = 0;
  count = 0;
  for (let i = 0; i < blockCount; i++) {
    const block = blocks[i]!;
    if (block > above && block > gate) {
      total += block;
      count++;
    }
  }
  return toLufs(total / count);
}

export function createLoudnessMeter(
  sampleRate: number,
  channels: number,
  { truePeak: withPeak = true, envelope: withEnvelope = false }: MeterOptions = {},
): LoudnessMeter {
  const weights = channelWeights(channels);
  const [shelf, highPass] = kWeighting(sampleRate);
  // Plain locals: the sample loop runs a few hundred million times an hour of audio.
  const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = shelf;
  const { a1: ha1, a2: ha2 } = highPass;
  // Filter state per channel: two biquads in direct form I, in double precision.
  const state = Array.from({ length: channels }, () => new Float64Array(6));
  const segment = Math.round(sampleRate / 10);
  const truePeak = withPeak ? new TruePeak(sampleRate, channels) : null;
  /** Weighted sums of squares of the last four 100 ms segments: one 400 ms block. */
  const recent = new Float64Array(4);
  let segments = 0;
  let filled = 0;
  let sum = 0;
  let blocks = new Float64Array(1024);
  let blockCount = 0;
  // Without an envelope, a tick is as long as a segment, so the loop below splits nothing more.
  const tick = withEnvelope ? Math.max(1, Math.round(sampleRate / 1000)) : segment;
  let envelope: { energy: Float32Array; peak: Float32Array } | null = withEnvelope ? { energy: new Float32Array(4096), peak: new Float32Array(4096) } : null;
  /** Frames pushed so far, and ticks begun. */
  let frameCount = 0;
  let tickCount = 0;

  function closeSegment() {
    recent[segments % 4] = sum;
    segments++;
    sum = 0;
    filled = 0;
    if (segments < 4) return;
    const energy = (recent[0]! + recent[1]! + recent[2]! + recent[3]!) / (4 * segment);
    if (blockCount === blocks.length) {
      const grown = new Float64Array(blocks.length * 2);
      grown.set(blocks);
      blocks = grown;
    }
    blocks[blockCount++] = energy;
  }

  return {
    push(input) {
      if (input.length !== channels) throw new Error(`The meter was made for ${channels} channels, not ${input.length}`);
      truePeak?.push(input);
      const frames = input[0]?.length ?? 0;
      if (envelope) {
        const needed = Math.ceil((frameCount + frames) / tick);
        if (needed > envelope.energy.length) {
          const size = Math.max(needed, envelope.energy.length * 2);
          const grown = { energy: new Float32Array(size), peak: new Float32Array(size) };
          grown.energy.set(envelope.energy);
          grown.peak.set(envelope.peak);
          envelope = grown;
        }
        tickCount = needed;
      }
      for (let at = 0; at < frames;) {
        const end = Math.min(frames, at + segment - filled);
        for (let c = 0; c < channels; c++) {
          // weights, input and state each have one entry per channel (input's checked above).
          const w = weights[c]!;
          if (w === 0) continue;
          const x = input[c]!;
          const s = state[c]!;
          let x1 = s[0]!;
          let x2 = s[1]!;
          let y1 = s[2]!;
          let y2 = s[3]!;
          let z1 = s[4]!;
          let z2 = s[5]!;
          for (let from = at; from < end;) {
            // One tick at a time: the envelope's sums are the same squares, cut finer.
            const frame = frameCount + from;
            const to = Math.min(end, from + tick - (frame % tick));
            let squares = 0;
            let most = 0;
            for (let i = from; i < to; i++) {
              const v = x[i]!;
              const y = sb0 * v + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
              x2 = x1;
              x1 = v;
              const z = y - 2 * y1 + y2 - ha1 * z1 - ha2 * z2;
              y2 = y1;
              y1 = y;
              z2 = z1;
              z1 = z;
              squares += z * z;
            }
            if (envelope) {
              for (let i = from; i < to; i++) most = Math.max(most, Math.abs(x[i]!));
              const t = Math.floor(frame / tick);
              envelope.energy[t]! += w * squares;
              if (most > envelope.peak[t]!) envelope.peak[t] = most;
            }
            sum += w * squares;
            from = to;
          }
          s.set([x1, x2, y1, y2, z1, z2]);
        }
        filled += end - at;
        at = end;
        if (filled === segment) closeSegment();
      }
      frameCount += frames;
    },
    result() {
      return { integrated: gatedLoudness(blocks, blockCount), truePeak: truePeak && truePeak.peak > 0 ? 20 * Math.log10(truePeak.peak) : null };
    },
    envelope() {
      return (
        envelope && {
          sampleRate,
          tick,
          segment,
          frames: frameCount,
          ticks: tickCount,
          energy: envelope.energy.subarray(0, tickCount),
          peak: envelope.peak.subarray(0, tickCount),
        }
      );
    },
  };
}
