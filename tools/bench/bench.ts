/**
 * `npm run bench`: builds the site, serves it and its no-JavaScript floor on loopback, runs
 * Lighthouse (mobile preset, simulated throttling) on both, and prints and saves the medians;
 * then, in Chromium, the JavaScript each island fetches when it wakes and the first tap's answer
 * time at 4x CPU slowdown; builds a text-heavy variant to see what more prose costs; and grows
 * the catalog to 5,000 tracks to measure search against its budgets (catalog-search.ts).
 * The shortlist page is measured beside the home page, the same runs interleaved: the local
 * stack's Firestore and Functions emulators start, `npm run shortlist -- create` makes a
 * shortlist of the site's first five tracks with one link per page load (each load asks for it
 * once, so no link nears its limit of 30 opens; a round of three Lighthouse runs takes some 20 s,
 * so the bench opens about half the 60 links per address allowed in 10 minutes; a refused load is
 * reported, never counted as the page's), and
 * `dist/` is served on 127.0.0.1:5000, an origin the function accepts, with `/api/*` handed to
 * the emulator. That part needs the stack's ports (5000, 5001, 8080) free, so stop `npm start`
 * or `npm run dev` first; when the emulators cannot start (no Java, a port taken) the bench says
 * why in one line and measures the rest.
 * A benchmark, not a test: it never fails on a missed target, only on a broken run.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineCommand, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot as root, resolveConfigPath } from '../../scripts/config/config-path.ts';
import { SHORTLIST_PATH } from '../../src/routes.ts';
import { exitOnUnsupportedPlatform } from '../../scripts/local-stack/platform.ts';
import { ProcessSet } from '../../scripts/local-stack/processes.ts';
import { launchChrome } from './chrome.ts';
import { firstLoadJs } from './first-load.ts';
import { measureCatalogSearch, searchTable } from './catalog-search.ts';
import { bytesBeforeInteraction, measureIslandBytes, measureTaps } from './interaction.ts';
import { stripScripts } from './floor.ts';
import { runLighthouse, type RunFigures } from './lighthouse-run.ts';
import { openProblem, openShortlistPage, skipReason, type ShortlistPage } from './shortlist-page.ts';
import { summarise, type BenchResult, type ShortlistInput } from './summary.ts';
import { formatTable } from './table.ts';
import { buildBytes, textGrowth, withMoreProse, type TextGrowth } from './text-growth.ts';
import { readSite, serveStatic, withFile } from './static-server.ts';

export default defineCommand({
  name: 'bench',
  summary:
    'Measures the built site against its no-JavaScript floor with Lighthouse and Chromium, and saves the figures.',
  usage: ['[--runs N] [--skip-build]'],
  options: {
    runs: { type: 'string', default: '5', value: 'N', help: 'Lighthouse runs per page' },
    'skip-build': { type: 'boolean', default: false, help: 'measure the existing dist/ and functions/lib/' },
  },
  site: 'none',
  async run({ values }) {
    exitOnUnsupportedPlatform();
    runs = wholeNumber('runs', values.runs, 1)!;
    skipBuild = values['skip-build'];
    try {
      await main();
      return 0;
    } catch (error) {
      console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  },
});

const dist = path.join(root, 'dist');
// Set from the command line before main runs.
let runs = 5;
let skipBuild = false;

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

/** The catalog size the search budgets are set at. */
const SEARCH_TRACKS = 5000;

/** Builds the config with more prose into .out/ and compares its JavaScript and HTML with dist/'s. */
async function measureTextGrowth(): Promise<TextGrowth> {
  const work = path.join(root, '.out/bench-text-heavy');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const { source, added } = withMoreProse(await readFile(resolveConfigPath(), 'utf8'), EXTRA_PROSE);
  const config = path.join(work, 'site.config.yaml');
  await writeFile(config, source);
  const outDir = path.join(work, 'dist');
  const code = await new ProcessSet().run(
    'text-heavy build',
    'npm',
    ['run', '--silent', 'build', '--', '--out-dir', outDir],
    {
      cwd: root,
      env: { ...process.env, SITE_CONFIG: config },
    },
  );
  if (code !== 0) throw new Error(`the text-heavy build exited with ${code}`);
  return textGrowth(await buildBytes(dist), await buildBytes(outDir), added);
}

