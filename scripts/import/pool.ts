/**
 * Previews are encoded in a tinypool of worker threads, one per core: encoding is the import's
 * one heavy step, and each worker streams its file, so memory stays flat however many files.
 * The workers share one budget for the PCM their jobs hold between passes (hold-budget.ts).
 */
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { HoldBudget } from './hold-budget.ts';
import type { PreviewResult } from './preview.ts';
import type { PreviewJob } from './preview-worker.ts';

export interface PreviewPool {
  encode(job: PreviewJob): Promise<PreviewResult>;
  threads: number;
  close(): Promise<void>;
}

export function previewPool(threads = availableParallelism()): PreviewPool {
  const pool = new Tinypool({
    filename: new URL('./preview-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
  });
  const { shared: hold } = new HoldBudget();
  return {
    threads,
    encode: (job) => pool.run({ ...job, hold }) as Promise<PreviewResult>,
    close: () => pool.destroy(),
  };
}
