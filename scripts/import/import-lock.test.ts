import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { ImportLockedError, lockFileOf, runningImport, takeImportLock } from './import-lock.ts';

/** The pid of a process that has ended. */
function deadPid(): Promise<number> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('exit', () => done(child.pid!));
  });
}

describe('the import lock', () => {
  let dir: string;
  const configFile = () => join(dir, 'site.yaml');
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-lock-'));
    await writeFile(configFile(), 'sections: []\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('holds the pid, host, start and command line beside the YAML, refuses a second import and is gone on release', async () => {
    const lock = await takeImportLock(configFile(), 'npm run import -- masters');
    expect(lock.file).toBe(join(dir, 'site.yaml.import-lock'));
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toEqual({
      pid: process.pid,
      host: hostname(),
      started: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      command: 'npm run import -- masters',
    });
    const second = takeImportLock(configFile(), 'npm run import -- more');
    await expect(second).rejects.toThrow(ImportLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(
        `^another import runs on ${dir}/site\\.yaml: pid ${process.pid} on ${hostname()}, since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d \\(npm run import -- masters\\)`,
      ),
    );
    await expect(second).rejects.toThrow(`its lock is ${lock.file}`);
    expect((await runningImport(configFile()))?.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(await runningImport(configFile())).toBeNull();
    // Released, the site takes the next import.
    (await takeImportLock(configFile(), 'npm run import -- more')).release();
  });

  it('takes over the lock of an import whose process is gone, and says so', async () => {
    const pid = await deadPid();
    const stale = { pid, host: hostname(), started: '2026-01-02T03:04:05.000Z', command: 'npm run import -- old' };
    await writeFile(lockFileOf(configFile()), JSON.stringify(stale));
    expect(await runningImport(configFile())).toBeNull();
    const lock = await takeImportLock(configFile(), 'npm run import -- new');
    expect(lock.tookOver).toEqual(stale);
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'npm run import -- new',
    });
    lock.release();
    expect(await readdir(dir)).toEqual(['site.yaml']);
  });

  it("leaves another machine's lock alone: it cannot tell whether that import runs", async () => {
    const other = {
      pid: 1,
      host: 'studio-mac',
      started: '2026-01-02T03:04:05.000Z',
      command: 'npm run import -- there',
    };
    await writeFile(lockFileOf(configFile()), JSON.stringify(other));
    await expect(takeImportLock(configFile(), 'npm run import -- here')).rejects.toThrow(
      /pid 1 on studio-mac, since .*if no import runs there, delete it/,
    );
    expect(JSON.parse(await readFile(lockFileOf(configFile()), 'utf8'))).toEqual(other);
  });

  it('refuses, naming the file, a lock that does not say who holds it', async () => {
    await writeFile(lockFileOf(configFile()), 'not json');
    await expect(takeImportLock(configFile(), 'npm run import')).rejects.toThrow(
      `${lockFileOf(configFile())} does not say which import holds it; if no import runs on this site, delete it`,
    );
  });

  /** A process that takes the lock, says 'locked' and whether the lock file is there, then runs `then`. */
  async function lockInChild(then: string) {
    const script = join(dir, 'hold.mts');
    await writeFile(
      script,
      [
        "import { existsSync } from 'node:fs';",
        `import { lockFileOf, takeImportLock } from ${JSON.stringify(pathToFileURL(join(repoRoot, 'scripts/import/import-lock.ts')).href)};`,
        `await takeImportLock(${JSON.stringify(configFile())}, 'npm run import -- held');`,
        `process.stdout.write(\`locked \${existsSync(lockFileOf(${JSON.stringify(configFile())}))}\\n\`);`,
        then,
      ].join('\n'),
    );
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const locked = new Promise<string>((done) =>
      child.stdout.on('data', (data: Buffer) => {
        out += data.toString();
        if (out.includes('\n')) done(out);
      }),
    );
    const code = new Promise<number | null>((done) => child.on('exit', (exit) => done(exit)));
    return { child, locked, code };
  }

  it.skipIf(process.platform === 'win32')(
    'is released when the import is stopped with Ctrl-C',
    { timeout: 60_000 },
    async () => {
      const { child, locked, code } = await lockInChild('setInterval(() => undefined, 1000);');
      expect(await locked).toBe('locked true\n');
      expect(existsSync(lockFileOf(configFile()))).toBe(true);
      child.kill('SIGINT');
      expect(await code).toBe(130);
      expect(existsSync(lockFileOf(configFile()))).toBe(false);
    },
  );

  it('is released when the process exits without releasing it', { timeout: 60_000 }, async () => {
    const { locked, code } = await lockInChild('process.exit(3);');
    expect(await locked).toBe('locked true\n');
    expect(await code).toBe(3);
    expect(existsSync(lockFileOf(configFile()))).toBe(false);
  });
});
