// The local stack (`npm start`, `npm run dev`): real Firestore, Functions and Hosting emulators on
// loopback, no cloud account. `--all` serves every roster site at once, each on its own address.
// npm runs the commands with `node --import tsx`, not the tsx command: that wrapper process passes
// on only SIGINT and SIGTERM, and SIGKILLs this one when it does not acknowledge a signal within 30 ms.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { defineCommand, type OptionSpecs, type Values } from './cli/command.ts';
import { commandLine } from './cli/command-line.ts';
import { ConfigLoadError } from './config/config-error.ts';
import { repoRoot, resolveConfigPath } from './config/config-path.ts';
import { loadSiteConfig } from './config/load-config.ts';
import type { RosterSite } from './config/roster.ts';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { DEFAULT_SITE } from '../functions/src/contract/site-key.ts';
import { resultsTable, runAll } from './config/run-all.ts';
import type { SiteSelection } from './config/site-flags.ts';
import type { FirebaseJson } from './deploy/roster-targets.ts';
import { hostingPorts, LOCAL_ROSTER_CONFIG, localRosterConfig } from './local-stack/roster-stack.ts';
import { exitOnUnsupportedPlatform } from './local-stack/platform.ts';
import { ProcessSet, type Child } from './local-stack/processes.ts';
import { deliveryFoldersEnv } from './local-stack/delivery-folders.ts';
import { assertPortsFree, emulatorEnv, HOST, PORTS, startStack } from './local-stack/stack.ts';

const options = {
  exec: { type: 'string', value: '"CMD"', help: "start the stack, run CMD, stop it, and exit with CMD's code" },
  'skip-build': { type: 'boolean', default: false, help: 'serve what dist/ and functions/lib/ already hold' },
  'functions-only': {
    type: 'boolean',
    default: false,
    help: 'no site build and no Hosting: the function and Firestore (the integration tests)',
  },
} satisfies OptionSpecs;

type StackValues = Values<typeof options> & { dev: boolean };

// Set once from the command line, before anything starts.
let values: StackValues;

const stackCommand = (name: 'start' | 'dev', summary: string, dev: boolean) =>
  defineCommand({
    name,
    summary,
    usage: [
      dev
        ? '[--site NAME] [--exec "CMD"] [--skip-build]'
        : '[--site NAME | --all] [--exec "CMD"] [--skip-build] [--functions-only]',
    ],
    options,
    site: 'all',
    async run(context) {
      values = { ...context.values, dev };
      exitOnUnsupportedPlatform();
      installStopHandlers();
      await serve(context.selection);
      return 0;
    },
  });

export default stackCommand(
  'start',
  'The site with its backend, locally: builds it and serves it on http://127.0.0.1:5000 with the real function and Firestore emulators, until Ctrl-C.',
  false,
);
export const devCommand = stackCommand(
  'dev',
  'The Vite dev server on http://127.0.0.1:5173 with the function and Firestore emulators, until Ctrl-C.',
  true,
);

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

function installStopHandlers(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
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
}

async function serve(selection: SiteSelection): Promise<void> {
  try {
    if (selection.kind === 'default') await serveDefault();
    else await serveRoster(selection.kind === 'site' ? [selection.site] : selection.sites);
  } catch (error) {
    // A step cut short by a stop signal fails too; that is no news.
    if (stopping === undefined) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(error instanceof ConfigLoadError ? message : `[local-stack] ${message}`);
    }
    await shutdown(1);
  }
}

