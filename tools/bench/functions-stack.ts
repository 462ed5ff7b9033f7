import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot as root } from '../../scripts/config/config-path.ts';
import { assertPortsFree, PORTS } from '../../scripts/local-stack/stack.ts';
import { httpAnswers, waitUntil } from '../../scripts/local-stack/wait.ts';

export interface FunctionsStack {
  /** Stops the emulators and resolves once the stack has exited. */
  stop(): Promise<void>;
}

/** Why the stack gave up, as it said it: the first line of its last message, not its progress. */
export function stackFailure(output: string): string | undefined {
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('[local-stack] ') && !/^\[local-stack\] stopped \d+ process/.test(line));
  return lines.at(-1)?.slice('[local-stack] '.length);
}

/**
 * The local stack's Firestore and Functions emulators, started by the stack's own command
 * (`npm start -- --functions-only`, which builds the function unless `skipBuild`) as a
 * child of the bench: the stack stops its emulators when told (SIGTERM), on Ctrl-C, and when the
 * bench is gone. Ready when `readyUrl`, a function's address, answers as a loaded callable does
 * (400 to a GET). Fails with the stack's own reason, its output kept in `log`.
 */
export async function startFunctionsStack({
  skipBuild,
  readyUrl,
  log,
}: {
  skipBuild: boolean;
  readyUrl: string;
  log: string;
}): Promise<FunctionsStack> {
  // Checked here too, so nothing another stack answers on these ports is taken for this one.
  await assertPortsFree([PORTS.functions, PORTS.firestore]);
  if (skipBuild && !existsSync(path.join(root, 'functions/lib/index.js'))) {
    throw new Error('functions/lib/ holds no built function: run `npm run build:functions`, or leave out --skip-build');
  }
  mkdirSync(path.dirname(log), { recursive: true });
  const out = openSync(log, 'w');
  const args = [
    '--import',
    'tsx',
    path.join(root, 'scripts/cli.ts'),
    'start',
    '--functions-only',
    ...(skipBuild ? ['--skip-build'] : []),
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    // The stack has its own time limits for building and starting, and exits when one passes.
    await waitUntil('the local stack', () => httpAnswers(readyUrl, (status) => status === 400, 120_000), {
      timeoutMs: 600_000,
      failed: exited,
    });
  } catch (error) {
    await stop();
    const said = stackFailure(readFileSync(log, 'utf8'));
    throw new Error(
      `${said ?? (error instanceof Error ? error.message : String(error))} (its output: ${path.relative(root, log)})`,
    );
  }
  return { stop };
}
