/**
 * Search at a library's scale: grows the shipped catalog to N tracks (the large-catalog generator,
 * with keywords and instruments), builds it, reporting the build's time and peak memory, serves
 * it gzipped as Hosting does, and in Chromium measures what the budgets name: the
 * catalog page's first load (HTML, CSS, JS), the bytes a first query fetches, and how long after
 * a keypress the results are drawn at 4x CPU slowdown once the index is there (median of 5), and
 * find by sound (sound-in-browser.ts).
 *   npm run bench:search -- --tracks 5000
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from '../../scripts/chromium.ts';
import { defineCommand, wholeNumber } from '../../scripts/cli/command.ts';
import { commandLine } from '../../scripts/cli/command-line.ts';
import { repoRoot, resolveConfigPath } from '../../scripts/config/config-path.ts';
import { withLargeCatalog } from '../../scripts/test/large-catalog.ts';
import { gzip } from './compress.ts';
import { median } from './median.ts';
import { contentType } from './static-server.ts';
import { LIKE_SLOWDOWN, measureSoundInBrowser, type SoundFigures } from './sound-in-browser.ts';
import { timeUntilDrawn } from './time-until-drawn.ts';

export interface SearchFigures {
  tracks: number;
  buildSeconds: number;
  buildPeakMb: number;
  /** The build's own line: how many share pictures it drew and took from its cache. */
  sharePictures: string;
  /** The catalog page before anyone touches it, gzipped, by kind (html, css, js) and in all. */
  firstLoad: Record<'html' | 'css' | 'js' | 'total', number>;
  /** From focusing the box to the first query's results, the query put in at once (pasted, or a shared search): its code, the search files, the cards. */
  firstQuery: Record<'js' | 'search' | 'cards' | 'total', number>;
  /** The same query typed a letter at a time on a fresh load: every prefix is searched and its cards drawn. */
  typedQuery: number;
  /** Keypress to results drawn at 4x CPU slowdown, each run, in ms. */
  keypressMs: number[];
  keypressMedianMs: number;
  /** The home page's JavaScript before interaction at this size, gzipped: no byte more than at six tracks. */
  homeJs: number;
  sound: SoundFigures;
}

/** What the buyer types: the first query, then the ones a keypress is timed on (the last letter typed). */
const FIRST_QUERY = 'tense synth';
const TIMED_QUERIES = ['tense synth', 'whistle', 'piano night', 'chase drums', '"end card"'];

const CPU_SLOWDOWN = 4;

type Kind = 'html' | 'css' | 'js' | 'json' | 'other';
const kindOf = (type: string): Kind =>
  type.includes('html')
    ? 'html'
    : type.includes('css')
      ? 'css'
      : type.includes('javascript')
        ? 'js'
        : type.includes('json')
          ? 'json'
          : 'other';

