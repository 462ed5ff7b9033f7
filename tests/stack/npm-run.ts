// `npm ...` started as a terminal starts a foreground job, and waited on as a person watches it.
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../scripts/config/config-path.ts';

export interface Run {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm ARGS` in its own process group, from the repository's folder, output collected. */
export function runNpm(args: readonly string[], env: NodeJS.ProcessEnv = {}): Run {
  const npm = spawn('npm', args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  let text = '';
  npm.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
  return { npm, output: () => text, exited };
}

export async function until<T>(
  what: string,
  check: () => T | undefined | false,
  timeoutMs: number,
  run?: Run,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s\n${run?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What `npm start` prints once the stack is ready. */
export const READY = '(Ctrl-C to stop)';
