// What the system's `ps` says about processes, so the stack can find every process it started
// (also one that left its process group or outlived its parent). `ps -A -o` with these keywords
// is POSIX and reads the same on macOS (BSD ps) and Linux (procps): one code path for both.
import { execFileSync } from 'node:child_process';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** When it started, as ps prints it; with the pid it names one process even after the pid is reused. */
  started: string;
  /** Exited but not yet reaped by its parent: no longer running anything. */
  zombie: boolean;
}

// `lstart` is last because it holds spaces; C locale so its day and month names never vary.
const COLUMNS = 'pid=,ppid=,pgid=,stat=,lstart=';
const PS_ENV = { ...process.env, LC_ALL: 'C' };

function ps(args: string[]): string {
  try {
    return execFileSync('ps', args, {
      encoding: 'utf8',
      env: PS_ENV,
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { code, stdout } = error as NodeJS.ErrnoException & { stdout?: string };
    if (code === 'ENOENT') {
      throw new Error(
        'the local stack needs the `ps` command, which was not found (on Debian/Ubuntu: sudo apt-get install procps)',
      );
    }
    // ps exits 1 when a -p list matched nothing; that is an answer, not a failure.
    return stdout ?? '';
  }
}

/** One `ps -o pid=,ppid=,pgid=,stat=,lstart=` line; undefined for anything else. */
export function parsePsLine(line: string): ProcessInfo | undefined {
  const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\S+)\s+(\S.*?)\s*$/.exec(line);
  if (!match) return undefined;
  // Every group takes part in a match.
  const [, pid, ppid, pgid, stat, started] = match;
  return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), started: started!, zombie: stat!.startsWith('Z') };
}

export function parsePsTable(text: string): ProcessInfo[] {
  return text.split('\n').flatMap((line) => parsePsLine(line) ?? []);
}

/** Every process this user can see, as it stands now. */
export function processTable(): ProcessInfo[] {
  return parsePsTable(ps(['-A', '-o', COLUMNS]));
}

export function processInfo(pid: number): ProcessInfo | undefined {
  return parsePsTable(ps(['-p', String(pid), '-o', COLUMNS]))[0];
}

/** The processes in any of `groups` and everything below `roots`, as the table stands now. */
export function familyOf(
  roots: readonly number[],
  groups: readonly number[],
  table: readonly ProcessInfo[] = processTable(),
): ProcessInfo[] {
  const children = new Map<number, ProcessInfo[]>();
  for (const info of table) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  const found = new Map<number, ProcessInfo>();
  const queue = table.filter((info) => roots.includes(info.pid) || groups.includes(info.pgid));
  while (queue.length) {
    const info = queue.pop() as ProcessInfo;
    if (found.has(info.pid)) continue;
    found.set(info.pid, info);
    queue.push(...(children.get(info.pid) ?? []));
  }
  return [...found.values()];
}

function sameAndRunning(known: ProcessInfo, now: ProcessInfo | undefined): boolean {
  return now !== undefined && now.started === known.started && !now.zombie;
}

/** True while that very process (not a later one given the same pid) is alive and not a zombie. */
export function isAlive(info: ProcessInfo): boolean {
  return sameAndRunning(info, processInfo(info.pid));
}

/** `isAlive` against one reading of the table, for checking many processes with one `ps`. */
export function aliveIn(table: readonly ProcessInfo[]): (info: ProcessInfo) => boolean {
  const byPid = new Map(table.map((row) => [row.pid, row]));
  return (info) => sameAndRunning(info, byPid.get(info.pid));
}

/** The command line as typed, cut to `max` characters; undefined when the process is gone. */
export function commandLine(pid: number, max = 120): string | undefined {
  // -ww: never cut to a terminal's width.
  const text = ps(['-ww', '-p', String(pid), '-o', 'args=']).trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