/** Serves a build folder as Hosting does (clean URLs, gzip), reading each file when asked: a library's build has thousands. */
async function serveFolder(root: string) {
  const sent: Array<{ path: string; kind: Kind; bytes: number }> = [];
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(`http://localhost${request.url ?? '/'}`).pathname);
      const candidates = [pathname, `${pathname.replace(/\/$/, '')}/index.html`, `${pathname}.html`].filter(
        (name) => !name.endsWith('/'),
      );
      for (const name of candidates) {
        const file = path.join(root, name);
        if (!file.startsWith(root)) break;
        const body = await readFile(file).catch(() => null);
        if (!body) continue;
        const type = contentType(file);
        const compressible = /text|json|javascript|xml|svg/.test(type);
        const payload = compressible ? gzip(body) : body;
        sent.push({ path: pathname, kind: kindOf(type), bytes: payload.length });
        response.writeHead(200, {
          'content-type': type,
          ...(compressible && { 'content-encoding': 'gzip' }),
          'content-length': String(payload.length),
        });
        response.end(payload);
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sum = (items: Array<{ bytes: number }>) => items.reduce((total, item) => total + item.bytes, 0);

async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // A visible island wakes a moment after the load; what it fetches settles after that.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Types a query's last letter after the rest is in, and times the keypress to the list no longer busy. */
async function timeLastKey(page: Page, query: string): Promise<number> {
  const box = page.getByRole('searchbox');
  const list = page.locator('#catalog-tracks');
  await box.fill(query.slice(0, -1));
  await list.and(page.locator(':not([aria-busy])')).waitFor();
  return timeUntilDrawn(page, 'keydown', () => box.press(query.slice(-1) === '"' ? 'Shift+Quote' : query.slice(-1)));
}

export async function measureCatalogSearch(
  tracks: number,
  progress: (message: string) => void,
): Promise<SearchFigures> {
  const work = path.join(repoRoot, `.out/bench-search-${tracks}`);
  const outDir = path.join(work, 'dist');
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const configFile = path.join(work, 'site.config.yaml');
  await writeFile(configFile, withLargeCatalog(await readFile(resolveConfigPath(), 'utf8'), tracks));

  progress(`building the catalog grown to ${tracks} tracks`);
  const started = performance.now();
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'tools/bench/peak-memory.ts'),
      ...commandLine('build'),
      '--out-dir',
      outDir,
    ],
    { cwd: repoRoot, env: { ...process.env, SITE_CONFIG: configFile }, maxBuffer: 256 * 1024 * 1024 },
  );
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  const peakKb = Number(/peak-rss-kb: (\d+)/.exec(stderr)?.[1] ?? NaN);
  const sharePictures = /share pictures: ([^\n(]+)/.exec(`${stdout}${stderr}`)?.[1]?.trim() ?? 'none';

  const site = await serveFolder(outDir);
  const browser = await chromium.launch({
    ...(systemChromium && { executablePath: systemChromium }),
    args: CHROMIUM_FLAGS,
  });
  try {
    progress('loading /catalog in Chromium');
    const page = await openPage(browser, `${site.url}/catalog`);
    const loaded = site.sent.splice(0);
    const ofKind = (kind: Kind) => sum(loaded.filter((item) => item.kind === kind));
    const firstLoad = {
      html: ofKind('html'),
      css: ofKind('css'),
      js: ofKind('js'),
      total: ofKind('html') + ofKind('css') + ofKind('js'),
    };

    progress(`the first query: ${FIRST_QUERY}`);
    const box = page.getByRole('searchbox');
    await box.focus();
    await box.fill(FIRST_QUERY);
    await page.locator('#catalog-tracks:not([aria-busy])').waitFor();
    await page.waitForLoadState('networkidle');
    const queried = site.sent.splice(0);
    const searchFiles = queried.filter((item) => item.kind === 'json');
    const cards = queried.filter((item) => item.path.includes('.cards/'));
    const firstQuery = {
      js: sum(queried.filter((item) => item.kind === 'js')),
      search: sum(searchFiles),
      cards: sum(cards),
      total: sum(queried),
    };

    progress('the same query typed a letter at a time, at 150 ms a letter, on a fresh load');
    const typing = await openPage(browser, `${site.url}/catalog`);
    site.sent.splice(0);
    await typing.getByRole('searchbox').pressSequentially(FIRST_QUERY, { delay: 150 });
    await typing.locator('#catalog-tracks:not([aria-busy])').waitFor();
    await typing.waitForLoadState('networkidle');
    const typedQuery = sum(site.sent.splice(0));
    await typing.context().close();

    progress(`timing a keypress at ${CPU_SLOWDOWN}x CPU slowdown, ${TIMED_QUERIES.length} queries`);
    // Once the index is there: each query's parts and cards fetched before its keypress is timed.
    for (const query of TIMED_QUERIES) {
      await box.fill(query);
      await page.locator('#catalog-tracks:not([aria-busy])').waitFor();
    }
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    // As interaction.ts: with the Debugger on, the page runs as with DevTools open, its throttling on.
    await cdp.send('Debugger.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const keypressMs: number[] = [];
    for (const query of TIMED_QUERIES) keypressMs.push(await timeLastKey(page, query));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const sound = await measureSoundInBrowser(page, cdp, outDir, tracks, work, progress);

    progress('the home page before interaction');
    site.sent.splice(0);
    await openPage(browser, site.url);
    const homeJs = sum(site.sent.filter((item) => item.kind === 'js'));

    return {
      tracks,
      buildSeconds,
      buildPeakMb: Math.round(peakKb / 1024),
      sharePictures,
      firstLoad,
      firstQuery,
      typedQuery,
      keypressMs,
      keypressMedianMs: median(keypressMs),
      homeJs,
      sound,
    };
  } finally {
    await browser.close();
    await site.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The figures as the bench prints them, each beside its budget. */
export function searchTable(figures: SearchFigures, homeJsAtSix?: number): string {
  const rows: Array<[string, string, string]> = [
    [
      'build',
      `${figures.buildSeconds} s, peak ${figures.buildPeakMb} MB (share pictures: ${figures.sharePictures})`,
      '',
    ],
    [
      '/catalog first load (HTML + CSS + JS, gzip)',
      `${kB(figures.firstLoad.total)} (HTML ${kB(figures.firstLoad.html)}, CSS ${kB(figures.firstLoad.css)}, JS ${kB(figures.firstLoad.js)})`,
      '≤ 100 kB',
    ],
    [
      `first query "${FIRST_QUERY}" fetches (gzip)`,
      `${kB(figures.firstQuery.total)} (code ${kB(figures.firstQuery.js)}, search files ${kB(figures.firstQuery.search)}, cards ${kB(figures.firstQuery.cards)})`,
      '≤ 150 kB',
    ],
    [`the same typed a letter at a time (gzip)`, kB(figures.typedQuery), ''],
    [
      `keypress to results at ${CPU_SLOWDOWN}x CPU, median of ${figures.keypressMs.length}`,
      `${figures.keypressMedianMs} ms (${figures.keypressMs.join(', ')})`,
      '≤ 100 ms',
    ],
    // The grown catalog repeats the demo's six sounds, which pack to nothing: bench:similar weighs a varied one.
    [
      'the sound file, fetched at the first "more like this" or file (gzip)',
      `${kB(figures.sound.fileBytes)}, ${figures.sound.bytesPerTrack} B a track (six sounds repeated)`,
      '≤ 256 B a track',
    ],
    [
      `"more like this" pressed to results drawn at ${LIKE_SLOWDOWN}x CPU, median of ${figures.sound.likeMs.length}`,
      `${figures.sound.likeMedianMs} ms (${figures.sound.likeMs.join(', ')})`,
      'ranking ≤ 50 ms',
    ],
    [
      'a 3-minute MP3 picked to results drawn at 1x CPU, median of 3',
      `${figures.sound.referenceMedianMs} ms (${figures.sound.referenceMs.join(', ')})`,
      '≤ 3 s',
    ],
    [
      'home page JS before interaction (gzip)',
      kB(figures.homeJs),
      homeJsAtSix === undefined ? 'no byte more' : `no byte more (${kB(homeJsAtSix)} at the shipped size)`,
    ],
  ];
  return [
    `| ${figures.tracks} tracks | measured | budget |`,
    '|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export default defineCommand({
  name: 'bench:search',
  summary:
    'Grows the catalog to N tracks, builds it (time, peak memory) and measures the catalog page, a first query, a keypress and find by sound in Chromium.',
  usage: ['[--tracks N]'],
  options: { tracks: { type: 'string', default: '5000', value: 'N', help: 'tracks in the grown catalog' } },
  site: 'none',
  async run({ values }) {
    const tracks = wholeNumber('tracks', values.tracks, 1)!;
    const figures = await measureCatalogSearch(tracks, (message) => console.log(`[bench:search] ${message}`));
    console.log(searchTable(figures));
    await writeFile(
      path.join(repoRoot, `.out/bench-search-${tracks}/results.json`),
      `${JSON.stringify(figures, null, 2)}\n`,
    );
    return 0;
  },
});
