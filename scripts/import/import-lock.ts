/**
 * One import per site at a time. An import reads the site's YAML at its start and writes it back
 * minutes later; a second import in between would write over the first one's tracks. The lock
 * is a file beside the YAML, created exclusively (an atomic test-and-set on every file system
 * the kit runs on, macOS, Linux and Windows alike), that names the import holding it.
 */
import { readFileSync, unlinkSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { constants, hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigLoadError } from '../config/config-error.ts';
import { displayPath } from '../config/format-errors.ts';

export interface LockHolder {
  pid: number;
  host: string;
  /** When it started, as an ISO time. */
  started: string;
  /** The command line it was started with. */
  command: string;
}

export interface ImportLock {
  file: string;
  /** The holder of a lock left by an import that no longer runs, which this one took over. */
  tookOver: LockHolder | null;
  /** Removes the lock if it is still this import's; also done on exit and on Ctrl-C. */
  release(): void;
}

export class ImportLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportLockedError';
  }
}

export const lockFileOf = (configFile: string): string => `${configFile}.import-lock`;

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-28 19:12:04`, in the reader's time zone. */
export function localTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** `pid 4242 on studio-mac, since 2026-11-28 19:12:04 (npm run import -- masters)` */
export const describeHolder = (holder: LockHolder): string =>
  `pid ${holder.pid} on ${holder.host}, since ${localTime(holder.started)} (${holder.command})`;

function isHolder(value: unknown): value is LockHolder {
  const v = value as Partial<LockHolder> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.pid) &&
    typeof v.host === 'string' &&
    typeof v.started === 'string' &&
    typeof v.command === 'string'
  );
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The lock's holder and its text, or null when there is no lock. A lock read in the instant
 * between its creation and its content being written is empty: read again a few times first.
 */
async function readHolder(file: string): Promise<{ holder: LockHolder | null; text: string } | null> {
  for (let attempt = 0; ; attempt++) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (codeOf(error) === 'ENOENT') return null;
      throw error;
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Told apart below.
    }
    if (isHolder(parsed)) return { holder: parsed, text };
    if (attempt === 4) return { holder: null, text };
    await sleep(20);
  }
}

/** Whether the holder's process still runs; one on another machine is taken to run, as this one cannot tell. */
function runs(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return codeOf(error) !== 'ESRCH';
  }
}

/** The import holding the site's lock, if one runs. */
export async function runningImport(configFile: string): Promise<LockHolder | null> {
  const held = await readHolder(lockFileOf(configFile));
  return held?.holder && runs(held.holder) ? held.holder : null;
}

/**
 * Moves a lock judged stale out of the way. Another import may have taken it over between the
 * reading and the moving: then what was moved is that import's live lock, and it goes back.
 */
async function setAside(file: string, stale: string): Promise<boolean> {
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) === stale) {
    await rm(aside, { force: true });
    return true;
  }
  await rename(aside, file);
  return false;
}

function refusal(configFile: string, file: string, holder: LockHolder): ImportLockedError {
  const elsewhere = holder.host !== hostname();
  return new ImportLockedError(
    `another import runs on ${displayPath(configFile)}: ${describeHolder(holder)}. One import per site runs at a time: wait for it to end, then run this one again; its lock is ${displayPath(file)} (${
      elsewhere
        ? 'that import runs on another machine, so this one cannot tell whether it still runs: if no import runs there, delete it'
        : `if pid ${holder.pid} is no import any more, delete it`
    }).`,
  );
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Takes the site's import lock, or throws ImportLockedError naming the import that holds it. A
 * lock whose process is gone (same machine, no such pid) is taken over; `tookOver` names it.
 */
export async function takeImportLock(configFile: string, command: string): Promise<ImportLock> {
  const file = lockFileOf(configFile);
  const text = `${JSON.stringify({ pid: process.pid, host: hostname(), started: new Date().toISOString(), command } satisfies LockHolder)}\n`;
  let tookOver: LockHolder | null = null;
  for (let attempt = 0; ; attempt++) {
    if (attempt === 5)
      throw new ImportLockedError(
        `${displayPath(file)}: other imports keep taking this site's lock; run this one again when they end.`,
      );
    try {
      await writeFile(file, text, { flag: 'wx' });
      break;
    } catch (error) {
      const code = codeOf(error);
      // No such folder: the config cannot be read either, and is reported as the read would.
      if (code === 'ENOENT' || code === 'ENOTDIR')
        throw new ConfigLoadError('unreadable', configFile, [], `cannot read ${displayPath(configFile)} (${code})`);
      if (code !== 'EEXIST')
        throw new ImportLockedError(
          `cannot create ${displayPath(file)} (${code ?? String(error)}): the import writes in the folder of the site's YAML.`,
        );
    }
    const held = await readHolder(file);
    if (!held) continue;
    if (!held.holder)
      throw new ImportLockedError(
        `${displayPath(file)} does not say which import holds it; if no import runs on this site, delete it.`,
      );
    if (runs(held.holder)) throw refusal(configFile, file, held.holder);
    if (await setAside(file, held.text)) tookOver = held.holder;
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    for (const signal of SIGNALS) process.off(signal, onSignal);
    try {
      // Only its own: a lock a user deleted and another import took since is that import's.
      if (readFileSync(file, 'utf8') === text) unlinkSync(file);
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') throw error;
    }
  };
  // Ctrl-C ends the process as it would have, without the lock: the next import needs no note.
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    process.exit(128 + (constants.signals[signal] ?? 0));
  };
  process.on('exit', release);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return { file, tookOver, release };
}
