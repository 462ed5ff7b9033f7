import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFloatWav } from '../audio/loudness-test-signals.ts';
import { HoldBudget } from './hold-budget.ts';
import { measureMaster } from './master-measure.ts';
import { encodePreview } from './preview.ts';
import { scaledTo, song } from './preview-test-master.ts';

const dir = mkdtempSync(join(tmpdir(), 'hold-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('the hold budget the import pool shares', () => {
  it('lets two holders of one buffer reserve no more than the limit between them', () => {
    const first = new HoldBudget(undefined, 100);
    const second = new HoldBudget(first.shared, 100);
    expect(first.take(60)).toBe(true);
    expect(second.take(50)).toBe(false);
    expect(second.take(40)).toBe(true);
    expect(first.reserved).toBe(100);
    first.give(60);
    expect(second.take(50)).toBe(true);
    expect(second.reserved).toBe(90);
  });

  it('stays exact when threads reserve and give back at once', async () => {
    const budget = new HoldBudget(undefined, 1000);
    // Each thread takes 1 byte and gives it back 20,000 times; a lost update would leave a remainder.
    const source = `
      const { workerData, parentPort } = require('node:worker_threads');
      const used = new Int32Array(workerData);
      let taken = 0;
      for (let i = 0; i < 20000; i++) {
        for (;;) { const u = Atomics.load(used, 0); if (u + 1 > 1000) break; if (Atomics.compareExchange(used, 0, u, u + 1) === u) { taken++; break; } }
        Atomics.sub(used, 0, 1);
      }
      parentPort.postMessage(taken);`;
    const runs = Array.from(
      { length: 4 },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(source, { eval: true, workerData: budget.shared });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    );
    expect(await Promise.all(runs)).toEqual([20000, 20000, 20000, 20000]);
    expect(budget.reserved).toBe(0);
  });

  it("holds a master's channels while they fit, and gives the bytes back when released", async () => {
    const rate = 44100;
    const file = join(dir, 'fits.wav');
    await writeFloatWav(file, rate, scaledTo(song(rate, 4), rate, -20));
    const budget = new HoldBudget(undefined, 64 * 2 ** 20);
    const master = await measureMaster(file, 'wav', budget);
    expect(master.held).not.toBeNull();
    expect(budget.reserved).toBe(2 * 4 * master.frames);
    master.release();
    expect(master.held).toBeNull();
    expect(budget.reserved).toBe(0);
  });

  it('gives back all it took when the master outgrows what is left, and the preview is the same decoded again', async () => {
    const rate = 44100;
    const file = join(dir, 'long.wav');
    await writeFloatWav(file, rate, scaledTo(song(rate, 6), rate, -9));
    const roomy = new HoldBudget();
    // Another worker holds all but 1 MB: this 6-second master (2 MB as float) cannot be held.
    const tight = new HoldBudget(undefined, 3 * 2 ** 20);
    expect(tight.take(2 * 2 ** 20)).toBe(true);
    const held = await encodePreview({ source: file, format: 'wav', dest: join(dir, 'held.mp3'), tags: { title: 'Held' }, hold: roomy.shared });
    const again = await encodePreview({ source: file, format: 'wav', dest: join(dir, 'again.mp3'), tags: { title: 'Held' }, hold: tight.shared });
    expect(held.master.held).toBeNull();
    expect(again.master.held).toBeNull();
    expect(roomy.reserved).toBe(0);
    expect(tight.reserved).toBe(2 * 2 ** 20);
    expect(held.limitedDb).toBeGreaterThan(0);
    expect(await sha(join(dir, 'again.mp3'))).toBe(await sha(join(dir, 'held.mp3')));
  });
});
