// The local stack: real Firestore, Functions and Hosting emulators on loopback, no cloud account.
//   tsx scripts/local-stack.ts                 build, serve on http://127.0.0.1:5000 until Ctrl-C (npm start)
//   tsx scripts/local-stack.ts --exec "CMD"    build, start, run CMD, stop; exit with CMD's code
//   tsx scripts/local-stack.ts --dev           emulators + Vite dev server on 5173 (npm run dev)
//   --skip-build                               serve what dist/ and functions/lib/ already hold
//   --functions-only                           no site build and no Hosting (the integration tests)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigLoadError } from './config/config-error.ts';
import { repoRoot } from './config/config-path.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { startGroup, stopGroup, type Child } from './local-stack/processes.ts';
import { assertPortsFree, emulatorEnv, HOST, PORTS, run, startStack, type Stack } from './local-stack/stack.ts';

const { values } = parseArgs({
  options: {
    exec: { type: 'string' },
    dev: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'functions-only': { type: 'boolean', default: false },
  },
});

const status = (message: string): void => console.error(`[local-stack] ${message}`);

let stack: Stack | undefined;
const foreground: Child[] = [];
let stopping: Promise<void> | undefined;

// Every way out (signal, command done, crash) waits for the same single teardown.
async function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    for (const child of foreground) await stopGroup(child);
    await stack?.stop();
  })();
  await stopping;
  process.exit(code);
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
  process.on(signal, () => {
    status(`${signal}: stopping the emulators`);
    void shutdown(code);
  });
}

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
  stack = await startStack({ root: repoRoot, projectId, region, serve: withSite ? 'functions,hosting' : 'functions' });
  // As under `npm run`, so CMD can name the project's tools (vitest, playwright) directly.
  const path = `${join(repoRoot, 'node_modules/.bin')}:${process.env.PATH ?? ''}`;
  const env = { ...process.env, ...emulatorEnv(projectId), PATH: path };
  const crashed = stack.crashed.then((reason) => {
    if (stopping === undefined) status(reason);
    return 1;
  });
  if (values.exec !== undefined) {
    const command = startGroup('command', '/bin/sh', ['-c', values.exec], { cwd: repoRoot, env, stdio: 'inherit' });
    foreground.push(command);
    await shutdown(await Promise.race([command.exited, crashed]));
  } else if (dev) {
    const bin = (name: string): string => join(repoRoot, 'node_modules/.bin', name);
    foreground.push(
      startGroup('function compiler', bin('tsc'), ['-p', 'functions/tsconfig.json', '--watch', '--preserveWatchOutput'], {
        cwd: repoRoot,
        log: join(repoRoot, '.firebase/local-stack/tsc-watch.log'),
      }),
      startGroup('Vite dev server', bin('vite'), ['--mode', 'emulators'], { cwd: repoRoot, env, stdio: 'inherit' }),
    );
    status(`Functions emulator on ${HOST}:${PORTS.functions}, Firestore on ${HOST}:${PORTS.firestore}; Ctrl-C stops all`);
    const vite = foreground.at(-1) as Child;
    await shutdown(await Promise.race([vite.exited, crashed]));
  } else {
    console.log(`Cuesheet is running at http://${HOST}:${PORTS.hosting} (Ctrl-C to stop)`);
    await shutdown(await crashed);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigLoadError ? message : `[local-stack] ${message}`);
  await shutdown(1);
}

async function step(what: string, command: string, args: string[]): Promise<void> {
  status(what);
  const code = await run(command, args, repoRoot);
  if (code !== 0) throw new Error(`${what} failed (exit code ${code})`);
}
