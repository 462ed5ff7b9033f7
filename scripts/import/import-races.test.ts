import { execFile, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigLoadError } from '../config/config-error.ts';
import { repoRoot } from '../config/config-path.ts';
import { writeWav } from '../test/audio/make-masters.ts';
import { ImportLockedError, lockFileOf } from './import-lock.ts';
import { ImportError, runImport, type ImportOptions } from './run-import.ts';

// Two imports of one site, or an import and an editor, at the same time.
describe('an import beside another import or an edit', { timeout: 60_000 }, () => {
  let dir: string;
  let shipped: string;
  const configFile = () => join(dir, 'site.yaml');
  const audio = () => join(dir, 'public', 'audio');

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-import-races-'));
    shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    await writeFile(configFile(), shipped);
    await mkdir(join(dir, 'a'));
    await mkdir(join(dir, 'b'));
    await writeWav(
      join(dir, 'a', 'Dawn.wav'),
      { seconds: 1, seed: 1 },
      { id3: { title: 'Dawn', bpm: 70, key: 'C major', composers: ['Marlowe Kane'] } },
    );
    await writeWav(
      join(dir, 'a', 'Dusk.wav'),
      { seconds: 1, seed: 2 },
      { id3: { title: 'Dusk', bpm: 80, key: 'D minor', composers: ['Marlowe Kane'] } },
    );
    await writeWav(
      join(dir, 'b', 'Noon.wav'),
      { seconds: 1, seed: 3 },
      { id3: { title: 'Noon', bpm: 90, key: 'E minor', composers: ['Marlowe Kane'] } },
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const options = (folder: string, extra: Partial<ImportOptions> = {}): ImportOptions => ({
    paths: [join(dir, folder)],
    defaults: { vocals: 'instrumental' },
    configFile: configFile(),
    publicDir: join(dir, 'public'),
    threads: 1,
    log: () => undefined,
    ...extra,
  });

  it('refuses a second import of the site while one runs, naming it, and keeps the first one’s tracks', async () => {
    let second: Promise<unknown> | undefined;
    const first = await runImport(
      options('a', {
        command: 'npm run import -- a',
        // While the first encodes, with the YAML read and the lock held.
        progress: () => {
          second ??= runImport(options('b', { command: 'npm run import -- b' })).catch((error: unknown) => error);
        },
      }),
    );
    const refused = await second;
    expect(refused).toBeInstanceOf(ImportLockedError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `^another import runs on ${configFile()}: pid ${process.pid} on ${hostname()}, since .* \\(npm run import -- a\\)`,
      ),
    );
    expect(first.added.map((track) => track.id)).toEqual(['dawn', 'dusk']);
    const text = await readFile(configFile(), 'utf8');
    expect(text).toContain('      - id: dawn\n');
    expect(text).toContain('      - id: dusk\n');
    expect(text).not.toContain('noon');
    expect((await readdir(audio())).sort()).toEqual(['dawn.mp3', 'dusk.mp3']);
    expect(existsSync(lockFileOf(configFile()))).toBe(false);
  });

  it('fails the write when the YAML was edited while the import ran: the edit kept, the file named, its previews removed', async () => {
    const edited = `${shipped}# saved by hand while the import ran\n`;
    const importing = runImport(
      options('a', {
        progress: () => writeFileSync(configFile(), edited),
      }),
    );
    await expect(importing).rejects.toThrow(ImportError);
    await expect(importing).rejects.toThrow(
      `${configFile()} changed since the import read it (an edit saved meanwhile?): nothing was written to it, and it is as that edit left it. The 2 previews this import wrote are removed. Run the import again to add its tracks to the file as it is now.`,
    );
    expect(await readFile(configFile(), 'utf8')).toBe(edited);
    expect(await readdir(audio())).toEqual([]);
    // No temporary file, no lock left behind.
    expect((await readdir(dir)).sort()).toEqual(['a', 'b', 'public', 'site.yaml']);
  });

  it('takes over the lock of an import that died, with a note, and adds its tracks', async () => {
    const pid = await new Promise<number>((done) => {
      const child = spawn(process.execPath, ['-e', '']);
      child.on('exit', () => done(child.pid!));
    });
    await writeFile(
      lockFileOf(configFile()),
      JSON.stringify({ pid, host: hostname(), started: '2026-01-02T03:04:05.000Z', command: 'npm run import -- a' }),
    );
    const lines: string[] = [];
    const result = await runImport(options('b', { log: (line) => lines.push(line) }));
    expect(result.added.map((track) => track.id)).toEqual(['noon']);
    expect(lines[0]).toMatch(
      new RegExp(
        `^ {2}Took over ${lockFileOf(configFile())}: the import that held it \\(pid ${pid}, since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\) no longer runs\\.$`,
      ),
    );
    expect(existsSync(lockFileOf(configFile()))).toBe(false);
  });

  it('--dry-run runs beside an import, says so, and leaves its lock alone', async () => {
    const lock = JSON.stringify({
      pid: process.pid,
      host: hostname(),
      started: '2026-01-02T03:04:05.000Z',
      command: 'npm run import -- a',
    });
    await writeFile(lockFileOf(configFile()), lock);
    const lines: string[] = [];
    const result = await runImport(options('b', { dryRun: true, log: (line) => lines.push(line) }));
    expect(result.exitCode).toBe(0);
    expect(lines[0]).toMatch(
      new RegExp(
        `^ {2}An import runs on this site \\(pid ${process.pid} on ${hostname()}, since 2026-01-0[12] \\d\\d:\\d\\d:05 \\(npm run import -- a\\)\\); this plan is of ${configFile()} before it adds its tracks\\.$`,
      ),
    );
    expect(await readFile(lockFileOf(configFile()), 'utf8')).toBe(lock);
    expect(await readFile(configFile(), 'utf8')).toBe(shipped);
  });

  it('reports a config in a folder that does not exist as unreadable, as before the lock', async () => {
    const missing = join(dir, 'no-such-site', 'site.yaml');
    const importing = runImport(options('b', { configFile: missing }));
    await expect(importing).rejects.toThrow(ConfigLoadError);
    await expect(importing).rejects.toMatchObject({ kind: 'unreadable', message: `cannot read ${missing} (ENOENT)` });
  });

  it('npm run import exits 1 naming the import that runs', async () => {
    await writeFile(
      lockFileOf(configFile()),
      JSON.stringify({
        pid: process.pid,
        host: hostname(),
        started: new Date().toISOString(),
        command: 'npm run import -- a',
      }),
    );
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'scripts/cli.ts'), 'import', 'b'],
        { cwd: repoRoot, env: { ...process.env, INIT_CWD: dir, SITE_CONFIG: 'site.yaml', SITE_PUBLIC_DIR: 'public' } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toMatch(
      /^another import runs on site\.yaml: pid \d+ on .*\(npm run import -- a\).*its lock is site\.yaml\.import-lock/s,
    );
    expect(await readFile(configFile(), 'utf8')).toBe(shipped);
  });
});