async function main() {
  if (skipBuild) progress('using the existing dist/ (--skip-build)');
  else {
    progress('building the site: npm run build');
    const code = await new ProcessSet().run('site build', 'npm', ['run', '--silent', 'build'], { cwd: root });
    if (code !== 0) throw new Error(`npm run --silent build exited with ${code}`);
  }
  const firstLoad = await firstLoadJs(dist);
  progress(`first-load JS: ${firstLoad.files.length} file(s), ${firstLoad.gzip} B gzipped`);
  const shortlistShell = `${SHORTLIST_PATH.slice(1)}.html`;
  const shortlistLoad = existsSync(path.join(dist, shortlistShell))
    ? await firstLoadJs(dist, shortlistShell)
    : undefined;
  if (shortlistLoad)
    progress(
      `shortlist page (${shortlistShell}) first-load JS: ${shortlistLoad.files.length} file(s), ${shortlistLoad.gzip} B gzipped`,
    );

  const html = await readFile(path.join(dist, 'index.html'));
  const files = await readSite(dist);
  const site = await serveStatic(files);
  const floor = await serveStatic(withFile(files, 'index.html', Buffer.from(stripScripts(html.toString('utf8')))));
  progress(`serving the site at ${site.url} and its no-JS floor at ${floor.url}`);

  const siteRuns: RunFigures[] = [];
  const floorRuns: RunFigures[] = [];
  let shortlist: ShortlistInput = {
    skipped: `dist/ has no ${shortlistShell}: no section of the site shows shortlists`,
  };
  let islandBytes;
  let taps;
  let shortlistPage: ShortlistPage | undefined;
  try {
    if (shortlistLoad) {
      progress('starting the Firestore and Functions emulators (the local stack) and creating a shortlist');
      try {
        // A link per page load (each run, then the count before interaction), so no link nears its limit of opens.
        shortlistPage = await openShortlistPage({ files, links: runs + 1, skipBuild });
        progress(
          `serving the shortlist page at ${shortlistPage.site.url}/s/<token> (${shortlistPage.tracks.length} tracks), its calls answered by the Functions emulator`,
        );
      } catch (error) {
        shortlist = { skipped: skipReason(error) };
        progress(`the shortlist page is not measured: ${shortlist.skipped}`);
      }
    }
    const shortlistRuns: RunFigures[] = [];
    const chrome = await launchChrome();
    try {
      // Interleaved, so a slow moment of the machine hits every page alike.
      for (let index = 1; index <= runs; index += 1) {
        const pages: [string, string, RunFigures[]][] = [
          ['site', site.url, siteRuns],
          ['floor', floor.url, floorRuns],
        ];
        if (shortlistPage)
          pages.push(['shortlist', `${shortlistPage.site.url}${shortlistPage.links[index]}`, shortlistRuns]);
        for (const [label, url, into] of pages) {
          const callsBefore = shortlistPage?.calls.length ?? 0;
          const figures = await runLighthouse(url, chrome.port);
          const { scores } = figures;
          const calls = label === 'shortlist' && shortlistPage ? shortlistPage.calls.slice(callsBefore) : undefined;
          progress(
            `run ${index}/${runs} ${label.padEnd(9)}: scores ${scores.performance}/${scores.accessibility}/` +
              `${scores['best-practices']}/${scores.seo}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms` +
              (calls
                ? `; calls: ${calls.map((call) => `${call.functionId} ${call.status} (${call.bytes} B)`).join(', ') || 'none'}`
                : ''),
          );
          const problem = calls && openProblem(calls);
          if (problem) {
            // A page that was not answered shows its failed state: those figures are not the page's.
            shortlist = { skipped: `run ${index}: ${problem}` };
            progress(`the shortlist page is not measured: run ${index}: ${problem}`);
            await shortlistPage!.close();
            shortlistPage = undefined;
            continue;
          }
          into.push(figures);
        }
      }
    } finally {
      await chrome.kill();
      await floor.close();
    }
    if (shortlistPage && shortlistLoad)
      shortlist = { runs: shortlistRuns, firstLoad: shortlistLoad, tracks: shortlistPage.tracks };
    progress('waking each island in Chromium to see what it fetches');
    islandBytes = await measureIslandBytes(site.url);
    if (shortlistLoad) {
      // Served without the functions, the page's script island shows the failed state; answered,
      // it fetches no more script before a press (the cards are markup), as e2e/shortlist.spec.ts checks.
      const shortlistUrl = shortlistPage
        ? `${shortlistPage.site.url}${shortlistPage.links[0]}`
        : `${site.url}/${shortlistShell}`;
      const [home, shortlistBytes] = [
        await bytesBeforeInteraction(site.url),
        await bytesBeforeInteraction(shortlistUrl),
      ];
      const what = shortlistPage ? 'a shortlist page' : `the shortlist page unanswered (${shortlistShell})`;
      progress(`JavaScript before any interaction, as transferred: home ${home} B, ${what} ${shortlistBytes} B`);
    }
  } finally {
    await shortlistPage?.close();
  }
  try {
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
    shortlist,
  });
  console.log(`\n${formatTable(result)}\n`);
  progress(`search at a library's scale: ${SEARCH_TRACKS} generated tracks`);
  const search = await measureCatalogSearch(SEARCH_TRACKS, progress);
  console.log(`\n${searchTable(search, firstLoad.gzip)}\n`);
  await writeFile(path.join(root, `.bench/search-${SEARCH_TRACKS}.json`), `${JSON.stringify(search, null, 2)}\n`);
  await mkdir(path.join(root, '.bench'), { recursive: true });
  await mkdir(path.join(root, 'bench'), { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  await writeFile(path.join(root, '.bench/latest.json'), json);
  await writeFile(path.join(root, 'bench/results.json'), json);
  progress('wrote .bench/latest.json and bench/results.json');
}
