import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeFloatWav } from '../test/audio/loudness-test-signals.ts';
import { firstDifference } from '../test/first-difference.ts';
import { pcmBlocks } from './pcm.ts';

const dir = mkdtempSync(join(tmpdir(), 'pcm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('decodes a WAV into one set of arrays when asked to reuse them, to the same samples', async () => {
  const rate = 44100;
  // Seven seconds of 32-bit stereo: three 1 MB reads, the last one short.
  const left = new Float32Array(rate * 7);
  const right = new Float32Array(left.length);
  for (let i = 0; i < left.length; i++) {
    left[i] = Math.sin(i / 20) * 0.5;
    right[i] = left[i]! * (i % 7) * 0.1;
  }
  const file = join(dir, 'seven.wav');
  await writeFloatWav(file, rate, [left, right]);
  const fresh: Float32Array[][] = [];
  for await (const block of pcmBlocks(file, 'wav')) fresh.push(block.channels);
  const buffers = new Set<ArrayBufferLike>();
  const reused: Float32Array[][] = [];
  for await (const block of pcmBlocks(file, 'wav', { reuse: true })) {
    buffers.add(block.channels[0]!.buffer);
    reused.push(block.channels.map((channel) => channel.slice()));
  }
  expect(fresh.length).toBe(3);
  expect(fresh.at(-1)![0]!.length).toBeLessThan(fresh[0]![0]!.length);
  expect(new Set(fresh.map((channels) => channels[0]!.buffer)).size).toBe(fresh.length);
  expect(buffers.size).toBe(1);
  expect(reused.length).toBe(fresh.length);
  reused.forEach((channels, b) =>
    channels.forEach((channel, c) =>
      expect(firstDifference(channel, fresh[b]![c]!), `block ${b}, channel ${c}`).toBe(-1),
    ),
  );
  const joined = [new Float32Array(left.length), new Float32Array(left.length)];
  let at = 0;
  for (const [l, r] of reused) {
    joined[0]!.set(l!, at);
    joined[1]!.set(r!, at);
    at += l!.length;
  }
  expect(at).toBe(left.length);
  expect(firstDifference(joined[0]!, left)).toBe(-1);
  expect(firstDifference(joined[1]!, right)).toBe(-1);
});
