/**
 * Decodes one MP3 file's bytes into its facts: the exact duration, a bar waveform, what it sounds
 * like, its tempo and key measured from the audio, and how it builds (its energy). Samples are reduced as they come out of
 * the decoder (a peak and a sum of squares per block of 256, the analysers' own few numbers a
 * frame), so a 20-minute stereo file never sits in memory as PCM.
 */
import type { MPEGDecoder } from 'mpg123-decoder';
import { scanMp3 } from '../preview/mp3-frames.ts';
import { AudioFactsError, type AudioFacts } from './audio-facts-types.ts';
import { SoundAnalyser } from '../../../src/audio/sound/sound-features.ts';
import { printOf } from '../../../src/audio/sound/sound-print.ts';
import { MusicAnalyser } from '../measure/music.ts';
import { EnergyFrameMeter } from '../../../src/audio/energy/energy-frames.ts';
import { measureEnergy } from '../../../src/audio/energy/measure-energy.ts';

const BLOCK = 256;
/** Bytes handed to the decoder at a time: its output for one call stays around a megabyte. */
const CHUNK = 64 * 1024;

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** A growable Float64Array: one number per block, without a JS array's boxing. */
class BlockSeries {
  values = new Float64Array(4096);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

export function decodeFacts(file: string, bytes: Uint8Array, bars: number, d: MPEGDecoder): AudioFacts {
  const stream = scanMp3(bytes);
  if ('kind' in stream) {
    if (stream.kind === 'no-frames') {
      throw new AudioFactsError(
        'undecodable',
        file,
        `${file} is not an MP3 file (no MPEG audio frames found). Export it as MP3.`,
      );
    }
    throw new AudioFactsError(
      'truncated',
      file,
      `${file} is cut short: MP3 frame ${stream.frame} at byte ${stream.offset} needs ${stream.needed} bytes but the file ends after ${stream.available}. Copy or export the file again.`,
    );
  }
  const blockPeaks = new BlockSeries();
  const blockSquares = new BlockSeries();
  let samples = 0;
  let sampleRate = stream.sampleRate;
  let inBlock = 0;
  let blockPeak = 0;
  let blockSum = 0;
  // Made at the first output, when the decoder has said the rate.
  let sound: SoundAnalyser | null = null;
  let music: MusicAnalyser | null = null;
  let energy: EnergyFrameMeter | null = null;
  // Only whole frames reach the decoder: the damaged stretches between runs are left out.
  for (const run of stream.runs) {
    for (let at = run.start; at < run.end; at += CHUNK) {
      const out = d.decode(bytes.subarray(at, Math.min(run.end, at + CHUNK)));
      const [e] = out.errors;
      if (e) {
        throw new AudioFactsError(
          'undecodable',
          file,
          `${file} does not decode: ${e.message} near byte ${at}. Export it again as MP3.`,
        );
      }
      if (!out.samplesDecoded) continue;
      sampleRate = out.sampleRate;
      const [left, second] = out.channelData;
      // mpg123 hands back two channels even for mono; the second is then a copy.
      const right = stream.channels === 2 ? second : left;
      if (!left || !right)
        throw new AudioFactsError(
          'undecodable',
          file,
          `${file} decodes to samples in no channel near byte ${at}. Export it again as MP3.`,
        );
      sound ??= new SoundAnalyser(sampleRate);
      sound.push(left, right, out.samplesDecoded);
      music ??= new MusicAnalyser(sampleRate);
      music.push(left, stream.channels === 2 ? right : null, out.samplesDecoded);
      energy ??= new EnergyFrameMeter(sampleRate, stream.channels);
      energy.push(stream.channels === 2 ? [left, right] : [left], out.samplesDecoded);
      for (let i = 0; i < out.samplesDecoded; i++) {
        const l = left[i]!;
        const r = right[i]!;
        const v = Math.max(Math.abs(l), Math.abs(r));
        if (v > blockPeak) blockPeak = v;
        blockSum += (l * l + r * r) / 2;
        if (++inBlock === BLOCK) {
          blockPeaks.push(blockPeak);
          blockSquares.push(blockSum);
          inBlock = 0;
          blockPeak = 0;
          blockSum = 0;
        }
      }
      samples += out.samplesDecoded;
    }
  }
  if (inBlock) {
    blockPeaks.push(blockPeak);
    blockSquares.push(blockSum);
  }
  if (samples === 0)
    throw new AudioFactsError('undecodable', file, `${file} decodes to no audio. Export it again as MP3.`);
  const peaks = new Array<number>(bars).fill(0);
  const sums = new Array<number>(bars).fill(0);
  const counts = new Array<number>(bars).fill(0);
  let peak = 0;
  for (let b = 0; b < blockPeaks.length; b++) {
    const p = blockPeaks.values[b]!;
    const bar = Math.min(bars - 1, Math.floor(((b * BLOCK + BLOCK / 2) * bars) / samples));
    if (p > peaks[bar]!) peaks[bar] = p;
    if (p > peak) peak = p;
    sums[bar]! += blockSquares.values[b]!;
    counts[bar]! += b === blockPeaks.length - 1 && inBlock ? inBlock : BLOCK;
  }
  const scale = peak > 0 ? 1 / peak : 0;
  const measured = music?.finish() ?? { tempo: { bpm: null, confidence: 0 }, key: { key: null, confidence: 0 } };
  return {
    duration: samples / sampleRate,
    sampleRate,
    channels: stream.channels,
    constantBitrate: stream.constantBitrate,
    peak: Math.round(peak * 10000) / 10000,
    peaks: peaks.map((p) => round3(p * scale)),
    rms: sums.map((s, i) => round3((counts[i] ? Math.sqrt(s / counts[i]) : 0) * scale)),
    sound: sound?.finish() ?? [],
    print: sound ? printOf(sound.timeline()) : null,
    tempo: measured.tempo,
    key: measured.key,
    ...(energy && { energy: measureEnergy(energy.finish()) }),
    damage: stream.damage,
  };
}
