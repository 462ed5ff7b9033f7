import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/config-path.ts';
import { makeAudioSite } from './config/fixtures/audio-site.ts';
import { runCheckConfig } from './config/fixtures/run-check-config.ts';
import { generateRoster } from './new-site/generated-roster.ts';
import { timeoutFor } from './test/timeout.ts';

// Each run starts Node and tsx; on a busy machine that takes seconds.
describe('npm run check:config', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('exits 0 with a one-line OK for the shipped config', async () => {
    const run = await runCheckConfig([], { SITE_CONFIG: '' });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^site\.config\.yaml is valid \(\d+ ms\)\n$/);
  });

  it('exits 1 with every located error for an invalid file, also when named by SITE_CONFIG', async () => {
    const shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    const file = join(dir, 'broken.yaml');
    await writeFile(
      file,
      shipped
        .replace('type: videos', 'type: vidoes')
        .replace('url: https://marlowekane.com', 'url: http://marlowekane.com'),
    );
    for (const run of [await runCheckConfig([file]), await runCheckConfig([], { SITE_CONFIG: file })]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/broken\.yaml:5:8: expected a URL starting with https:\/\//);
      expect(run.stderr).toMatch(/broken\.yaml:\d+:11: section type 'vidoes' is not known; did you mean 'videos'\?/);
      expect(run.stderr).toMatch(/2 errors in .*broken\.yaml\n$/);
      expect(run.stderr).not.toContain('\x1b[');
    }
  });

  it('reports a misspelt top-level key first and alone, counting the errors that follow from it', async () => {
    const shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    const file = join(dir, 'sectons.yaml');
    await writeFile(file, shipped.replace('\nsections:\n', '\nsectons:\n'));
    const run = await runCheckConfig([file]);
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /sectons\.yaml:\d+:1: unknown property 'sectons' at the top level; did you mean 'sections'\?$/,
    );
    expect(lines.filter((line) => /sectons\.yaml:\d+:\d+:/.test(line))).toHaveLength(1);
    // Every nav, button and footer target of the shipped site (15 today).
    expect(run.stderr).toMatch(/\n {2}and \d+ errors that follow from it, shown once it is fixed\n/);
    expect(lines.at(-1)).toMatch(/^1 error in .*sectons\.yaml, and \d+ errors that follow from it$/);
  });

  it('exits 2 when the file cannot be read', async () => {
    const run = await runCheckConfig([join(dir, 'missing.yaml')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cannot read .*missing\.yaml \(ENOENT\)\n$/);
  });

  it('checks the audio as the build does: a missing file is a located error, a damaged one a located warning', async () => {
    const site = await makeAudioSite();
    try {
      const env = { SITE_PUBLIC_DIR: site.publicDir };
      const failing = await runCheckConfig([site.config], env);
      expect(failing.code).toBe(1);
      expect(failing.stdout).toBe('');
      const missing = new RegExp(
        `site\\.yaml:(\\d+):16: audio file /audio/gone\\.mp3 does not exist \\(looked for ${join(site.publicDir, 'audio/gone.mp3')}\\); put the MP3 there or fix the path\n`,
      );
      const damaged = new RegExp(
        `\\.yaml:(\\d+):16: warning: audio file /audio/damaged\\.mp3: 999 bytes at byte ${site.offset} are not MP3 audio \\(junk or a damaged frame\\); they were skipped and the track plays 0:40 \\(39\\.6 s\\)\\. Export the file again for a clean copy\n`,
      );
      expect(failing.stderr).toMatch(missing);
      expect(failing.stderr).toMatch(damaged);
      expect(failing.stderr).toMatch(/> \d+ \| {9}audio: \/audio\/gone\.mp3\n/);
      expect(failing.stderr).toMatch(/\n1 error in .*site\.yaml\n$/);
      // Lines as the shipped config has them: the edit changed no line numbers.
      const shipped = (await readFile(join(repoRoot, 'site.config.yaml'), 'utf8')).split('\n');
      expect(Number(missing.exec(failing.stderr)![1])).toBe(
        shipped.indexOf('        audio: /audio/night-drive.mp3') + 1,
      );
      expect(Number(damaged.exec(failing.stderr)![1])).toBe(
        shipped.indexOf('        audio: /audio/golden-hour.mp3') + 1,
      );

      // With the missing file fixed, the config is valid and the warning stays; every run after the first reads the facts from the cache.
      const first = await runCheckConfig([site.damagedOnly], env);
      const second = await runCheckConfig([site.damagedOnly], env);
      for (const run of [first, second]) {
        expect(run.code).toBe(0);
        expect(run.stderr).toMatch(damaged);
        expect(run.stdout).toMatch(/damaged-only\.yaml is valid, with 1 audio warning \(\d+ ms\)\n$/);
      }
    } finally {
      await rm(site.dir, { recursive: true, force: true });
    }
  });

  // Five runs of check:config over a three-site roster, each starting Node: 13.3 s idle.
  it(
    '--site checks one roster site; --all checks every one to the end and closes with a table',
    { timeout: timeoutFor(13.3) },
    async () => {
      const roster = join(dir, 'roster');
      const [, broken] = await generateRoster(roster, ['ada-moss', 'bo-reed', 'cy-lane'], { projectId: 'demo-roster' });
      const source = await readFile(broken!.configFile, 'utf8');
      await writeFile(
        broken!.configFile,
        source.replace('url: "https://bo-reed.example"', 'url: "http://bo-reed.example"'),
      );
      const env = { SITES_DIR: roster, SITE_CONFIG: '' };

      const one = await runCheckConfig(['--site', 'ada-moss'], env);
      expect(one).toMatchObject({ code: 0, stderr: '' });
      expect(one.stdout).toMatch(/roster\/ada-moss\/site\.yaml is valid/);

      const all = await runCheckConfig(['--all'], env);
      expect(all.code).toBe(1);
      const table = all.stdout.slice(all.stdout.indexOf('\nsite '));
      expect(table).toMatch(/\nada-moss +ok +\d+\.\d s\n/);
      expect(table).toMatch(
        /\nbo-reed +FAILED +\d+\.\d s +1 located\n +.*bo-reed\/site\.yaml:\d+:8: expected a URL starting with https:\/\//,
      );
      // The site after the failing one was checked too.
      expect(table).toMatch(/\ncy-lane +ok +\d+\.\d s\n/);
      expect(table).toMatch(/2 of 3 sites valid, 1 failed/);
      expect(all.stderr).toMatch(/\[bo-reed\] .*site\.yaml:\d+:8: expected a URL/);

      const unknown = await runCheckConfig(['--site', 'nobody'], env);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/--site nobody: there is no .*; the roster has ada-moss, bo-reed, cy-lane/);
    },
  );
});
