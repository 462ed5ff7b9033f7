/**
 * How the site scales with its catalog: builds the shipped config as it is and with its
 * catalog grown to N tracks, and reports build time, the home and catalog pages' HTML
 * (gzip) and the JavaScript the home page loads before any interaction.
 *   npm run bench:catalog -- --tracks 500
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_CACHE_DIR } from '../../scripts/audio/facts/audio-facts.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';
import { firstLoadJs } from './first-load.ts';
import { gzip } from './compress.ts';
import { repoRoot, resolveConfigPath, resolvePublicDir } from '../../scripts/config/config-path.ts';
import { distinctAudio } from '../fixtures/distinct-audio.ts';
import { withLargeCatalog } from '../../scripts/test/large-catalog.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { defineCommand, wholeNumber } from '../../scripts/cli/command.ts';
import { commandLine } from '../../scripts/cli/command-line.ts';

export default defineCommand({
  name: 'bench:catalog',
  summary:
    'Builds the config as it is and with its catalog grown to N tracks: build time, page weights, the home page JavaScript.',
  usage: ['[--tracks N] [--seconds S]'],
  options: {
    tracks: { type: 'string', default: '500', value: 'N', help: 'tracks in the grown catalog' },
    seconds: { type: 'string', default: '30', value: 'S', help: 'length of each generated track' },
  },
  site: 'none',
  async run({ values }) {
    const count = wholeNumber('tracks', values.tracks, 1)!;
    const seconds = wholeNumber('seconds', values.seconds, 1)!;
    const run = promisify(execFile);
    const work = path.join(repoRoot, '.out/catalog-scale');

    interface Figures {
      tracks: number;
      buildSeconds: number;
      homeHtmlGzip: number;
      catalogHtmlGzip: number;
      homeJsOnLoadGzip: number;
      catalogJsonBytes: number;
    }

    async function measure(label: string, configFile: string, tracks: number, publicDir?: string): Promise<Figures> {
      const outDir = path.join(work, label);
      const started = performance.now();
      await run(
        path.join(repoRoot, 'node_modules/.bin/tsx'),
        [...commandLine('build'), '--out-dir', path.relative(repoRoot, outDir)],
        {
          cwd: repoRoot,
          env: { ...process.env, SITE_CONFIG: configFile, ...(publicDir && { SITE_PUBLIC_DIR: publicDir }) },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const buildSeconds = (performance.now() - started) / 1000;
      const size = async (file: string) => gzip(await readFile(path.join(outDir, file))).length;
      return {
        tracks,
        buildSeconds: Math.round(buildSeconds * 10) / 10,
        homeHtmlGzip: await size('index.html'),
        catalogHtmlGzip: await size('catalog.html'),
        homeJsOnLoadGzip: (await firstLoadJs(outDir)).gzip,
        catalogJsonBytes: (await readFile(path.join(outDir, 'catalog.json'))).length,
      };
    }

    await mkdir(work, { recursive: true });
    const shippedFile = resolveConfigPath();
    const shipped = await readFile(shippedFile, 'utf8');
    const shippedTracks = catalogsOf(await loadSiteConfig(shippedFile)).flatMap((section) => section.tracks).length;
    const largeFile = path.join(work, `catalog-${count}.yaml`);
    const largePublic = path.join(work, 'public');
    await rm(largePublic, { recursive: true, force: true });
    await writeFile(
      largeFile,
      withLargeCatalog(shipped, count, await distinctAudio(resolvePublicDir(), largePublic, count, seconds)),
    );

    const small = await measure('shipped', shippedFile, shippedTracks);
    // Twice: the first decodes every file (the facts cache emptied), the second reads the facts from the cache, as a rebuild does.
    await rm(DEFAULT_CACHE_DIR, { recursive: true, force: true });
    const cold = await measure(`tracks-${count}`, largeFile, count, largePublic);
    const large = await measure(`tracks-${count}`, largeFile, count, largePublic);
    const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
    const rows: [string, (f: Figures) => string, string][] = [
      ['build', (f) => `${f.buildSeconds} s`, '< 120 s'],
      ['home HTML (gzip)', (f) => kB(f.homeHtmlGzip), '< 100 kB'],
      ['catalog page HTML (gzip)', (f) => kB(f.catalogHtmlGzip), '< 250 kB'],
      ['home JS before interaction (gzip)', (f) => kB(f.homeJsOnLoadGzip), 'unchanged'],
      ['catalog.json', (f) => kB(f.catalogJsonBytes), ''],
    ];
    console.log(
      `${count} tracks of about ${seconds} s, each a different file; the first large build decoded them all in ${cold.buildSeconds} s`,
    );
    console.log(`| | ${small.tracks} tracks | ${large.tracks} tracks | target |\n|---|---|---|---|`);
    for (const [name, show, target] of rows) console.log(`| ${name} | ${show(small)} | ${show(large)} | ${target} |`);
    const failures = [
      cold.buildSeconds >= 120 && 'build takes 2 minutes or more',
      large.homeHtmlGzip >= 100_000 && 'home HTML is 100 kB gzip or more',
      large.catalogHtmlGzip >= 250_000 && 'catalog page is 250 kB gzip or more',
      large.homeJsOnLoadGzip !== small.homeJsOnLoadGzip && "home page's JavaScript changed with the catalog's size",
    ].filter(Boolean);
    await writeFile(path.join(work, 'results.json'), `${JSON.stringify({ small, cold, large }, null, 2)}\n`);
    if (failures.length) console.error(`missed: ${failures.join('; ')}`);
    return failures.length ? 1 : 0;
  },
});
