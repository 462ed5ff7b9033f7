/**
 * What measuring costs the import, read directly: the same files through four kinds of job, each
 * kind in a fresh worker thread of its own, one after the other, on one core. An import worker
 * runs one kind of job from its first file to its last: timed together, in one thread, each
 * kind's garbage and compiled code landed in the other's time.
 * - measured: the import's preview job (decode, measure loudness, tempo and key, find the gain,
 *   limit, encode, decode back where it must);
 * - unmeasured: the same master decoded and encoded as it is, nothing measured;
 * - analysed and decoded: the job's first pass (loudness, true peak, tempo, key) and a decode
 *   alone, whose difference is the analysis without the previews' normalisation.
 */
import { Worker } from 'node:worker_threads';
import type { MasterFormat } from '../import/tags.ts';
import type { CostPass, CostPassKind } from './preview-cost-pass.ts';

export interface PreviewCosts {
  /** CPU seconds of each kind of job over all the files. */
  measured: number;
  unmeasured: number;
  /** The first pass's, less the decode's. */
  analysis: number;
}

function runPass(pass: CostPass): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./preview-cost-worker.mjs', import.meta.url), { workerData: pass });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the ${pass.kind} pass stopped with code ${code}`))));
  });
}

export async function previewCosts(files: readonly string[], format: MasterFormat, dest: string): Promise<PreviewCosts> {
  const seconds = {} as Record<CostPassKind, number>;
  for (const kind of ['unmeasured', 'measured', 'decoded', 'analysed'] as const) seconds[kind] = await runPass({ kind, files, format, dest });
  return { measured: seconds.measured, unmeasured: seconds.unmeasured, analysis: seconds.analysed - seconds.decoded };
}
