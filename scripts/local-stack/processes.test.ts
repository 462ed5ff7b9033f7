import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLsofPids, portOwners } from './port-owners.ts';
import { commandLine, familyOf, isAlive, parsePsTable, processInfo, type ProcessInfo } from './process-table.ts';
import { ProcessSet } from './processes.ts';

const sets: ProcessSet[] = [];
afterEach(async () => {
  for (const set of sets.splice(0)) await set.stop(0);
});

function newSet(): ProcessSet {
  const set = new ProcessSet();
  sets.push(set);
  return set;
}

/**
 * A shell command: Node starts `sleep SECONDS` in a new session (setsid(2), as `detached` does on
 * macOS and Linux alike), then waits for it, or exits after `exitAfterMs` leaving it orphaned.
 */
function detachedSleep(seconds: number, exitAfterMs?: number): string {
  const child = `require("node:child_process").spawn("sleep", ["${seconds}"], { detached: true, stdio: "ignore" })`;
  const script = exitAfterMs === undefined ? child : `${child}.unref(); setTimeout(() => {}, ${exitAfterMs})`;
  return `"${process.execPath}" -e '${script}'`;
}

/** The pids of `sleep SECONDS` processes below `pid`, once there are `count` of them. */
async function sleepers(pid: number, seconds: number, count: number): Promise<ProcessInfo[]> {
  for (let i = 0; i < 100; i++) {
    const found = familyOf([pid], []).filter((info) => commandLine(info.pid) === `sleep ${seconds}`);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${count} × sleep ${seconds} below ${pid}`);
}

describe('process table', () => {
  it('reads ps lines from procps (Linux) and BSD ps (macOS) alike, zombies marked', () => {
    const procps = [
      '    1     0     0 Ss   Mon Nov 23 11:59:24 2026',
      ' 4242    17  4242 Z    Tue Nov  3 08:05:09 2026',
    ].join('\n');
    const bsd = [
      '  412     1   412 Ss     Mon Nov 23 09:14:02 2026',
      '98765   412   412 S+     Mon Nov 23 09:14:03 2026',
      '',
    ].join('\n');
    expect(parsePsTable(procps)).toEqual([
      { pid: 1, ppid: 0, pgid: 0, started: 'Mon Nov 23 11:59:24 2026', zombie: false },
      { pid: 4242, ppid: 17, pgid: 4242, started: 'Tue Nov  3 08:05:09 2026', zombie: true },
    ]);
    expect(parsePsTable(bsd).map(({ pid, ppid, pgid, zombie }) => [pid, ppid, pgid, zombie])).toEqual([
      [412, 1, 412, false],
      [98765, 412, 412, false],
    ]);
  });

  it('sees this process, its parent and its start, and tells a reused pid from the one it knew', () => {
    const me = processInfo(process.pid);
    expect(me).toMatchObject({ pid: process.pid, ppid: process.ppid, zombie: false });
    expect(isAlive(me as ProcessInfo)).toBe(true);
    expect(isAlive({ ...(me as ProcessInfo), started: 'Thu Jan  1 00:00:00 1970' })).toBe(false);
    expect(commandLine(process.pid, 1000)).toContain(process.argv0.split('/').pop());
  });

  it('reads pids from lsof -t', () => {
    expect(parseLsofPids('123\n456\n123\n')).toEqual([123, 456]);
    expect(parseLsofPids('')).toEqual([]);
  });

  it('names the process that listens on a port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(portOwners(port)).toEqual({ pids: [process.pid] });
    } finally {
      server.close();
    }
    await new Promise((resolve) => server.once('close', resolve));
    expect(portOwners(port)).toEqual({ pids: [] });
  });
});

describe('ProcessSet', () => {
  it('stops a grandchild that moved to a session of its own', async () => {
    const set = newSet();
    const shell = set.start('shell', '/bin/sh', ['-c', `${detachedSleep(61)} & sleep 62 & wait`]);
    const found = await sleepers(shell.process.pid as number, 61, 1);
    expect(processInfo(found[0]!.pid)?.pgid).not.toBe(shell.process.pid);
    expect(await set.stop()).toBeGreaterThanOrEqual(3);
    expect(found.filter(isAlive)).toEqual([]);
  });

  it('stops what outlived its parent, once seen', async () => {
    const set = newSet();
    const shell = set.start('launcher', '/bin/sh', ['-c', `${detachedSleep(63, 1000)} & sleep 1`]);
    const [orphan] = await sleepers(shell.process.pid as number, 63, 1);
    set.snapshot();
    await shell.exited;
    expect(isAlive(orphan!)).toBe(true);
    await set.stop();
    expect(isAlive(orphan!)).toBe(false);
  });

  it('ends at once what ignores SIGTERM when asked a second time', async () => {
    const set = newSet();
    const stubborn = set.start('stubborn', '/bin/sh', ['-c', "trap '' TERM; sleep 64 & wait"]);
    const [sleeper] = await sleepers(stubborn.process.pid as number, 64, 1);
    const first = set.stop(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = set.stop();
    expect(second).toBe(first);
    await first;
    expect(isAlive(sleeper!)).toBe(false);
    expect(stubborn.process.signalCode).toBe('SIGKILL');
  }, 20_000);
});
