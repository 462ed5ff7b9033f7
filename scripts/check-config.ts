import { performance } from 'node:perf_hooks';
import { collectAudioFacts, formatWarnings } from './config/audio-check.ts';
import { ConfigLoadError } from './config/config-error.ts';
import { resolveConfigPath } from './config/config-path.ts';
import { count, displayPath, formatConfigErrors, shouldUseColor } from './config/format-errors.ts';
import { readConfigSource, siteConfigFromSource } from './config/load-config.ts';
import { resultsTable, runAll } from './config/run-all.ts';
import type { SiteSelection } from './config/site-flags.ts';
import { defineCommand, UsageError } from './cli/command.ts';
import { commandLine } from './cli/command-line.ts';
import { EXIT } from './cli/run-command.ts';
import { checkDeliveryFolder } from './delivery/folder-check.ts';

/**
 * `npm run check:config [-- FILE | --site NAME | --all]`: exit 0 valid, 1 invalid, 2 unreadable.
 * The audio files the config plays are checked as the build checks them (through the same facts
 * cache), so a config this calls valid builds. The files named for delivery are looked for in the
 * delivery folder: one missing is a warning (the folder is not in git). `--all` checks every roster
 * site, each to the end, and closes with a table.
 */
export default defineCommand({
  name: 'check:config',
  summary: 'Checks a site config and the audio it plays, as the build would, with located errors.',
  usage: ['[FILE | --site NAME | --all]'],
  options: {},
  positionals: { max: 1 },
  site: 'all',
  run: ({ selection, positionals }) => check(selection, positionals[0]),
});

async function check(selection: SiteSelection, fileArgument: string | undefined): Promise<number> {
  if (selection.kind === 'all') {
    const results = await runAll(selection.sites, { command: commandLine('check:config') });
    process.stdout.write(`\n${resultsTable(results, 'valid')}\n`);
    return results.every((result) => result.ok) ? 0 : 1;
  }
  const started = performance.now();
  if (fileArgument !== undefined && selection.kind !== 'default')
    throw new UsageError('give a FILE or --site NAME, not both');
  const file = resolveConfigPath(fileArgument);
  const color = shouldUseColor(process.stderr);
  const warnings: string[] = [];
  let notes: string[] = [];
  try {
    const source = await readConfigSource(file, { color });
    const config = siteConfigFromSource(source, file, { color });
    const audio = await collectAudioFacts(config, source, file, { color });
    if (audio.warningsReport) process.stderr.write(`${audio.warningsReport}\n\n`);
    const delivery = await checkDeliveryFolder(config, source, file);
    if (delivery.errors.length)
      throw new ConfigLoadError(
        'invalid',
        file,
        delivery.errors,
        formatConfigErrors(delivery.errors, source, { color }),
      );
    if (delivery.warnings.length) process.stderr.write(`${formatWarnings(delivery.warnings, source, color)}\n\n`);
    if (audio.warnings.length) warnings.push(count(audio.warnings.length, 'audio warning'));
    if (delivery.warnings.length) warnings.push(count(delivery.warnings.length, 'delivery warning'));
    notes = delivery.notes;
  } catch (error) {
    if (!(error instanceof ConfigLoadError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return error.kind === 'unreadable' ? EXIT.usage : EXIT.findings;
  }
  const elapsed = Math.round(performance.now() - started);
  process.stdout.write(
    `${displayPath(file)} is valid${warnings.length ? `, with ${warnings.join(' and ')}` : ''} (${elapsed} ms)\n`,
  );
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
  return 0;
}
