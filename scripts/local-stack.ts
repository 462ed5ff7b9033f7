// The local stack: real Firestore, Functions and Hosting emulators on loopback, no cloud account.
//   npm start                    build, serve on http://127.0.0.1:5000 until Ctrl-C
//   npm start -- --exec "CMD"    build, start, run CMD, stop; exit with CMD's code
//   npm run dev                  emulators + Vite dev server on 5173 (--dev)
//   --skip-build                 serve what dist/ and functions/lib/ already hold
//   --functions-only             no site build and no Hosting (the integration tests)
// npm runs it with `node --import tsx`, not the tsx command: that wrapper process passes on only
// SIGINT and SIGTERM, and SIGKILLs this one when it does not acknowledge a signal within 30 ms.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ConfigLoadError } from './config/config-error.ts';
import { repoRoot } from './config/config-path.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { exitOnUnsupportedPlatform } from './local-stack/platform.ts';
import { ProcessSet, type Child } from './local-stack/processes.ts';
import { assertPortsFree, emulatorEnv, HOST, PORTS, startStack } from './local-stack/stack.ts';

exitOnUnsupportedPlatform();

const { values } = parseArgs({
  options: {
    exec: { type: 'string' },
    dev: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'functions-only': { type: 'boolean', default: false },
  },
});

const status = (message: string): void => console.error(`[local-stack] ${message}`);

// Once the terminal is gone (closed window, npm killed), writing to it fails with EIO or EPIPE;
// that must not end this process before it has stopped the emulators.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

const processes = new ProcessSet();
let stopping: Promise<void> | undefined;

/**
 * Every way out (signal, command done, crash) waits for the same single teardown, reported on
 * one line. Another stop request while it runs (a second Ctrl-C) ends what is left at once.
 */
async function shutdown(code: number, reason?: string): Promise<never> {
  if (stopping) {
    void processes.stop();
  } else {
    const started = performance.now();
    if (reason) process.stderr.write(`[local-stack] ${reason}: stopping… `);
    stopping = processes.stop().then((count) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const done = `stopped ${count} process${count === 1 ? '' : 'es'} in ${seconds} s`;
      if (reason) process.stderr.write(`${done}\n`);
      else if (count > 0) status(done);
    });
  }
  await stopping;
  process.exit(code);
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.on(signal, () => void shutdown(code, signal));
}
// npm's script shell dies on SIGTERM without passing it on, and a killed npm takes no one with it:
// either way this process is left with a new parent, and stops what it started.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void shutdown(129, 'the process that started it is gone');
}, 500).unref();
process.on('uncaughtException', (error) => {
  console.error(error);
  void shutdown(1, 'crashed');
});

try {
  const config = await loadSiteConfig();
  const { projectId } = config.firebase;
  const { region } = config.contact;
  const dev = values.dev === true;
  const withSite = !dev && !values['functions-only'];
  await assertPortsFree([PORTS.functions, PORTS.firestore, ...(dev ? [PORTS.vite] : []), ...(withSite ? [PORTS.hosting] : [])]);
  if (!values['skip-build']) {
    if (withSite) await step('building the site (mode emulators)', 'npm', ['run', 'build', '--', '--mode', 'emulators']);
    await step('building the function', 'npm', ['run', 'build', '--workspace', 'functions']);
  }
  status('starting the emulators');
  const stack = await startStack({ processes, root: repoRoot, projectId, region, serve: withSite ? 'functions,hosting' : 'functions' });
  // As under `npm run`, so CMD can name the project's tools (vitest, playwright) directly.
  const path = `${join(repoRoot, 'node_modules/.bin')}:${process.env.PATH ?? ''}`;
  const env = { ...process.env, ...emulatorEnv(projectId), PATH: path };
  const crashed = stack.crashed.then((reason) => {
    if (stopping === undefined) status(reason);
    return 1;
  });
  if (values.exec !== undefined) {
    const command = processes.start('command', '/bin/sh', ['-c', values.exec], { cwd: repoRoot, env });
    await shutdown(await Promise.race([command.exited, crashed]));
  } else if (dev) {
    const bin = (name: string): string => join(repoRoot, 'node_modules/.bin', name);
    processes.start('function compiler', bin('tsc'), ['-p', 'functions/tsconfig.json', '--watch', '--preserveWatchOutput'], {
      cwd: repoRoot,
      log: join(repoRoot, '.firebase/local-stack/tsc-watch.log'),
    });
    const vite: Child = processes.start('Vite dev server', bin('vite'), ['--mode', 'emulators'], { cwd: repoRoot, env, stdio: 'inherit' });
    status(`Functions emulator on ${HOST}:${PORTS.functions}, Firestore on ${HOST}:${PORTS.firestore}; Ctrl-C stops all`);
    await shutdown(await Promise.race([vite.exited, crashed]));
  } else if (!withSite) {
    console.log(`Cuesheet's contact function is running at http://${HOST}:${PORTS.functions}, Firestore at ${HOST}:${PORTS.firestore} (Ctrl-C to stop)`);
    await shutdown(await crashed);
  } else {
    console.log(`Cuesheet is running at http://${HOST}:${PORTS.hosting} (Ctrl-C to stop)`);
    await shutdown(await crashed);
  }
} catch (error) {
  // A step cut short by a stop signal fails too; that is no news.
  if (stopping === undefined) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof ConfigLoadError ? message : `[local-stack] ${message}`);
  }
  await shutdown(1);
}

async function step(what: string, command: string, args: string[]): Promise<void> {
  status(what);
  const code = await processes.run(what, command, args, { cwd: repoRoot });
  if (code !== 0) throw new Error(`${what} failed (exit code ${code})`);
}
