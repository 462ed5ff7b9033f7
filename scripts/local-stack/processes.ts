import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { aliveIn, familyOf, processTable, type ProcessInfo } from './process-table.ts';

export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number>;
}

export type StartOptions = SpawnOptions & { log?: string };

/**
 * Starts a command in its own process group, so a terminal's Ctrl-C reaches only the stack's
 * own process, which then stops every group in order.
 */
function startGroup(name: string, command: string, args: string[], options: StartOptions): Child {
  const { log, ...spawnOptions } = options;
  // A group that is not the terminal's foreground group must not read it (it would be stopped by SIGTTIN).
  const stdio = log ? ['ignore', 'pipe', 'pipe'] : (spawnOptions.stdio ?? ['ignore', 'inherit', 'inherit']);
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio } as SpawnOptions);
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

const SNAPSHOT_MS = 2000;
const POLL_MS = 100;
const KILL_ROUNDS = 50;

interface Tracked {
  child: Child;
  /** Every process seen in its group or below it; a launcher's java stays known after the launcher exits. */
  family: Map<number, ProcessInfo>;
}

/**
 * Every process the stack starts, so one stop ends them all: each command's process group
 * plus anything seen below it, whatever group it moved to or whoever became its parent.
 */
export class ProcessSet {
  private readonly tracked: Tracked[] = [];
  private force = false;
  private stopping: Promise<number> | undefined;
  private readonly snapshots = setInterval(() => this.snapshot(), SNAPSHOT_MS).unref();

  start(name: string, command: string, args: string[], options: StartOptions = {}): Child {
    if (this.stopping) throw new Error(`not starting ${name}: the stack is stopping`);
    const child = startGroup(name, command, args, options);
    this.tracked.push({ child, family: new Map() });
    this.snapshot();
    return child;
  }

  /** Runs a command to completion (output shown) and resolves with its exit code. */
  async run(name: string, command: string, args: string[], options: StartOptions = {}): Promise<number> {
    return this.start(name, command, args, options).exited;
  }

  /** Records who belongs to each command now; call once something is known to be running. */
  snapshot(): void {
    const table = processTable();
    for (const tracked of this.tracked) refresh(tracked, table);
    // A finished command (a build) with nothing left is forgotten, so its pid, once reused, is never signalled.
    for (let i = this.tracked.length - 1; i >= 0; i--) {
      const { child, family } = this.tracked[i]!;
      if (hasExited(child) && ![...family.values()].some(aliveIn(table))) this.tracked.splice(i, 1);
    }
  }

  /**
   * SIGTERM to each command's group and family, the last started first, then SIGKILL to what is
   * left after the grace period; a second call (a second Ctrl-C) skips what remains of the wait.
   * Resolves with how many processes were stopped.
   */
  stop(graceMs = 10_000): Promise<number> {
    if (this.stopping) {
      this.force = true;
      return this.stopping;
    }
    clearInterval(this.snapshots);
    this.stopping = (async () => {
      this.snapshot();
      let stopped = 0;
      for (const tracked of [...this.tracked].reverse()) stopped += await this.stopOne(tracked, graceMs);
      return stopped;
    })();
    return this.stopping;
  }

  private async stopOne({ child, family }: Tracked, graceMs: number): Promise<number> {
    const pid = child.process.pid;
    if (pid === undefined) return 0;
    // What was seen, plus what started since (a worker spawned while shutting down).
    const living = (): ProcessInfo[] => {
      const table = processTable();
      refresh({ child, family }, table);
      return [...family.values()].filter(aliveIn(table));
    };
    const stopped = new Set(living().map((info) => info.pid));
    if (stopped.size === 0) return 0;
    signal(living(), 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (living().length && Date.now() < deadline && !this.force) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    // A process in uninterruptible sleep ignores even SIGKILL for a while; don't wait on it forever.
    for (let round = 0, left = living(); left.length && round < KILL_ROUNDS; round++, left = living()) {
      left.forEach((info) => stopped.add(info.pid));
      signal(left, 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    await child.exited;
    return stopped.size;
  }
}

function hasExited(child: Child): boolean {
  return child.process.exitCode !== null || child.process.signalCode !== null;
}

/** Adds to a command's family whatever now runs in its group or below a living member. */
function refresh({ child, family }: Tracked, table: readonly ProcessInfo[]): void {
  const { pid } = child.process;
  if (pid === undefined) return;
  // Only living members may root the search, and the group only while the command or a member
  // of it lives: a dead one's pid may already belong to someone else.
  const living = [...family.values()].filter(aliveIn(table));
  const roots = living.map((info) => info.pid);
  const groupLives = !hasExited(child) || living.some((info) => info.pgid === pid);
  if (!hasExited(child)) roots.push(pid);
  for (const info of familyOf(roots, groupLives ? [pid] : [], table)) family.set(info.pid, info);
}

/** Signals each process and each group they lead or belong to (what forks between snapshots is in a group). */
function signal(members: readonly ProcessInfo[], name: NodeJS.Signals): void {
  const groups = new Set(members.map((member) => member.pgid));
  for (const target of [...[...groups].map((group) => -group), ...members.map((member) => member.pid)]) {
    try {
      process.kill(target, name);
    } catch {
      // Already gone.
    }
  }
}
