import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeFloatWav } from '../audio/loudness-test-signals.ts';
import { pcmBlocks } from './pcm.ts';

const dir = mkdtempSync(join(tmpdir(), 'pcm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('decodes a WAV into one set of arrays when asked to reuse them, to the same samples', async () => {
  const rate = 44100;
  // Ten seconds: several 1 MB reads, the last one short.
  const left = Float32Array.from({ length: rate * 10 }, (_, i) => Math.sin(i / 20) * 0.5);
  const right = left.map((v, i) => v * (i % 7) * 0.1);
  const file = join(dir, 'ten.wav');
  await writeFloatWav(file, rate, [left, right]);
  const fresh: Float32Array[][] = [];
  for await (const block of pcmBlocks(file, 'wav')) fresh.push(block.channels);
  const buffers = new Set<ArrayBufferLike>();
  const reused: Float32Array[][] = [];
  for await (const block of pcmBlocks(file, 'wav', { reuse: true })) {
    buffers.add(block.channels[0]!.buffer);
    reused.push(block.channels.map((channel) => channel.slice()));
  }
  expect(fresh.length).toBeGreaterThan(2);
  expect(new Set(fresh.map((channels) => channels[0]!.buffer)).size).toBe(fresh.length);
  expect(buffers.size).toBe(1);
  expect(reused).toEqual(fresh);
  const joined = new Float32Array(rate * 10);
  reused.reduce((at, [l]) => (joined.set(l!, at), at + l!.length), 0);
  expect(joined).toEqual(left);
});
