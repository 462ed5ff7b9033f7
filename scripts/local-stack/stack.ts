import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFirestoreEmulator } from './firestore.ts';
import { startGroup, stopGroup, type Child } from './processes.ts';
import { httpAnswers, portInUse, waitUntil } from './wait.ts';

export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, vite: 5173 } as const;
export const HOST = '127.0.0.1';

export interface StackOptions {
  root: string;
  projectId: string;
  region: string;
  /** `functions` for the Vite dev server, `functions,hosting` to serve the production build. */
  serve: 'functions' | 'functions,hosting';
}

export interface Stack {
  /** Resolves with a reason when an emulator dies on its own. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/** The environment every Firebase client (tests, inbox, emulators) needs to find the emulators. */
export function emulatorEnv(projectId: string): Record<string, string> {
  return {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    GCLOUD_PROJECT: projectId,
  };
}

export async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    if (await portInUse(port)) {
      throw new Error(`Port ${port} is already in use (is another \`npm start\` or \`npm run dev\` running?). Stop it first.`);
    }
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const logDir = join(options.root, '.firebase/local-stack');
  mkdirSync(logDir, { recursive: true });
  const firestoreSource = findFirestoreEmulator();
  const children: Child[] = [];
  const stop = async (): Promise<void> => {
    // Firebase first: its function workers still talk to Firestore while shutting down.
    for (const child of children.reverse()) await stopGroup(child);
  };
  try {
    if (firestoreSource.kind === 'cloud-sdk') {
      const firestoreLog = join(logDir, 'firestore.log');
      const firestore = startGroup(
        'Firestore emulator',
        firestoreSource.launcher,
        ['start', `--host=${HOST}`, `--port=${PORTS.firestore}`],
        { log: firestoreLog },
      );
      children.push(firestore);
      await waitUntil(firestore.name, () => httpAnswers(`http://${HOST}:${PORTS.firestore}/`, (status) => status === 200), {
        timeoutMs: 60_000,
        failed: firestore.exited,
      }).catch((error: unknown) => {
        throw withLog(error, firestoreLog);
      });
    }
    const only = firestoreSource.kind === 'cloud-sdk' ? options.serve : `${options.serve},firestore`;
    const firebaseLog = join(logDir, 'firebase.log');
    const firebase = startGroup(
      'Firebase emulators',
      join(options.root, 'node_modules/.bin/firebase'),
      ['emulators:start', '--only', only, '--project', options.projectId],
      {
        cwd: options.root,
        log: firebaseLog,
        env: {
          ...process.env,
          ...(firestoreSource.kind === 'cloud-sdk' && emulatorEnv(options.projectId)),
          // Each concurrent request gets a new function worker; on a busy 2-core machine one can take
          // longer than the default 30 s to load, and the emulator then never answers its request.
          FUNCTIONS_DISCOVERY_TIMEOUT: '180',
        },
      },
    );
    children.push(firebase);
    const functionUrl = `http://${HOST}:${PORTS.functions}/${options.projectId}/${options.region}/submitContact`;
    const ready = [
      // Before the function is loaded the emulator answers 404; after, a GET is a callable-protocol 400.
      // The first answer also waits for a function worker to start, which can take long on a busy
      // machine: abandoning it would only make the emulator start another one.
      waitUntil('the submitContact function', () => httpAnswers(functionUrl, (status) => status === 400, 120_000), {
        timeoutMs: 180_000,
        failed: firebase.exited,
      }),
    ];
    if (options.serve.includes('hosting')) {
      ready.push(
        waitUntil('the Hosting emulator', () => httpAnswers(`http://${HOST}:${PORTS.hosting}/`, () => true), {
          timeoutMs: 120_000,
          failed: firebase.exited,
        }),
      );
    }
    await Promise.all(ready).catch((error: unknown) => {
      throw withLog(error, firebaseLog);
    });
    const crashed = Promise.race(
      children.map((child) => child.exited.then((code) => `${child.name} exited with code ${code}; see ${logDir}`)),
    );
    return { crashed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs a command to completion, its output shown; resolves with its exit code. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
}

function withLog(error: unknown, log: string): Error {
  const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  return new Error(`${error instanceof Error ? error.message : String(error)}\n--- last lines of ${log} ---\n${tail}`);
}
