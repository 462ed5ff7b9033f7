/**
 * The kit's own measures on one master (a WAV, or a FLAC), done as the import's worker does them (master-measure.ts):
 * the loudness meter over every block, the mono signal at about 11 kHz, then tempo and key on
 * it. Each step timed on its own, in this thread: one core. The decode is not counted, since
 * the import decodes each master once for its preview whether it measures or not.
 */
import { createLoudnessMeter } from '../audio/loudness.ts';
import { measureMusic } from '../audio/music.ts';
import { MonoDownsampler } from '../import/analysis-mono.ts';
import { measureMaster } from '../import/master-measure.ts';
import { encodePreview, encodeUnmeasured } from '../import/preview.ts';
import { pcmBlocks, type PcmBlock } from '../import/pcm.ts';
import type { MasterFormat } from '../import/tags.ts';

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
  for (const block of blocks) {
    meter.push(block.channels);
    mono.push(block.channels);
  }
  meter.result();
  const signal = mono.signal();
  const detecting = performance.now();
  const { tempo, key } = measureMusic(signal, mono.sampleRate);
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

/** CPU seconds of this process so far: what one job costs whatever else the machine runs. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

export interface PreviewCost {
  /** CPU seconds of the import's preview job: decode, measure (loudness, tempo, key), the gain search, limit, encode. */
  measured: number;
  /** CPU seconds of the same master decoded and encoded as it is, nothing measured. */
  unmeasured: number;
  /**
   * CPU seconds of the analysis alone, the job's first pass (loudness, true peak, the mono signal)
   * and tempo and key, less a decode of its own: what `measured` holds besides normalising the preview.
   */
  analysis: number;
}

/**
 * What measuring costs the import on one master, read directly: its preview job as the import's
 * worker runs it, against the same master decoded and encoded with nothing measured, each on
 * this thread and timed in CPU seconds, so other work on the machine does not count; and the
 * analysis alone (the job's first pass, tempo and key), less a decode timed beside it.
 */
export async function previewCost(file: string, format: MasterFormat, dest: string): Promise<PreviewCost> {
  const tags = { title: 'Bench' };
  const before = cpuSeconds();
  await encodeUnmeasured({ source: file, format, dest, tags });
  const between = cpuSeconds();
  await encodePreview({ source: file, format, dest, tags });
  const encoded = cpuSeconds();
  for await (const block of pcmBlocks(file, format)) void block;
  const decoded = cpuSeconds();
  const master = await measureMaster(file, format);
  measureMusic(master.mono.signal(), master.mono.sampleRate);
  return { measured: encoded - between, unmeasured: between - before, analysis: cpuSeconds() - decoded - (decoded - encoded) };
}
