import './production-env.ts';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build, loadEnv, mergeConfig } from 'vite';
import { repoRoot as root } from '../config/config-path.ts';
import { collectAudioFacts } from '../config/audio-check.ts';
import { withHeard } from '../config/heard-config.ts';
import { ConfigLoadError } from '../config/config-error.ts';
import { shouldUseColor } from '../config/format-errors.ts';
import { resolveConfigPath } from '../config/config-path.ts';
import { readConfigSource, siteConfigFromSource } from '../config/load-config.ts';
import { resultsTable, runAll } from '../config/run-all.ts';
import type { SiteSelection } from '../config/site-flags.ts';
import { defineCommand, wholeNumber } from '../cli/command.ts';
import { commandLine } from '../cli/command-line.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { prerender } from './prerender.ts';
import { fileSize } from './file-size.ts';
import { sheetTracks } from './one-sheet/sheet-facts.ts';
import { buildOneSheet } from './one-sheet/write-one-sheet.tsx';
import { writeSiteFiles } from './site-files.ts';
import { writeShareImages } from './share-images.ts';
import { viteSettings } from './vite-settings.ts';

export default defineCommand({
  name: 'build',
  summary: 'Checks the config and its audio, then renders the site to static files (dist/, or sites/NAME/dist/).',
  usage: ['[--site NAME | --all] [--mode MODE] [--out-dir DIR] [--jobs N]'],
  options: {
    mode: {
      type: 'string',
      default: 'production',
      value: 'MODE',
      help: "Vite's mode: production, or emulators for the local stack",
    },
    'out-dir': {
      type: 'string',
      value: 'DIR',
      help: 'where to write the site (default dist/, a roster site its own dist/)',
    },
    jobs: { type: 'string', default: '1', value: 'N', help: 'with --all, how many sites to build at once' },
  },
  site: 'all',
  async run({ values, selection }) {
    const mode = values.mode!;
    if (selection.kind === 'all') {
      // Each site in its own process, to the end whatever the others did; --jobs builds several at once.
      const jobs = wholeNumber('jobs', values.jobs, 1);
      const results = await runAll(selection.sites, { command: commandLine('build'), args: ['--mode', mode], jobs });
      console.log(`\n${resultsTable(results, 'built')}`);
      return results.every((result) => result.ok) ? 0 : 1;
    }
    return buildSite(selection, mode, values['out-dir']);
  },
});

async function buildSite(selection: SiteSelection, mode: string, outDir: string | undefined): Promise<number> {
  // A roster site builds into its own folder (sites/NAME/dist), the default site into dist/.
  const clientDir = outDir
    ? path.resolve(root, outDir)
    : selection.kind === 'site'
      ? selection.site.outDir
      : path.resolve(root, 'dist');
  // Beside node_modules so the server bundle resolves its dependencies; one per output folder
  // so parallel builds into different folders never share it.
  const serverDir = path.join(
    root,
    'node_modules/.cuesheet/ssr',
    selection.kind === 'site'
      ? `site-${selection.site.name}-${createHash('sha256').update(clientDir).digest('hex').slice(0, 8)}`
      : path.basename(clientDir),
  );
  const started = performance.now();
  const step = (message: string) =>
    console.log(`[build] ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  try {
    // The config and its audio are checked before Vite runs: a mistake is then reported once, as
    // check:config words it, and not inside a bundler error with its stack.
    step('checking the config and its audio');
    const configFile = resolveConfigPath();
    const color = shouldUseColor(process.stderr);
    const source = await readConfigSource(configFile, { color });
    const asWritten = siteConfigFromSource(source, configFile, { color });
    const { facts, warningsReport } = await collectAudioFacts(asWritten, source, configFile, { color });
    if (warningsReport) console.warn(warningsReport);
    // What the YAML leaves out and the audio tells (a track's tempo and key), filled in once for every bundle and file.
    const config = withHeard(asWritten, facts);
    // Both bundles read this config and these facts: the file is not read again.
    const settings = mergeConfig(viteSettings({ config, facts }), { configFile: false, root, mode, logLevel: 'warn' });
    step(`client bundle, mode ${mode}`);
    await build(mergeConfig(settings, { build: { outDir: clientDir, emptyOutDir: true } }));
    step('server bundle for prerendering');
    await build(
      mergeConfig(settings, {
        build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      }),
    );
    step('prerendering');
    const policy = contentSecurityPolicy(config, {
      functionsEmulator: loadEnv(mode, root, 'VITE_').VITE_FUNCTIONS_EMULATOR,
    });
    // Before the prerender, so the page's link can give the sheet's size.
    const sheet = await buildOneSheet(config, clientDir, sheetTracks(config, facts));
    const artifacts =
      'file' in sheet
        ? { oneSheet: { href: `/${path.basename(sheet.file)}`, size: fileSize(sheet.bytes, config.site.lang) } }
        : {};
    const written = [
      ...(await prerender(clientDir, path.join(serverDir, 'entry-server.js'), policy, artifacts)),
      ...(await writeSiteFiles(clientDir, config, facts)),
    ];
    const pictures = await writeShareImages(clientDir, config, facts);
    if (pictures.written.length)
      step(`share pictures: ${pictures.drawn} drawn, ${pictures.written.length - pictures.drawn} from the cache`);
    written.push(...pictures.written);
    // A library's catalog writes thousands of files (a page, a card and a picture per track): their count, and the folders.
    const folders = [...new Set(written.map((file) => path.relative(root, path.dirname(file))))];
    step(`done: ${written.length} files in ${folders.join(', ')}`);
    return 0;
  } catch (error) {
    await rm(path.join(clientDir, 'index.html'), { force: true });
    if (error instanceof ConfigLoadError) {
      // The editor's report, as check:config prints it: located, with the fix, and no stack.
      console.error(`${error.message}\n[build] failed: fix the config and build again`);
    } else {
      // Vite already printed a located report for compile errors; say only that it failed.
      console.error(`[build] failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  }
}
