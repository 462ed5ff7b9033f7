import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { commandLine, familyOf, isAlive, listeningInodes, parseStat, portOwners, processInfo, type ProcessInfo } from './proc.ts';
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

/** The pids of `sleep SECONDS` processes below `pid`, once there are `count` of them. */
async function sleepers(pid: number, seconds: number, count: number): Promise<ProcessInfo[]> {
  for (let i = 0; i < 100; i++) {
    const found = familyOf([pid], []).filter((info) => commandLine(info.pid) === `sleep ${seconds}`);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${count} × sleep ${seconds} below ${pid}`);
}

describe('proc', () => {
  it('reads a stat line whose command name holds spaces and parentheses', () => {
    const stat = '4242 (my (odd) cmd) S 17 4242 4242 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 1 0 987654 1000 10';
    expect(parseStat(stat)).toEqual({ pid: 4242, ppid: 17, pgid: 4242, startTime: 987654 });
  });

  it('finds listening sockets by port in /proc/net/tcp text, IPv4 and IPv6', () => {
    const tcp = [
      '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 111 1 0 100 0 0 10 0',
      '   1: 0100007F:1F90 0100007F:D431 01 00000000:00000000 00:00000000 00000000     0        0 222 1 0 20 4 30 10 -1',
    ].join('\n');
    const tcp6 = [
      '  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode',
      '   0: 00000000000000000000000000000000:1389 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 333 1 0 100 0 0 10 0',
    ].join('\n');
    expect([...listeningInodes(8080, [tcp, tcp6])]).toEqual(['111']);
    expect([...listeningInodes(5001, [tcp, tcp6])]).toEqual(['333']);
    expect([...listeningInodes(5000, [tcp, tcp6])]).toEqual([]);
  });

  it('names the process that listens on a port', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(portOwners(port)).toEqual([process.pid]);
    } finally {
      server.close();
    }
  });
});

describe('ProcessSet', () => {
  it('stops a grandchild that moved to a session of its own', async () => {
    const set = newSet();
    const shell = set.start('shell', '/bin/sh', ['-c', 'setsid sleep 61 & sleep 62 & wait']);
    const found = await sleepers(shell.process.pid as number, 61, 1);
    expect(processInfo(found[0].pid)?.pgid).not.toBe(shell.process.pid);
    expect(await set.stop()).toBeGreaterThanOrEqual(3);
    expect(found.filter(isAlive)).toEqual([]);
  });

  it('stops what outlived its parent, once seen', async () => {
    const set = newSet();
    const shell = set.start('launcher', '/bin/sh', ['-c', 'setsid sleep 63 & sleep 1']);
    const [orphan] = await sleepers(shell.process.pid as number, 63, 1);
    set.snapshot();
    await shell.exited;
    expect(isAlive(orphan)).toBe(true);
    await set.stop();
    expect(isAlive(orphan)).toBe(false);
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
    expect(isAlive(sleeper)).toBe(false);
    expect(stubborn.process.signalCode).toBe('SIGKILL');
  }, 20_000);
});