async function serveDefault(): Promise<void> {
  const config = await loadSiteConfig();
  const { projectId } = config.firebase;
  const { region } = config.contact;
  const dev = values.dev === true;
  const withSite = !dev && !values['functions-only'];
  await assertPortsFree([
    PORTS.functions,
    PORTS.firestore,
    ...(dev ? [PORTS.vite] : []),
    ...(withSite ? [PORTS.hosting] : []),
  ]);
  if (!values['skip-build']) {
    if (withSite)
      await step('building the site (mode emulators)', 'npm', ['run', 'build', '--', '--mode', 'emulators']);
    await step('building the function', 'npm', ['run', 'build', '--workspace', 'functions']);
  }
  status('starting the emulators');
  const functionEnv = deliveryFoldersEnv([{ key: DEFAULT_SITE, config, configPath: resolveConfigPath() }]);
  const stack = await startStack({
    processes,
    root: repoRoot,
    projectId,
    region,
    serve: withSite ? 'functions,hosting' : 'functions',
    functionEnv,
  });
  // The command run on the stack sees what the functions see: a test finds the files where the function does.
  const env = { ...process.env, ...emulatorEnv(projectId), ...functionEnv, PATH: toolPath() };
  const crashed = crashReason(stack.crashed);
  if (values.exec !== undefined) {
    await runExec(values.exec, env, crashed);
  } else if (dev) {
    await serveDev(env, crashed);
  } else if (!withSite) {
    console.log(
      `Cuesheet's contact function is running at http://${HOST}:${PORTS.functions}, Firestore at ${HOST}:${PORTS.firestore} (Ctrl-C to stop)`,
    );
    await shutdown(await crashed);
  } else {
    console.log(`Cuesheet is running at http://${HOST}:${PORTS.hosting} (Ctrl-C to stop)`);
    await shutdown(await crashed);
  }
}

/**
 * Roster sites on one stack: one Hosting emulator serving each site's build on its own port, in
 * front of the one function (built for exactly these sites and addresses) and one Firestore.
 * The emulator runs a single project, so the sites served together must share one.
 */
async function serveRoster(sites: readonly RosterSite[]): Promise<void> {
  const dev = values.dev === true;
  if (dev && sites.length > 1)
    throw new Error('npm run dev serves one site at a time: give --site NAME instead of --all');
  if (values['functions-only']) throw new Error('--functions-only serves no site: leave out --site and --all');
  const configs: Array<{ site: RosterSite; config: SiteConfig }> = [];
  for (const site of sites) configs.push({ site, config: await loadSiteConfig(site.configFile) });
  const projects = [...new Set(configs.map(({ config }) => config.firebase.projectId))];
  if (projects.length > 1) {
    const names = projects.map(
      (project) =>
        `${project} (${configs
          .filter(({ config }) => config.firebase.projectId === project)
          .map(({ site }) => site.name)
          .join(', ')})`,
    );
    throw new Error(
      `The local stack runs one Firebase project, and these sites name ${projects.length}: ${names.join('; ')}. Serve them one project at a time with --site.`,
    );
  }
  const projectId = projects[0]!;
  const regions = new Set(configs.map(({ config }) => config.contact.region));
  if (regions.size > 1)
    throw new Error(
      `The sites name different contact.region values (${[...regions].join(', ')}); one function serves them all.`,
    );
  const region = [...regions][0]!;
  const ports = dev ? [PORTS.vite] : hostingPorts(sites.length);
  await assertPortsFree([PORTS.functions, PORTS.firestore, ...ports]);
  const functionEnv = {
    ...process.env,
    SITE_CONFIG: '',
    ROSTER_PROJECT: projectId,
    ROSTER_LOCAL_PORTS: sites.map((site, index) => `${site.name}:${ports[index]}`).join(','),
  };
  if (!values['skip-build']) {
    if (!dev) {
      status(`building ${sites.length === 1 ? sites[0]!.name : `${sites.length} sites`} (mode emulators)`);
      const results = await runAll(sites, { command: commandLine('build'), args: ['--mode', 'emulators'] });
      if (!results.every((result) => result.ok))
        throw new Error(`a site did not build, so the stack was not started:\n${resultsTable(results, 'built')}`);
    }
    status('building the function');
    const code = await processes.run('building the function', 'npm', ['run', 'build', '--workspace', 'functions'], {
      cwd: repoRoot,
      env: functionEnv,
    });
    if (code !== 0) throw new Error(`building the function failed (exit code ${code})`);
  }
  let config: string | undefined;
  if (!dev) {
    const base = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;
    // Locally a site is known by its roster name: its real Hosting site id plays no part there.
    const served = sites.map((site) => ({
      hostingSite: site.name,
      publicDir: relative(repoRoot, site.outDir).split('\\').join('/'),
    }));
    writeFileSync(join(repoRoot, LOCAL_ROSTER_CONFIG), `${JSON.stringify(localRosterConfig(base, served), null, 2)}\n`);
    config = LOCAL_ROSTER_CONFIG;
  }
  status('starting the emulators');
  const delivery = deliveryFoldersEnv(
    configs.map(({ site, config: siteConfig }) => ({
      key: site.name,
      config: siteConfig,
      configPath: site.configFile,
    })),
  );
  const stack = await startStack({
    processes,
    root: repoRoot,
    projectId,
    region,
    serve: dev ? 'functions' : 'functions,hosting',
    ...(config && { config }),
    hostingPorts: ports,
    functionEnv: delivery,
  });
  const env = { ...process.env, ...emulatorEnv(projectId), ...delivery, PATH: toolPath(), SITE_CONFIG: '' };
  const crashed = crashReason(stack.crashed);
  if (dev) {
    await serveDev({ ...env, SITE_CONFIG: sites[0]!.configFile, SITE_PUBLIC_DIR: sites[0]!.publicDir }, crashed);
    return;
  }
  for (const [index, { site, config: siteConfig }] of configs.entries()) {
    console.log(
      `  ${site.name.padEnd(Math.max(...sites.map((entry) => entry.name.length)))}  http://${HOST}:${ports[index]}  ${siteConfig.artist.name}`,
    );
  }
  if (values.exec !== undefined) {
    await runExec(values.exec, env, crashed);
    return;
  }
  console.log(
    `Cuesheet is running ${sites.length} site${sites.length === 1 ? '' : 's'}, function at http://${HOST}:${PORTS.functions} (Ctrl-C to stop)`,
  );
  await shutdown(await crashed);
}

