import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { collectAudioFacts } from './config/audio-check.ts';
import { ConfigLoadError } from './config/config-error.ts';
import { resolveConfigPath } from './config/config-path.ts';
import { count, displayPath, shouldUseColor } from './config/format-errors.ts';
import { readConfigSource, siteConfigFromSource } from './config/load-config.ts';
import { resultsTable, runAll } from './config/run-all.ts';
import { selectSite } from './config/site-flags.ts';

/**
 * `npm run check:config [-- FILE | --site NAME | --all]`: exit 0 valid, 1 invalid, 2 unreadable.
 * The audio files the config plays are checked as the build checks them (through the same facts
 * cache), so a config this calls valid builds. `--all` checks every roster site, each to the end,
 * and closes with a table.
 */
async function main(): Promise<number> {
  const { selection, rest } = selectSite();
  if (selection.kind === 'all') {
    const results = await runAll(selection.sites, { script: fileURLToPath(import.meta.url) });
    process.stdout.write(`\n${resultsTable(results, 'valid')}\n`);
    return results.every((result) => result.ok) ? 0 : 1;
  }
  const started = performance.now();
  const file = resolveConfigPath(selection.kind === 'default' ? rest[0] : undefined);
  const color = shouldUseColor(process.stderr);
  let warnings = 0;
  try {
    const source = await readConfigSource(file, { color });
    const config = siteConfigFromSource(source, file, { color });
    const audio = await collectAudioFacts(config, source, file, { color });
    if (audio.warningsReport) process.stderr.write(`${audio.warningsReport}\n\n`);
    warnings = audio.warnings.length;
  } catch (error) {
    if (!(error instanceof ConfigLoadError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return error.kind === 'unreadable' ? 2 : 1;
  }
  const elapsed = Math.round(performance.now() - started);
  process.stdout.write(`${displayPath(file)} is valid${warnings ? `, with ${count(warnings, 'audio warning')}` : ''} (${elapsed} ms)\n`);
  return 0;
}

process.exitCode = await main();
