// npm run bench:roster [-- --sites 20] [--jobs 1]: generates a roster of N sites (as new-site
// writes them) under .bench/roster/, builds them all as `npm run build -- --all` does, each in its
// own process, and reports the total and per-site build time and dist size, and how much of each
// dist is byte-identical across sites (hashed files a CDN caches once per site).
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { resultsTable, runAll } from '../../scripts/config/run-all.ts';
import { generateRoster } from '../../scripts/new-site/generated-roster.ts';
import { defineCommand, wholeNumber } from '../../scripts/cli/command.ts';
import { commandLine } from '../../scripts/cli/command-line.ts';

export default defineCommand({
  name: 'bench:roster',
  summary:
    'Generates a roster of N sites and builds them all as build --all does: time, dist size, and what is byte-identical across sites.',
  usage: ['[--sites N] [--jobs N]'],
  options: {
    sites: { type: 'string', default: '20', value: 'N', help: 'how many sites to generate' },
    jobs: { type: 'string', default: '1', value: 'N', help: 'sites built at once' },
  },
  site: 'none',
  async run({ values }) {
    const count = wholeNumber('sites', values.sites, 1)!;
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    async function filesOf(dir: string): Promise<string[]> {
      const entries = await readdir(dir, { withFileTypes: true, recursive: true });
      return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
    }

    const dir = join(repoRoot, '.bench/roster/sites');
    await rm(dir, { recursive: true, force: true });
    const names = Array.from({ length: count }, (_, index) => `artist-${String(index + 1).padStart(2, '0')}`);
    const sites = await generateRoster(dir, names, { projectId: 'demo-roster' });

    // The builds find the sites by name in this roster.
    process.env.SITES_DIR = dir;
    const started = performance.now();
    const results = await runAll(sites, {
      command: commandLine('build'),
      jobs,
      // The builds' progress lines would bury the figures: only what they say on stderr is shown.
      write: (line, stream) => stream === 'stderr' && console.error(line),
    });
    const wallMs = performance.now() - started;
    console.log(resultsTable(results, 'built'));

    // Per site: its dist's bytes; across sites: files whose path and content every site shares.
    const seen = new Map<string, { bytes: number; sites: number }>();
    const rows: Array<{ site: string; ms: number; bytes: number; files: number }> = [];
    for (const [index, site] of sites.entries()) {
      const files = results[index]!.ok ? await filesOf(site.outDir) : [];
      let bytes = 0;
      for (const file of files) {
        const size = (await stat(file)).size;
        bytes += size;
        const key = `${relative(site.outDir, file)}:${createHash('sha256')
          .update(await readFile(file))
          .digest('hex')}`;
        const entry = seen.get(key) ?? { bytes: size, sites: 0 };
        entry.sites += 1;
        seen.set(key, entry);
      }
      rows.push({ site: site.name, ms: Math.round(results[index]!.ms), bytes, files: files.length });
    }
    const built = rows.filter((row) => row.files > 0);
    const shared = [...seen.values()].filter((entry) => entry.sites === built.length && built.length > 1);
    const sharedBytes = shared.reduce((sum, entry) => sum + entry.bytes, 0);
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length);
    const summary = {
      date: new Date().toISOString(),
      sites: count,
      jobs,
      built: built.length,
      wallSeconds: Number((wallMs / 1000).toFixed(1)),
      meanSiteSeconds: Number((mean(built.map((row) => row.ms)) / 1000).toFixed(2)),
      meanDistBytes: Math.round(mean(built.map((row) => row.bytes))),
      sharedFiles: shared.length,
      sharedBytesPerSite: sharedBytes,
      perSite: rows,
    };
    console.log(`\nsite        time      dist (files)`);
    for (const row of rows)
      console.log(
        `${row.site.padEnd(10)}  ${`${(row.ms / 1000).toFixed(1)} s`.padStart(6)}  ${kB(row.bytes).padStart(9)} (${row.files})`,
      );
    console.log(
      `\n${built.length} of ${count} sites built in ${summary.wallSeconds} s (${jobs} at a time); ${summary.meanSiteSeconds} s and ${kB(summary.meanDistBytes)} per site on average; ` +
        `${shared.length} files (${kB(sharedBytes)} of each dist) are byte-identical in every site.`,
    );
    await writeFile(join(repoRoot, '.bench/roster/results.json'), `${JSON.stringify(summary, null, 2)}\n`);
    return built.length === count ? 0 : 1;
  },
});
