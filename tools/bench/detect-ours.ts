/**
 * The kit's own measures on one master (a WAV, or a FLAC), done as the import's worker does them (master-measure.ts):
 * the loudness meter over every block, the mono signal at about 11 kHz, then tempo and key on
 * it. Each step timed on its own, in this thread: one core. The decode is not counted, since
 * the import decodes each master once for its preview whether it measures or not.
 */
import { createLoudnessMeter } from '../../scripts/audio/measure/loudness.ts';
import { measureMusic } from '../../scripts/audio/measure/music.ts';
import { MonoDownsampler } from '../../scripts/audio/measure/analysis-mono.ts';
import { pcmBlocks, type PcmBlock } from '../../scripts/import/pcm.ts';
import type { MasterFormat } from '../../scripts/import/master-format.ts';

export interface OurAnswer {
  audioSeconds: number;
  bpm: number | null;
  tempoConfidence: number;
  key: string | null;
  keyConfidence: number;
  /** Seconds spent on tempo and key. */
  seconds: number;
  /** Seconds spent on everything measured: loudness, the mono signal, tempo and key. */
  measuringSeconds: number;
}

export async function ourAnswer(file: string, format: MasterFormat = 'wav'): Promise<OurAnswer> {
  const blocks: PcmBlock[] = [];
  for await (const block of pcmBlocks(file, format)) blocks.push(block);
  const sampleRate = blocks[0]!.sampleRate;
  const started = performance.now();
  const meter = createLoudnessMeter(sampleRate, blocks[0]!.channels.length);
  const mono = new MonoDownsampler(sampleRate);
  // Kept, not heard as they come (as the import does): so tempo and key are timed on their own.
  const pieces: Float32Array[] = [];
  for (const block of blocks) {
    meter.push(block.channels);
    pieces.push(mono.push(block.channels).slice());
  }
  meter.result();
  const detecting = performance.now();
  const { tempo, key } = measureMusic(pieces, mono.sampleRate);
  const done = performance.now();
  return {
    audioSeconds: blocks.reduce((sum, block) => sum + block.channels[0]!.length, 0) / sampleRate,
    bpm: tempo.bpm,
    tempoConfidence: tempo.confidence,
    key: key.key,
    keyConfidence: key.confidence,
    seconds: (done - detecting) / 1000,
    measuringSeconds: (done - started) / 1000,
  };
}