// As under `npm run`, so a command can name the project's tools (vitest, playwright) directly.
function toolPath(): string {
  return `${join(repoRoot, 'node_modules/.bin')}:${process.env.PATH ?? ''}`;
}

function crashReason(crashed: Promise<string>): Promise<number> {
  return crashed.then((reason) => {
    if (stopping === undefined) status(reason);
    return 1;
  });
}

async function runExec(command: string, env: NodeJS.ProcessEnv, crashed: Promise<number>): Promise<never> {
  const child = processes.start('command', '/bin/sh', ['-c', command], { cwd: repoRoot, env });
  return shutdown(await Promise.race([child.exited, crashed]));
}

async function serveDev(env: NodeJS.ProcessEnv, crashed: Promise<number>): Promise<never> {
  const bin = (name: string): string => join(repoRoot, 'node_modules/.bin', name);
  processes.start(
    'function compiler',
    bin('tsc'),
    ['-p', 'functions/tsconfig.json', '--watch', '--preserveWatchOutput'],
    {
      cwd: repoRoot,
      log: join(repoRoot, '.firebase/local-stack/tsc-watch.log'),
    },
  );
  const vite: Child = processes.start('Vite dev server', bin('vite'), ['--mode', 'emulators'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  status(`Functions emulator on ${HOST}:${PORTS.functions}, Firestore on ${HOST}:${PORTS.firestore}; Ctrl-C stops all`);
  return shutdown(await Promise.race([vite.exited, crashed]));
}

async function step(what: string, command: string, args: string[]): Promise<void> {
  status(what);
  const code = await processes.run(what, command, args, { cwd: repoRoot });
  if (code !== 0) throw new Error(`${what} failed (exit code ${code})`);
}
