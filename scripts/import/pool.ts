/**
 * Previews are encoded in a tinypool of worker threads, one per core as far as the import's
 * memory allows (import-memory.ts): encoding is the import's one heavy step, and each worker
 * streams its file, so memory stays flat however many files. The workers share one budget for
 * the PCM their jobs hold between passes (hold-budget.ts).
 */
import Tinypool from 'tinypool';
import { HoldBudget } from './hold-budget.ts';
import { importMemory } from './import-memory.ts';
import type { PreviewResult } from './preview.ts';
import type { PreviewJob } from './preview-worker.ts';

export interface PreviewPool {
  encode(job: PreviewJob): Promise<PreviewResult>;
  threads: number;
  close(): Promise<void>;
}

export function previewPool(chosen?: number): PreviewPool {
  const { threads, holdBytes } = importMemory(undefined, chosen);
  const pool = new Tinypool({
    filename: new URL('./preview-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: threads,
  });
  const { shared: hold } = new HoldBudget(holdBytes);
  return {
    threads,
    encode: (job) => pool.run({ ...job, hold }) as Promise<PreviewResult>,
    close: () => pool.destroy(),
  };
}
