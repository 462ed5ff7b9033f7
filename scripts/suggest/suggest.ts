/**
 * `npm run suggest [-- --field moods|genres|instruments]... [--dry-run] [--site NAME]`: suggests
 * moods, genres and instruments for the catalog's tracks that lack them, from the tracks that
 * sound nearest and carry them as the artist typed them, and writes each into its field marked
 * `suggested`. A field the artist typed is never written over; one still marked is suggested
 * again. See docs/catalog.md, "Suggested moods, genres and instruments".
 */
import { ConfigLoadError } from '../config/config-error.ts';
import { resolveConfigPath, resolvePublicDir } from '../config/config-path.ts';
import { count, displayPath, formatConfigErrors } from '../config/format-errors.ts';
import { readConfigSnapshot, validateConfigSource } from '../config/load-config.ts';
import { ConfigChangedError, replaceConfig } from '../config/replace-config.ts';
import { defineCommand, UsageError } from '../cli/command.ts';
import { plainLines } from '../text/plain-text.ts';
import { YamlWriteError } from '../import/yaml-write.ts';
import { SUGGESTED_FIELDS, type SuggestedField } from '../../src/sections/catalog/sound/suggest-tags.ts';
import { catalogSuggestions } from './catalog-suggestions.ts';
import { suggestionLines } from './suggestion-lines.ts';
import { writeSuggestions } from './write-suggestions.ts';

const fieldsOf = (given: readonly string[] | undefined): SuggestedField[] => {
  const wrong = (given ?? []).find((field) => !(SUGGESTED_FIELDS as readonly string[]).includes(field));
  if (wrong !== undefined) throw new UsageError(`--field takes ${SUGGESTED_FIELDS.join(', ')}, not '${wrong}'`);
  return given?.length ? SUGGESTED_FIELDS.filter((field) => given.includes(field)) : [...SUGGESTED_FIELDS];
};

export default defineCommand({
  name: 'suggest',
  summary:
    "Suggests moods, genres and instruments for the catalog's tracks that lack them, from the nearest-sounding tracks the artist tagged, marked suggested in the YAML.",
  usage: ['[--field moods|genres|instruments]... [--dry-run] [--site NAME]'],
  options: {
    field: {
      type: 'string',
      multiple: true,
      value: 'moods|genres|instruments',
      help: 'suggest only this field (repeat it for several; all three by default)',
    },
    'dry-run': { type: 'boolean', default: false, help: 'print the suggestions and write nothing' },
  },
  positionals: { max: 0 },
  site: 'one',
  findings: [ConfigChangedError, YamlWriteError],
  async run({ values }) {
    const fields = fieldsOf(values.field);
    const configFile = resolveConfigPath();
    const log = (line: string) => process.stdout.write(`${plainLines(line)}\n`);
    const read = await readConfigSnapshot(configFile);
    const before = validateConfigSource(read.source, configFile);
    if (!before.ok)
      throw new ConfigLoadError(
        'invalid',
        configFile,
        before.errors,
        `${formatConfigErrors(before.errors, read.source, { color: false })}\nFix these first (npm run check:config).`,
      );
    const { suggestions, unheard } = await catalogSuggestions(read.source, resolvePublicDir(), fields);
    for (const [id, suggestion] of suggestions) for (const line of suggestionLines(id, suggestion)) log(line);
    if (unheard.length)
      log(
        `  No preview to hear for ${unheard.join(', ')} (an https address, or a file that does not decode): left out.`,
      );
    const name = displayPath(configFile);
    const tracks = count(suggestions.size, 'track');
    if (!suggestions.size) {
      log(`Nothing to suggest in ${name}: no track lacks ${fields.join(', ')} where its nearest tagged tracks agree.`);
      return 0;
    }
    const text = writeSuggestions(read.source, suggestions);
    if (values['dry-run']) {
      log(`Dry run: would write suggestions for ${tracks} to ${name}; nothing written.`);
      return 0;
    }
    const after = validateConfigSource(text, configFile);
    if (!after.ok) throw new YamlWriteError(formatConfigErrors(after.errors, text, { color: false }));
    await replaceConfig(configFile, read, text);
    log(
      `Wrote suggestions for ${tracks} to ${name}, each marked suggested: keep or change a value and delete its mark to make it yours.`,
    );
    return 0;
  },
});
