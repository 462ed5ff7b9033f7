import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFloatWav } from '../test/audio/loudness-test-signals.ts';
import { HoldBudget, MasterHold } from './hold-budget.ts';
import { measureMaster } from './master-measure.ts';
import { pcmBlocks, pcmLength } from './pcm.ts';
import { encodePreview } from './preview.ts';
import { scaledTo, song } from '../test/audio/preview-test-master.ts';
import type { MasterFormat } from './master-format.ts';
import { timeoutFor } from '../test/timeout.ts';

const dir = mkdtempSync(join(tmpdir(), 'hold-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');

describe('the hold budget the import pool shares', () => {
  it('lets two holders of one buffer reserve no more than the limit between them', () => {
    const first = new HoldBudget(100);
    const second = new HoldBudget(first.shared);
    expect(first.take(60)).toBe(true);
    expect(second.take(50)).toBe(false);
    expect(second.take(40)).toBe(true);
    expect(first.reserved).toBe(100);
    first.give(60);
    expect(second.take(50)).toBe(true);
    expect(second.reserved).toBe(90);
  });

  it('stays exact when threads reserve and give back at once', async () => {
    const budget = new HoldBudget(1000);
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
    const budget = new HoldBudget(64 * 2 ** 20);
    const master = await measureMaster(file, 'wav', budget);
    expect(master.held).not.toBeNull();
    expect(budget.reserved).toBe(2 * 4 * master.frames);
    master.release();
    expect(master.held).toBeNull();
    expect(budget.reserved).toBe(0);
  });

  // Two preview encodes of one master: 1.2 s idle.
  it(
    'gives back all it took when the master outgrows what is left, and the preview is the same decoded again',
    { timeout: timeoutFor(1.2) },
    async () => {
      const rate = 44100;
      const file = join(dir, 'long.wav');
      await writeFloatWav(file, rate, scaledTo(song(rate, 6), rate, -9));
      const roomy = new HoldBudget();
      // Another worker holds all but 1 MB: this 6-second master (2 MB as float) cannot be held.
      const tight = new HoldBudget(3 * 2 ** 20);
      expect(tight.take(2 * 2 ** 20)).toBe(true);
      const held = await encodePreview({
        source: file,
        format: 'wav',
        dest: join(dir, 'held.mp3'),
        tags: { title: 'Held' },
        hold: roomy.shared,
      });
      const again = await encodePreview({
        source: file,
        format: 'wav',
        dest: join(dir, 'again.mp3'),
        tags: { title: 'Held' },
        hold: tight.shared,
      });
      expect(held.master.held).toBeNull();
      expect(again.master.held).toBeNull();
      expect(roomy.reserved).toBe(0);
      expect(tight.reserved).toBe(2 * 2 ** 20);
      expect(held.limitedDb).toBeGreaterThan(0);
      expect(await sha(join(dir, 'again.mp3'))).toBe(await sha(join(dir, 'held.mp3')));
    },
  );
});

/** A budget that remembers what it was asked for. */
class Recorded extends HoldBudget {
  asked: number[] = [];
  override take(bytes: number): boolean {
    this.asked.push(bytes);
    return super.take(bytes);
  }
}

describe("one master's hold", () => {
  const block = (frames: number) => ({
    channels: [new Float32Array(frames), new Float32Array(frames)],
    sampleRate: 44100,
  });

  it('gives back what a header promised beyond what decoded, and takes more where it promised less', () => {
    const budget = new HoldBudget(10_000);
    const short = new MasterHold(budget, 4000);
    short.keep(block(100));
    short.settle();
    expect(budget.reserved).toBe(800);
    const long = new MasterHold(budget, 800);
    long.keep(block(100));
    long.keep(block(100));
    expect(budget.reserved).toBe(2400);
    long.settle();
    expect(long.blocks).toHaveLength(2);
    short.release();
    long.release();
    expect(budget.reserved).toBe(0);
  });

  it("leaves a released master's blocks empty to whoever kept them: their arrays are the next master's", async () => {
    const file = join(dir, 'released.wav');
    await writeFloatWav(file, 44100, scaledTo(song(44100, 2), 44100, -20));
    const budget = new HoldBudget(64 * 2 ** 20);
    const master = await measureMaster(file, 'wav', budget);
    const kept = master.held!.flatMap((held) => held.channels);
    expect(kept[0]!.length).toBeGreaterThan(0);
    master.release();
    expect(kept.every((channel) => channel.length === 0)).toBe(true);
    expect(() => new Float32Array(8).set(kept[0]!)).toThrow(TypeError);
    const next = await measureMaster(file, 'wav', budget);
    expect(next.held!.flatMap((held) => held.channels).every((channel) => channel.length > 0)).toBe(true);
    next.release();
  });

  it('lets go of everything when a block finds no room, and keeps nothing after', () => {
    const budget = new HoldBudget(1000);
    const hold = new MasterHold(budget, null);
    hold.keep(block(100));
    hold.keep(block(100));
    expect([hold.blocks, budget.reserved]).toEqual([null, 0]);
    hold.keep(block(1));
    expect(hold.blocks).toBeNull();
    expect(budget.reserved).toBe(0);
  });
});

describe('a master reserved whole, where its header tells its length', () => {
  const rate = 44100;
  const made = (async () => {
    const wav = join(dir, 'length.wav');
    await writeFloatWav(wav, rate, scaledTo(song(rate, 5), rate, -18));
    const run = promisify(execFile);
    const as = async (format: MasterFormat, codec: string[]) => {
      const out = join(dir, `length.${format === 'aiff' ? 'aif' : format}`);
      await run('ffmpeg', ['-v', 'error', '-y', '-i', wav, ...codec, out]);
      return out;
    };
    return {
      wav,
      flac: await as('flac', ['-c:a', 'flac', '-sample_fmt', 's16']),
      aiff: await as('aiff', ['-c:a', 'pcm_s24be']),
      mp3: await as('mp3', ['-c:a', 'libmp3lame', '-b:a', '192k']),
    };
  })();
  const decodedFrames = async (file: string, format: MasterFormat) => {
    let frames = 0;
    for await (const block of pcmBlocks(file, format)) frames += block.channels[0]!.length;
    return frames;
  };

  it.each(['wav', 'flac', 'aiff'] as const)(
    'reads a %s header’s length, as many frames as decode, and reserves them at once',
    async (format) => {
      const file = (await made)[format];
      expect(await pcmLength(file, format)).toEqual({ frames: await decodedFrames(file, format), channels: 2 });
      const budget = new Recorded();
      const master = await measureMaster(file, format, budget);
      expect(budget.asked).toEqual([2 * 4 * master.frames]);
      expect(budget.reserved).toBe(2 * 4 * master.frames);
      master.release();
      expect(budget.reserved).toBe(0);
    },
  );

  it('holds nothing of a master the budget has no room for, asking once', async () => {
    const budget = new Recorded(2 ** 20);
    const master = await measureMaster((await made).flac, 'flac', budget);
    expect(master.held).toBeNull();
    expect(budget.asked).toHaveLength(1);
    expect(budget.reserved).toBe(0);
  });

  it('reserves an MP3, whose header does not say, block by block', async () => {
    const { mp3 } = await made;
    expect(await pcmLength(mp3, 'mp3')).toBeNull();
    const budget = new Recorded();
    const master = await measureMaster(mp3, 'mp3', budget);
    expect(budget.asked.length).toBeGreaterThan(1);
    expect(budget.reserved).toBe(2 * 4 * master.frames);
    master.release();
    expect(budget.reserved).toBe(0);
  });
});
