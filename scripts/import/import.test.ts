import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { writeWav } from '../test/audio/make-masters.ts';

function cli(args: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'scripts/cli.ts'), 'import', ...args],
      { cwd: repoRoot, env: { ...process.env, INIT_CWD: cwd, SITE_CONFIG: 'site.yaml', SITE_PUBLIC_DIR: 'public' } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

// Each run starts Node and tsx; on a busy machine that takes seconds.
describe('npm run import', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-import-cli-'));
    await writeFile(join(dir, 'site.yaml'), await readFile(join(repoRoot, 'site.config.yaml')));
    await writeWav(
      join(dir, 'Dawn.wav'),
      { seconds: 1 },
      { id3: { title: 'Dawn', bpm: 70, key: 'C major', composers: ['Marlowe Kane'] } },
    );
    await writeFile(join(dir, 'sheet.csv'), 'Title,Vocals\nDawn,instrumental\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes paths, the sheet and the site from where npm was run, and exits 0 when all is imported', async () => {
    const dry = await cli(['Dawn.wav', '--sheet', 'sheet.csv', '--dry-run'], dir);
    expect(dry).toMatchObject({ code: 0 });
    expect(dry.stdout).toMatch(
      /^\+ dawn: Dawn \(main\)\nDry run: would add 1 track to .*site\.yaml and write 1 preview \(0\.0 min of audio\)/,
    );
    const real = await cli(['.', '--sheet', 'sheet.csv'], dir);
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(
      /Added 1 track to .*site\.yaml; previews in .*public\/audio\/ \(0\.0 min of audio encoded in \d+ s/,
    );
    expect(await readFile(join(dir, 'site.yaml'), 'utf8')).toContain(
      '      - id: dawn\n        title: Dawn\n        audio: /audio/dawn.mp3\n',
    );
  });

  // A test a run or two: five runs in one took over a minute on a machine busy with other jobs.
  it('exits 1 with the located error for a bad sheet', async () => {
    await writeFile(join(dir, 'bad.csv'), 'Title,BPM\nDawn,slow\n');
    const bad = await cli(['Dawn.wav', '--sheet', 'bad.csv'], dir);
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toMatch(/bad\.csv:2: BPM 'slow' is not a number\n$/);
  });

  it('exits 2 with the usage for a wrong option value or a missing path', async () => {
    const wrong = await cli(['--prefer', 'tags', 'Dawn.wav'], dir);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("--prefer takes sheet or file, not 'tags'");
    expect((await cli([], dir)).stderr).toMatch(/^npm run import: PATH is missing\n/);
  });

  it('exits 2 naming the value for --vocals and for writers without shares', async () => {
    const vocals = await cli(['Dawn.wav', '--vocals', 'sometimes'], dir);
    expect([vocals.code, vocals.stderr]).toEqual([
      2,
      expect.stringContaining("--vocals takes instrumental, vocal or both, not 'sometimes'"),
    ]);
    const writers = await cli(['Dawn.wav', '--writer', 'Mia Park', '--writer', 'Theo Banks:50'], dir);
    expect([writers.code, writers.stderr]).toEqual([
      2,
      expect.stringContaining(
        '--writer: with 2 writers each gives its share, e.g. --writer "Mia Park:50"; Mia Park gives none',
      ),
    ]);
  });
});
