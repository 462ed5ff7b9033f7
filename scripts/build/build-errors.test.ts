import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { makeAudioSite, type AudioSite } from '../config/fixtures/audio-site.ts';
import { runCheckConfig } from '../config/fixtures/run-check-config.ts';
import { runBuild } from '../config/fixtures/run-build.ts';

describe('npm run build with a config whose audio is missing or damaged', { timeout: 120_000 }, () => {
  let site: AudioSite;
  beforeAll(async () => {
    site = await makeAudioSite();
  });
  afterAll(() => rm(site.dir, { recursive: true, force: true }));

  it('prints the located report once, as check:config does, exits 1, and shows no bundler error or stack', async () => {
    const env = { SITE_CONFIG: site.config, SITE_PUBLIC_DIR: site.publicDir };
    const run = await runBuild(env, join(site.dir, 'dist'));
    expect(run.code).toBe(1);
    const check = await runCheckConfig([site.config], { SITE_PUBLIC_DIR: site.publicDir });
    // The same words, frames and count as the CLI: the editor reads one report whichever they ran.
    expect(run.output).toContain(check.stderr);
    expect(run.output.split(check.stderr)).toHaveLength(2);
    expect(run.output).toMatch(/site\.yaml:\d+:16: audio file \/audio\/gone\.mp3 does not exist/);
    expect(run.output).toMatch(
      /site\.yaml:\d+:16: warning: audio file \/audio\/damaged\.mp3: 999 bytes at byte \d+ are not MP3 audio/,
    );
    expect(run.output).not.toMatch(/Rolldown|RollupError|\[plugin /);
    expect(run.output).not.toMatch(/^ {4}at /m);
    await expect(readFile(join(site.dir, 'dist/index.html'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a schema error in the config is reported the same way: once, located, exit 1, no stack', async () => {
    const shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
    const file = join(site.dir, 'typo.yaml');
    await writeFile(file, shipped.replace('type: videos', 'type: vidoes'));
    const run = await runBuild({ SITE_CONFIG: file }, join(site.dir, 'dist'));
    expect(run.code).toBe(1);
    expect(
      run.output.match(/typo\.yaml:\d+:11: section type 'vidoes' is not known; did you mean 'videos'\?/g),
    ).toHaveLength(1);
    expect(run.output).not.toMatch(/Rolldown|RollupError|\[plugin /);
    expect(run.output).not.toMatch(/^ {4}at /m);
  });
});
