/**
 * Tempo and key together, from one pass over audio as it is decoded: the audio is brought down to
 * the listening rate once (dsp.ts) and handed to both listeners, so a caller that decodes block by
 * block (the build's facts, an import worker) never holds the file's PCM for them.
 */
import { decimationOf, Decimator } from './dsp.ts';
import { ChromaListener, chromaOf, keyOfChroma, type KeyMeasure } from './key.ts';
import { OnsetListener, tempoOfOnsets, type TempoMeasure } from './tempo.ts';

export interface MusicMeasure {
  tempo: TempoMeasure;
  key: KeyMeasure;
}

export class MusicAnalyser {
  private readonly decimator: Decimator;
  private readonly onsets: OnsetListener;
  private readonly chroma: ChromaListener;

  constructor(sampleRate: number) {
    const rate = sampleRate / decimationOf(sampleRate);
    this.onsets = new OnsetListener(rate);
    this.chroma = new ChromaListener(rate);
    this.decimator = new Decimator(sampleRate, [this.onsets, this.chroma]);
  }

  /** Samples of one channel, or two averaged (`right`); each value in -1..1. */
  push(left: Float32Array, right: Float32Array | null = null, length = left.length): void {
    this.decimator.push(left, right, length);
  }

  finish(): MusicMeasure {
    this.decimator.flush();
    return {
      tempo: tempoOfOnsets(this.onsets.onsets(), this.onsets.frameRate, this.onsets.bandOnsets()),
      key: keyOfChroma(chromaOf(this.chroma)),
    };
  }
}

/** Tempo and key of mono audio at any rate of 8 kHz or more, in one array or in the pieces it was gathered in. */
export function measureMusic(mono: Float32Array | readonly Float32Array[], sampleRate: number): MusicMeasure {
  const analyser = new MusicAnalyser(sampleRate);
  for (const piece of mono instanceof Float32Array ? [mono] : mono) analyser.push(piece);
  return analyser.finish();
}
