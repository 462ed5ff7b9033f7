/**
 * The decoded PCM the preview jobs may keep between a master's two passes (measured, then
 * encoded), so it is decoded once. The import's pool shares one budget among all its workers
 * (its size from import-memory.ts), so a long master may take what the others are not using. A
 * share cut per worker was 38 MB on 10 cores, under a 3-minute master at 48 kHz: each master
 * would be decoded twice. A job that cannot reserve its next block gives back what it took and
 * decodes its master again.
 */
import { importMemory } from './import-memory.ts';
import type { PcmBlock } from './pcm.ts';
import { ArrayLease } from './spare-arrays.ts';

export class HoldBudget {
  /** Bytes reserved so far by every holder of the shared buffer, then the limit its maker set. */
  private readonly words: Int32Array;

  /** A budget of its own of `limit` bytes (by default the import's), or, given a buffer another made, a share of that one. */
  constructor(from: SharedArrayBuffer | number = importMemory().holdBytes) {
    this.words = new Int32Array(typeof from === 'number' ? new SharedArrayBuffer(8) : from);
    if (typeof from === 'number') this.words[1] = from;
  }

  /** What another thread needs to share this budget (its limit travels with it). */
  get shared(): SharedArrayBuffer {
    return this.words.buffer as SharedArrayBuffer;
  }

  get limit(): number {
    return this.words[1]!;
  }

  /** Reserves `bytes` if they fit beside what is reserved; false, with nothing reserved, if not. */
  take(bytes: number): boolean {
    for (;;) {
      const used = Atomics.load(this.words, 0);
      if (used + bytes > this.limit) return false;
      if (Atomics.compareExchange(this.words, 0, used, used + bytes) === used) return true;
    }
  }

  give(bytes: number): void {
    Atomics.sub(this.words, 0, bytes);
  }

  get reserved(): number {
    return Atomics.load(this.words, 0);
  }
}

/**
 * A job run outside the pool (a test, the preview-cost bench) holds within the share one worker of
 * the import is sure of, whatever the others hold: its cost is then never read better than an import's.
 */
let own: HoldBudget | null = null;
export function ownHoldBudget(): HoldBudget {
  if (own) return own;
  const { holdBytes, threads } = importMemory();
  return (own = new HoldBudget(Math.floor(holdBytes / threads)));
}

/**
 * One master's hold: the blocks a job keeps and what they have of the budget. Where the master's
 * header tells its length, all of it is reserved at once, or nothing is held: a hold taken block by
 * block and dropped half-way for want of room leaves its blocks to the collector, outside the count.
 * The arrays a WAV or AIFF is decoded into while it is held are taken on the hold's own lease
 * (`array`), and go back when the hold lets go: its blocks are then empty to whoever kept them.
 */
export class MasterHold {
  /** The blocks kept so far, or null once the master is not held. */
  blocks: PcmBlock[] | null;
  private bytes = 0;
  private reserved = 0;
  private lease: ArrayLease | null = new ArrayLease();

  constructor(
    private readonly budget: HoldBudget | null,
    expectedBytes: number | null,
  ) {
    this.blocks = budget && [];
    if (budget && expectedBytes !== null) {
      if (budget.take(expectedBytes)) this.reserved = expectedBytes;
      else this.blocks = null;
    }
  }

  /** An array for a block of the master: the hold's own while it holds (old samples still in it: the decoder writes every one), else a new one. */
  readonly array = (length: number): Float32Array =>
    this.blocks && this.lease ? this.lease.take(length) : new Float32Array(length);

  /** Keeps `block` where the budget has room for it; else lets go of the whole master. */
  keep(block: PcmBlock): void {
    if (!this.blocks) return;
    const needed = this.bytes + block.channels.length * (block.channels[0]?.byteLength ?? 0);
    if (needed > this.reserved && !this.budget!.take(needed - this.reserved)) return this.release();
    this.reserved = Math.max(this.reserved, needed);
    this.bytes = needed;
    this.blocks.push(block);
  }

  /** The master is decoded: what its header promised beyond what came goes back. */
  settle(): void {
    if (!this.blocks) return;
    this.budget!.give(this.reserved - this.bytes);
    this.reserved = this.bytes;
  }

  /** Lets go of the blocks, their arrays given back for the next master's, and gives back all they had. */
  release(): void {
    this.lease?.giveBack();
    this.lease = null;
    this.budget?.give(this.reserved);
    this.reserved = 0;
    this.bytes = 0;
    this.blocks = null;
  }
}
