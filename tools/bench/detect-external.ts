/**
 * The established tools the detect bench compares with, each run as a program on the same WAV:
 * `aubio tempo FILE` prints its estimate as `126.87 bpm`; `keyfinder-cli FILE` prints the key in
 * its standard notation (`Am`, `Gbm`, `Db`), which the kit's key reader reads. Each answer comes
 * with its wall time: one process, one core.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { keyClass, type KeyClass } from './detect-scores.ts';

const run = promisify(execFile);

export interface Timed<T> {
  value: T;
  seconds: number;
}

async function timed<T>(read: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const value = await read();
  return { value, seconds: (performance.now() - started) / 1000 };
}

/** aubio's tempo of the whole file, or null when it prints none. */
export function parseAubioTempo(stdout: string): number | null {
  const match = /([\d.]+) bpm/.exec(stdout);
  return match ? Number(match[1]) : null;
}

export const aubioTempo = (wav: string) =>
  timed(async () => parseAubioTempo((await run('aubio', ['tempo', wav])).stdout));

/** keyfinder-cli's key, or undefined for silence (it prints nothing) or a key the kit cannot read. */
export const keyfinderKey = (wav: string): Promise<Timed<KeyClass | undefined>> =>
  timed(async () => keyClass((await run('keyfinder-cli', [wav])).stdout.trim()));
