import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import type { RosterSite } from '../config/roster.ts';
import { generateRoster } from '../new-site/generated-roster.ts';

function runBuild(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', 'build', ...args],
      { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1', SITE_CONFIG: '', ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('npm run build -- --all', { timeout: 180_000 }, () => {
  let dir: string;
  let sites: RosterSite[];
  beforeAll(async () => {
    await mkdir(join(repoRoot, '.out'), { recursive: true });
    dir = await mkdtemp(join(repoRoot, '.out/build-roster-'));
    sites = await generateRoster(dir, ['ada-moss', 'bo-reed', 'cy-lane'], { projectId: 'demo-roster' });
    const broken = sites[1]!;
    await writeFile(
      broken.configFile,
      (await readFile(broken.configFile, 'utf8')).replace('type: about', 'type: abuot'),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds each site into its own dist/ from its own files, goes past a failing one, and ends with the table', async () => {
    const run = await runBuild(['--all'], { SITES_DIR: dir });
    expect(run.code).toBe(1);
    const table = run.stdout.slice(run.stdout.indexOf('\nsite '));
    expect(table).toMatch(/\nada-moss +ok +\d+\.\d s\n/);
    expect(table).toMatch(
      /\nbo-reed +FAILED +\d+\.\d s +1 located\n +.*bo-reed\/site\.yaml:\d+:11: section type 'abuot' is not known; did you mean 'about'\?\n/,
    );
    expect(table).toMatch(/\ncy-lane +ok +\d+\.\d s\n/);
    expect(table).toMatch(/2 of 3 sites built, 1 failed/);
    for (const [site, artist] of [
      [sites[0]!, 'Ada Moss'],
      [sites[2]!, 'Cy Lane'],
    ] as const) {
      expect(await readFile(join(site.outDir, 'index.html'), 'utf8')).toContain(artist);
      expect(await readFile(join(site.outDir, 'favicon.svg'))).toEqual(
        await readFile(join(site.publicDir, 'favicon.svg')),
      );
      expect(await readFile(join(site.outDir, 'robots.txt'), 'utf8')).toContain(
        `https://${site.name}.example/sitemap.xml`,
      );
    }
    await expect(readFile(join(sites[1]!.outDir, 'index.html'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
