import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number>;
}

/**
 * Starts a command in its own process group, so stopping it also stops what it started
 * (the Firestore launcher's java, the emulators' function workers).
 */
export function startGroup(name: string, command: string, args: string[], options: SpawnOptions & { log?: string }): Child {
  const { log, ...spawnOptions } = options;
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: log ? ['ignore', 'pipe', 'pipe'] : spawnOptions.stdio });
  if (log) {
    const file = createWriteStream(log);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  const exited = new Promise<number>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
  return { name, process: child, exited };
}

/** SIGTERM to the whole group, SIGKILL to whatever is left after the grace period. */
export async function stopGroup(child: Child, graceMs = 10_000): Promise<void> {
  const { pid } = child.process;
  if (pid === undefined || !groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
