// What Linux's /proc says about processes and listening sockets, so the stack can find every
// process it started (also one that left its process group or outlived its parent) and name
// the process that holds a port, with no extra package.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** Clock ticks after boot; with the pid it names one process even after the pid is reused. */
  startTime: number;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Fields of /proc/PID/stat after the command name, which may itself hold spaces and parentheses. */
export function parseStat(stat: string): ProcessInfo | undefined {
  const close = stat.lastIndexOf(')');
  const pid = Number.parseInt(stat, 10);
  if (close < 0 || Number.isNaN(pid)) return undefined;
  const fields = stat.slice(close + 2).split(' ');
  // After "pid (comm)": state(0) ppid(1) pgrp(2) ... starttime(19).
  return { pid, ppid: Number(fields[1]), pgid: Number(fields[2]), startTime: Number(fields[19]) };
}

function pids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

export function processInfo(pid: number): ProcessInfo | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : parseStat(stat);
}

export function processTable(): ProcessInfo[] {
  return pids().flatMap((pid) => processInfo(pid) ?? []);
}

/** The processes in any of `groups` and everything below `roots`, as the table stands now. */
export function familyOf(roots: readonly number[], groups: readonly number[], table = processTable()): ProcessInfo[] {
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

/** True while that very process (not a later one given the same pid) is alive and not a zombie. */
export function isAlive(info: ProcessInfo): boolean {
  const stat = readText(`/proc/${info.pid}/stat`);
  if (stat === undefined) return false;
  const now = parseStat(stat);
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return now?.startTime === info.startTime && state !== 'Z';
}

/** The command line as typed, cut to `max` characters; undefined when the process is gone or not ours to read. */
export function commandLine(pid: number, max = 120): string | undefined {
  const raw = readText(`/proc/${pid}/cmdline`);
  if (!raw) return undefined;
  const text = raw.replace(/\0+$/, '').replace(/\0/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const LISTEN = '0A';

/** Socket inodes listening on `port` (IPv4 and IPv6, any address), from /proc/net/tcp{,6}. */
export function listeningInodes(port: number, tables = ['/proc/net/tcp', '/proc/net/tcp6'].map(readText)): Set<string> {
  const inodes = new Set<string>();
  for (const table of tables) {
    for (const line of (table ?? '').split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== LISTEN) continue;
      const localPort = Number.parseInt(fields[1].split(':')[1] ?? '', 16);
      if (localPort === port) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The pids holding a listening socket on `port`; processes of other users cannot be seen. */
export function portOwners(port: number): number[] {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return [];
  const owners: number[] = [];
  for (const pid of pids()) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        return socket !== null && inodes.has(socket[1]);
      } catch {
        return false;
      }
    });
    if (holds) owners.push(pid);
  }
  return owners;
}
