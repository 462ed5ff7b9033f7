/**
 * What measuring costs the import, read directly: the same files through four kinds of job, each
 * kind in a worker thread of its own, on one core. An import worker runs one kind of job from its
 * first file to its last: timed together, in one thread, each kind's garbage and compiled code
 * landed in the other's time. The kinds take turns, a batch of files at a time, so a machine that
 * speeds up or slows down over the run (clock, heat, other work) moves every kind alike: one pass
 * after the other, the same files read from 14 to 19 % from one run to the next.
 * - measured: the import's preview job (decode, measure loudness, tempo and key, find the gain,
 *   limit, encode, decode back where it must);
 * - unmeasured: the same master decoded and encoded as it is, nothing measured;
 * - analysed and decoded: the job's first pass (loudness, true peak, tempo, key) and a decode
 *   alone, whose difference is the analysis without the previews' normalisation.
 */
import { Worker } from 'node:worker_threads';
import type { MasterFormat } from '../../scripts/import/master-format.ts';
import type { CostPass, CostPassKind } from './preview-cost-pass.ts';

export interface PreviewCosts {
  /** CPU seconds of each kind of job over all the files. */
  measured: number;
  unmeasured: number;
  /** The first pass's, less the decode's. */
  analysis: number;
}

/** Files a kind of job takes in one turn. */
const BATCH = 8;
const KINDS: readonly CostPassKind[] = ['unmeasured', 'measured', 'decoded', 'analysed'];

/** A worker thread that runs the passes it is sent, one at a time. */
function passWorker() {
  const worker = new Worker(new URL('./preview-cost-worker.mjs', import.meta.url));
  const run = (pass: CostPass) =>
    new Promise<number>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      const stopped = (code: number) => reject(new Error(`the ${pass.kind} worker stopped with code ${code}`));
      worker.once('error', failed);
      worker.once('exit', stopped);
      worker.once('message', (seconds: number) => {
        worker.off('error', failed);
        worker.off('exit', stopped);
        resolve(seconds);
      });
      worker.postMessage(pass);
    });
  return { run, stop: () => worker.terminate() };
}

export async function previewCosts(
  files: readonly string[],
  format: MasterFormat,
  dest: string,
): Promise<PreviewCosts> {
  const workers = KINDS.map(() => passWorker());
  try {
    for (const [i, kind] of KINDS.entries()) await workers[i]!.run({ kind, files, format, dest, warmUp: true });
    const seconds = KINDS.map(() => 0);
    for (let at = 0; at < files.length; at += BATCH) {
      const batch = files.slice(at, at + BATCH);
      for (const [i, kind] of KINDS.entries())
        seconds[i]! += await workers[i]!.run({ kind, files: batch, format, dest });
    }
    const [unmeasured, measured, decoded, analysed] = seconds as [number, number, number, number];
    return { measured, unmeasured, analysis: analysed - decoded };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
}
