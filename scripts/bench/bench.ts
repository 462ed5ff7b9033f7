/**
 * `npm run bench`: builds the site, serves it and its no-JavaScript floor on loopback, runs
 * Lighthouse (mobile preset, simulated throttling) on both, and prints and saves the medians;
 * then, in Chromium, the JavaScript each island fetches when it wakes and the first tap's answer
 * time at 4x CPU slowdown; and builds a text-heavy variant to see what more prose costs.
 * A benchmark, not a test: it never fails on a missed target, only on a broken run.
 *   --runs N       Lighthouse runs per page (default 5)
 *   --skip-build   measure the existing dist/
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot as root, resolveConfigPath } from '../config/config-path.ts';
import { SHORTLIST_PATH } from '../../src/routes.ts';
import { exitOnUnsupportedPlatform } from '../local-stack/platform.ts';
import { ProcessSet } from '../local-stack/processes.ts';
import { launchChrome } from './chrome.ts';
import { firstLoadJs } from './first-load.ts';
import { bytesBeforeInteraction, measureIslandBytes, measureTaps } from './interaction.ts';
import { stripScripts } from './floor.ts';
import { runLighthouse, type RunFigures } from './lighthouse-run.ts';
import { summarise, type BenchResult } from './summary.ts';
import { formatTable } from './table.ts';
import { buildBytes, textGrowth, withMoreProse, type TextGrowth } from './text-growth.ts';
import { readSite, serveStatic, withFile } from './static-server.ts';

exitOnUnsupportedPlatform();

const dist = path.join(root, 'dist');
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number, not '${values.runs}'`);

const started = performance.now();
const progress = (message: string) =>
  console.log(`[bench] ${message} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

async function packageVersion(name: string): Promise<string> {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

/** Each tap run loads the page afresh (only a first tap wakes an island), so runs are few; the median of 3 still drops one outlier. */
const TAP_RUNS = 3;

/** Characters of prose the text-heavy variant adds: about four long paragraphs. */
const EXTRA_PROSE = 5000;

/** Builds the config with more prose into .out/ and compares its JavaScript and HTML with dist/'s. */
async function measureTextGrowth(): Promise<TextGrowth> {
  const work = path.join(root, '.out/bench-text-heavy');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const { source, added } = withMoreProse(await readFile(resolveConfigPath(), 'utf8'), EXTRA_PROSE);
  const config = path.join(work, 'site.config.yaml');
  await writeFile(config, source);
  const outDir = path.join(work, 'dist');
  const code = await new ProcessSet().run('text-heavy build', 'npm', ['run', '--silent', 'build', '--', '--out-dir', outDir], {
    cwd: root,
    env: { ...process.env, SITE_CONFIG: config },
  });
  if (code !== 0) throw new Error(`the text-heavy build exited with ${code}`);
  return textGrowth(await buildBytes(dist), await buildBytes(outDir), added);
}

async function main() {
  if (values['skip-build']) progress('using the existing dist/ (--skip-build)');
  else {
    progress('building the site: npm run build');
    const code = await new ProcessSet().run('site build', 'npm', ['run', '--silent', 'build'], { cwd: root });
    if (code !== 0) throw new Error(`npm run --silent build exited with ${code}`);
  }
  const firstLoad = await firstLoadJs(dist);
  progress(`first-load JS: ${firstLoad.files.length} file(s), ${firstLoad.gzip} B gzipped`);
  const shortlistShell = `${SHORTLIST_PATH.slice(1)}.html`;
  const shortlistLoad = existsSync(path.join(dist, shortlistShell)) ? await firstLoadJs(dist, shortlistShell) : undefined;
  if (shortlistLoad) progress(`shortlist page (${shortlistShell}) first-load JS: ${shortlistLoad.files.length} file(s), ${shortlistLoad.gzip} B gzipped`);

  const html = await readFile(path.join(dist, 'index.html'));
  const files = await readSite(dist);
  const site = await serveStatic(files);
  const floor = await serveStatic(withFile(files, 'index.html', Buffer.from(stripScripts(html.toString('utf8')))));
  progress(`serving the site at ${site.url} and its no-JS floor at ${floor.url}`);

  const chrome = await launchChrome();
  const siteRuns: RunFigures[] = [];
  const floorRuns: RunFigures[] = [];
  try {
    // Interleaved, so a slow moment of the machine hits both pages alike.
    for (let index = 1; index <= runs; index += 1) {
      for (const [label, url, into] of [['site', site.url, siteRuns], ['floor', floor.url, floorRuns]] as const) {
        const figures = await runLighthouse(url, chrome.port);
        into.push(figures);
        const { scores } = figures;
        progress(
          `run ${index}/${runs} ${label.padEnd(5)}: scores ${scores.performance}/${scores.accessibility}/` +
            `${scores['best-practices']}/${scores.seo}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    }
  } finally {
    await chrome.kill();
    await floor.close();
  }
  let islandBytes;
  let taps;
  try {
    progress('waking each island in Chromium to see what it fetches');
    islandBytes = await measureIslandBytes(site.url);
    if (shortlistLoad) {
      // Served without the functions, its script island shows the failed state; with an answer it
      // fetches no more script before a press (the cards are markup), as e2e/shortlist.spec.ts checks.
      const [home, shortlist] = [await bytesBeforeInteraction(site.url), await bytesBeforeInteraction(`${site.url}/${shortlistShell}`)];
      progress(`JavaScript before any interaction, as transferred: home ${home} B, shortlist page ${shortlist} B`);
    }
    progress(`timing first taps at 4x CPU slowdown, ${TAP_RUNS} runs each`);
    taps = await measureTaps(site.url, TAP_RUNS);
  } finally {
    await site.close();
  }
  progress(`building a variant with ${EXTRA_PROSE} more characters of prose`);
  const growth = await measureTextGrowth();

  const result: BenchResult = summarise({
    date: new Date().toISOString(),
    lighthouse: await packageVersion('lighthouse'),
    runs,
    firstLoad,
    siteRuns,
    floorRuns,
    islandBytes,
    taps,
    textGrowth: growth,
  });
  console.log(`\n${formatTable(result)}\n`);
  await mkdir(path.join(root, '.bench'), { recursive: true });
  await mkdir(path.join(root, 'bench'), { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  await writeFile(path.join(root, '.bench/latest.json'), json);
  await writeFile(path.join(root, 'bench/results.json'), json);
  progress('wrote .bench/latest.json and bench/results.json');
}

try {
  await main();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
