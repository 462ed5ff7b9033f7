// `npm start` as a user runs it, stopped every way a user stops it: nothing it started may
// survive, and a port held by a leftover is reported with the pid that holds it.
// It binds the stack's fixed ports, so it runs on its own, before `npm test` starts its stack.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { commandLine, familyOf, isAlive, type ProcessInfo } from '../../scripts/local-stack/process-table.ts';
import { PORTS } from '../../scripts/local-stack/stack.ts';
import { portInUse } from '../../scripts/local-stack/wait.ts';
import { READY, runNpm, until, type Run } from './npm-run.ts';

// The function's emulator and Firestore: the processes that used to outlive the stack. No site
// build and no Hosting keep each start short; Hosting runs inside the same Firebase process.
const ARGS = ['start', '--', '--functions-only', '--skip-build'];
const STACK_PORTS = [PORTS.functions, PORTS.firestore];

interface Started extends Run {
  /** What ran under npm once it was ready; still known after npm is gone. */
  started: ProcessInfo[];
}

const runs: Started[] = [];

function start(): Started {
  const run = { ...runNpm(ARGS), started: [] };
  runs.push(run);
  return run;
}

/** Every process below npm: its shell, the stack, the emulators' launchers, java, function workers. */
function family(run: Started): ProcessInfo[] {
  return familyOf([run.npm.pid as number], []).filter((info) => info.pid !== run.npm.pid);
}

const describeAll = (infos: readonly ProcessInfo[]): string =>
  infos.map((info) => `${info.pid} ${commandLine(info.pid) ?? '?'}`).join('\n');

async function startAndWait(): Promise<{ run: Started; started: ProcessInfo[] }> {
  const run = start();
  await until('the stack says it is running', () => run.output().includes(READY), 240_000, run);
  const started = family(run);
  run.started = started;
  // The test must see what it claims to check: the Firestore emulator's java is among them.
  expect(started.map((info) => commandLine(info.pid, 1000) ?? '').join('\n')).toMatch(/java/);
  return { run, started };
}

/** Nothing that was running under npm is left, and the stack's ports are closed. */
async function expectAllStopped(run: Run, started: readonly ProcessInfo[]): Promise<void> {
  await until('every started process has exited', () => !started.some(isAlive), 20_000, run).catch(() => undefined);
  expect(describeAll(started.filter(isAlive)), run.output()).toBe('');
  for (const port of STACK_PORTS) expect(await portInUse(port), `port ${port}`).toBe(false);
}

const stoppedLine = (reason: string) =>
  new RegExp(`^\\[local-stack\\] ${reason}: stopping… stopped \\d+ process(es)? in \\d+\\.\\d s$`, 'm');

beforeAll(() => {
  // The emulator serves the compiled function; build it when a fresh clone has none.
  if (existsSync(join(repoRoot, 'functions/lib/index.js'))) return;
  const build = spawnSync('npm', ['run', 'build:functions'], { cwd: repoRoot, stdio: 'inherit' });
  expect(build.status).toBe(0);
}, 120_000);

afterEach(async () => {
  // A failed test must not leave emulators holding the ports for everyone else.
  for (const run of runs.splice(0)) {
    for (const info of [...run.started, ...familyOf([run.npm.pid as number], [])].filter(isAlive)) {
      try {
        process.kill(info.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  }
});

describe('npm start stops everything it started', { timeout: 300_000 }, () => {
  test('on Ctrl-C (SIGINT to its process group), in one line; a second start meanwhile names the pid on the port', async () => {
    const { run, started } = await startAndWait();

    const second = start();
    expect(await second.exited).toBe(1);
    const holder = /Port (\d+) is already in use by pid (\d+) \(([^)\n]*)\)/.exec(second.output());
    expect(holder, second.output()).not.toBeNull();
    const [, port, pid, command] = holder as RegExpExecArray;
    expect(STACK_PORTS).toContain(Number(port));
    expect(started.map((info) => info.pid)).toContain(Number(pid));
    expect(command).toBe(commandLine(Number(pid)));
    expect(second.output()).toContain(`Stop it first: kill ${pid}`);

    process.kill(-(run.npm.pid as number), 'SIGINT');
    await run.exited;
    await expectAllStopped(run, started);
    expect(run.output()).toMatch(stoppedLine('SIGINT'));
  });

  test('on a second Ctrl-C while it stops', async () => {
    const { run, started } = await startAndWait();
    process.kill(-(run.npm.pid as number), 'SIGINT');
    await until('the stack starts stopping', () => run.output().includes('SIGINT: stopping'), 10_000, run);
    process.kill(-(run.npm.pid as number), 'SIGINT');
    await run.exited;
    await expectAllStopped(run, started);
  });

  test('on SIGTERM to npm alone (kill <npm pid>), which npm does not pass on', async () => {
    const { run, started } = await startAndWait();
    run.npm.kill('SIGTERM');
    await expectAllStopped(run, started);
    expect(run.output()).toMatch(stoppedLine('the process that started it is gone'));
  });

  test('when the terminal closes (SIGHUP to the group, output gone)', async () => {
    const { run, started } = await startAndWait();
    // Like a closed terminal: writing to it fails from now on.
    run.npm.stdout?.destroy();
    run.npm.stderr?.destroy();
    process.kill(-(run.npm.pid as number), 'SIGHUP');
    await expectAllStopped(run, started);
  });
});
