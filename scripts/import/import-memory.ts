/**
 * How the import keeps under 1 GB at its peak on any machine: the main thread, an allowance for
 * each worker, and the hold (hold-budget.ts) from what is left, at most 384 MB. A worker's
 * allowance is what one took at its peak on the recordings bench's 89 FLAC masters (up to 14
 * minutes long): its heap, its codecs' WASM memory, the decoded blocks awaiting the collector, and
 * what the allocator keeps of them once freed. One worker per core took 1.7 GB there with eight
 * workers, so a machine with more cores than fit runs as many workers as fit: past five, a
 * worker more would have taken the hold and then more than there is.
 */
import { availableParallelism } from 'node:os';

const MB = 2 ** 20;
/** The import's peak, the bench's target, with room under 1 GB (1,024 MB). */
const PEAK_MB = 1000;
/** The main thread: the site's YAML, the tags read, the plan and the report. */
const MAIN_MB = 128;
const WORKER_MB = 160;
const MOST_HOLD_MB = 384;
/** A hold smaller than this keeps nothing but short masters: a worker more is worth more. */
const LEAST_HOLD_MB = 64;

export interface ImportMemory {
  /** Worker threads for the previews. */
  threads: number;
  /** The PCM their jobs may keep between passes, over all of them. */
  holdBytes: number;
}

/** Workers and hold for `cores` (or for `threads` workers where the caller chose how many). */
export function importMemory(cores: number = availableParallelism(), threads?: number): ImportMemory {
  const fit = Math.max(1, Math.floor((PEAK_MB - MAIN_MB - LEAST_HOLD_MB) / WORKER_MB));
  const workers = threads ?? Math.min(cores, fit);
  const holdMb = Math.max(0, Math.min(MOST_HOLD_MB, PEAK_MB - MAIN_MB - workers * WORKER_MB));
  return { threads: workers, holdBytes: holdMb * MB };
}
