import { getPriority } from 'node:os';
import { expect, it } from 'vitest';
import { runLowPriority } from './low-priority.ts';

it('runs a program at niceness 10, or at the bench’s own where that is lower still', async () => {
  const { stdout } = await runLowPriority(process.execPath, [
    '-e',
    'setTimeout(() => console.log(require("node:os").getPriority()), 100)',
  ]);
  expect(Number(stdout.trim())).toBe(Math.max(getPriority(), 10));
});
