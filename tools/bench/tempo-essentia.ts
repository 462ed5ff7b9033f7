/**
 * Essentia's tempo, the reference the tempo bench sets ours beside: essentia.js (Essentia compiled
 * to WebAssembly) run in this process on the same WAV. essentia.js is AGPL-3.0, so it is never a
 * dependency of the kit: the bench loads it from a folder of its own, outside package.json and git
 * (`npm install --prefix .bench/essentia essentia.js@0.1.3 --no-save`), and nothing the kit ships
 * imports it. Its RhythmExtractor2013 (multifeature: the beat tracker Essentia's own music
 * extractor uses); PercivalBpmEstimator would add two thirds to its time, some 5 s of CPU a
 * 30 s file, and is left out. Each answer is kept beside the WAV, as the WAV is named by what
 * made it: a second run reads it again rather than spending a minute a file.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pcmBlocks } from '../../scripts/import/pcm.ts';

export const ESSENTIA_VERSION = '0.1.3';
export const essentiaInstall = (dir: string) =>
  `npm install --prefix ${dir} essentia.js@${ESSENTIA_VERSION} --no-save --no-audit --no-fund`;

export interface EssentiaTempo {
  /** RhythmExtractor2013, multifeature. */
  rhythm2013: number | null;
  seconds: number;
}

interface VectorFloat {
  delete(): void;
}
interface EssentiaCore {
  arrayToVector(signal: Float32Array): VectorFloat;
  RhythmExtractor2013(signal: VectorFloat, maxTempo: number, method: string, minTempo: number): { bpm: number };
}

/** Essentia loaded from `dir`, or undefined when it is not installed there. */
export function loadEssentia(dir: string): EssentiaCore | undefined {
  if (!existsSync(path.join(dir, 'node_modules/essentia.js/package.json'))) return undefined;
  const required = createRequire(path.join(path.resolve(dir), 'package.json'))('essentia.js') as {
    EssentiaWASM: unknown;
    Essentia: new (wasm: unknown) => EssentiaCore;
  };
  return new required.Essentia(required.EssentiaWASM);
}

/** The WAV as one mono signal at its own rate (44.1 kHz, which RhythmExtractor2013 requires). */
async function monoOf(wav: string): Promise<Float32Array> {
  const parts: Float32Array[] = [];
  for await (const block of pcmBlocks(wav, 'wav')) {
    const [left, right = left] = block.channels as [Float32Array, Float32Array?];
    parts.push(left.map((value, i) => (value + right[i]!) / 2));
  }
  const out = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const bpmOrNull = (bpm: number) => (Number.isFinite(bpm) && bpm > 0 ? Math.round(bpm * 100) / 100 : null);

/** Essentia's tempo of the WAV, from its answer beside the WAV when there is one. */
export async function essentiaTempo(essentia: EssentiaCore, wav: string): Promise<EssentiaTempo> {
  const kept = `${wav}.essentia-${ESSENTIA_VERSION}.json`;
  if (existsSync(kept)) return JSON.parse(await readFile(kept, 'utf8')) as EssentiaTempo;
  const vector = essentia.arrayToVector(await monoOf(wav));
  const started = performance.now();
  try {
    const answer: EssentiaTempo = {
      rhythm2013: bpmOrNull(essentia.RhythmExtractor2013(vector, 208, 'multifeature', 40).bpm),
      seconds: (performance.now() - started) / 1000,
    };
    await writeFile(kept, `${JSON.stringify(answer)}\n`);
    return answer;
  } finally {
    vector.delete();
  }
}
