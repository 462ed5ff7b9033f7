import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFirestoreEmulator } from './firestore.ts';
import { portOwners } from './port-owners.ts';
import { commandLine } from './process-table.ts';
import type { Child, ProcessSet } from './processes.ts';
import { httpAnswers, portInUse, waitUntil } from './wait.ts';

export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, vite: 5173 } as const;
export const HOST = '127.0.0.1';

export interface StackOptions {
  /** Where the emulators are registered, so a stop signal during start-up also ends them. */
  processes: ProcessSet;
  root: string;
  projectId: string;
  region: string;
  /** `functions` for the Vite dev server, `functions,hosting` to serve the production build. */
  serve: 'functions' | 'functions,hosting';
  /** A firebase.json of another name (the roster's), relative to root. */
  config?: string;
  /** Where the Hosting emulator serves each site: all are waited for. Default: its one port. */
  hostingPorts?: readonly number[];
  /** What the functions are told of the local machine: each site's delivery folder (delivery-folders.ts). */
  functionEnv: Readonly<Record<string, string>>;
}

export interface Stack {
  /** Resolves with a reason when an emulator dies on its own. */
  crashed: Promise<string>;
}

/** The environment every Firebase client (tests, inbox, emulators) needs to find the emulators. */
export function emulatorEnv(projectId: string): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    GCLOUD_PROJECT: projectId,
  };
}

/** Names what holds a port ("pid 123 (java -cp …)"), or says why it can't be told, and how to stop it. */
export async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    if (!(await portInUse(port))) continue;
    const found = portOwners(port);
    const owners = 'pids' in found ? found.pids : [];
    const holder = owners.length
      ? owners.map((pid) => `pid ${pid} (${commandLine(pid) ?? 'command unknown'})`).join(', ')
      : 'unknown' in found
        ? found.unknown
        : 'a process this user cannot see (another user, or a container)';
    throw new Error(
      `Port ${port} is already in use by ${holder}.\n` +
        '  Another `npm start` or `npm run dev` may be running, or one that crashed left it behind.\n' +
        `  Stop it first${owners.length ? `: kill ${owners.join(' ')}` : ''}`,
    );
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const logDir = join(options.root, '.firebase/local-stack');
  mkdirSync(logDir, { recursive: true });
  const firestoreSource = findFirestoreEmulator();
  const { processes } = options;
  // The emulators whose exit means the stack crashed. They stop in reverse order (ProcessSet): Firebase
  // first, as its function workers talk to Firestore while shutting down.
  const children: Child[] = [];
  if (firestoreSource.kind === 'cloud-sdk') {
    const firestoreLog = join(logDir, 'firestore.log');
    const firestore = processes.start(
      'Firestore emulator',
      firestoreSource.launcher,
      ['start', `--host=${HOST}`, `--port=${PORTS.firestore}`],
      {
        log: firestoreLog,
      },
    );
    children.push(firestore);
    await waitUntil(
      firestore.name,
      () => httpAnswers(`http://${HOST}:${PORTS.firestore}/`, (status) => status === 200),
      {
        timeoutMs: 60_000,
        failed: firestore.exited,
      },
    ).catch((error: unknown) => {
      throw withLog(error, firestoreLog);
    });
  }
  const only = firestoreSource.kind === 'cloud-sdk' ? options.serve : `${options.serve},firestore`;
  const firebaseLog = join(logDir, 'firebase.log');
  const firebase = processes.start(
    'Firebase emulators',
    join(options.root, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      only,
      '--project',
      options.projectId,
      ...(options.config ? ['--config', options.config] : []),
    ],
    {
      cwd: options.root,
      log: firebaseLog,
      env: {
        ...process.env,
        ...(firestoreSource.kind === 'cloud-sdk' && emulatorEnv(options.projectId)),
        // The emulator hands its own environment on to each function worker.
        ...options.functionEnv,
        // Each concurrent request gets a new function worker; on a busy 2-core machine one can take
        // longer than the default 30 s to load, and the emulator then never answers its request.
        FUNCTIONS_DISCOVERY_TIMEOUT: '180',
      },
    },
  );
  children.push(firebase);
  const functionUrl = `http://${HOST}:${PORTS.functions}/${options.projectId}/${options.region}/submitContact`;
  const ready = [
    // Before the function is loaded the emulator answers 404; after, a GET is a callable-protocol 400,
    // or for a roster 403: a call without an Origin belongs to no roster site.
    // The first answer also waits for a function worker to start, which can take long on a busy
    // machine: abandoning it would only make the emulator start another one.
    waitUntil(
      'the submitContact function',
      () => httpAnswers(functionUrl, (status) => status === 400 || status === 403, 120_000),
      {
        timeoutMs: 180_000,
        failed: firebase.exited,
      },
    ),
  ];
  if (options.serve.includes('hosting')) {
    for (const port of options.hostingPorts ?? [PORTS.hosting]) {
      ready.push(
        waitUntil(`the Hosting emulator on ${port}`, () => httpAnswers(`http://${HOST}:${port}/`, () => true), {
          timeoutMs: 120_000,
          failed: firebase.exited,
        }),
      );
    }
  }
  await Promise.all(ready).catch((error: unknown) => {
    throw withLog(error, firebaseLog);
  });
  // Ready: whatever the launchers forked (java, function workers) is running now.
  processes.snapshot();
  const crashed = Promise.race(
    children.map((child) => child.exited.then((code) => `${child.name} exited with code ${code}; see ${logDir}`)),
  );
  return { crashed };
}

function withLog(error: unknown, log: string): Error {
  const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  return new Error(`${error instanceof Error ? error.message : String(error)}\n--- last lines of ${log} ---\n${tail}`);
}
