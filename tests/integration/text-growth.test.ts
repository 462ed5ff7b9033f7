import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildBytes, textGrowth, withMoreProse } from '../../tools/bench/text-growth.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';

const run = promisify(execFile);
const work = path.join(repoRoot, '.out/text-heavy-test');

describe('a site with more text', () => {
  // npm test builds dist/ from the shipped config in emulator mode just before this project runs.
  it('ships the same JavaScript, byte for byte; only its HTML grows', async () => {
    await rm(work, { recursive: true, force: true });
    await mkdir(work, { recursive: true });
    const { source, added } = withMoreProse(await readFile(path.join(repoRoot, 'site.config.yaml'), 'utf8'), 5000);
    await writeFile(path.join(work, 'site.config.yaml'), source);
    await run(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/cli.ts', 'build', '--mode', 'emulators', '--out-dir', path.join(work, 'dist')],
      {
        cwd: repoRoot,
        // Without vitest's NODE_ENV=test, which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production', SITE_CONFIG: path.join(work, 'site.config.yaml') },
      },
    );
    const growth = textGrowth(
      await buildBytes(path.join(repoRoot, 'dist')),
      await buildBytes(path.join(work, 'dist')),
      added,
    );
    expect(growth.changedJs).toEqual([]);
    expect(growth.jsGrowthGzip).toBe(0);
    expect(growth.htmlGrowthGzip).toBeGreaterThan(0);
    // Prose compresses to well under half its size in gzip.
    expect(growth.htmlPer1000Characters).toBeLessThan(500);
  }, 120_000);
});
