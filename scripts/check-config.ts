import { performance } from 'node:perf_hooks';
import { collectAudioFacts } from './config/audio-check.ts';
import { ConfigLoadError } from './config/config-error.ts';
import { resolveConfigPath } from './config/config-path.ts';
import { count, displayPath, shouldUseColor } from './config/format-errors.ts';
import { readConfigSource, siteConfigFromSource } from './config/load-config.ts';

/**
 * `npm run check:config [-- FILE]`: exit 0 valid, 1 invalid, 2 unreadable. The audio files the
 * config plays are checked as the build checks them (through the same facts cache), so a
 * config this calls valid builds.
 */
async function main(): Promise<number> {
  const started = performance.now();
  const file = resolveConfigPath(process.argv[2]);
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
