/**
 * `npm run import -- PATH... [--sheet FILE.csv] [--dry-run] [--prefer sheet|file] [--writer …] [--publisher …] [--vocals …]`: adds the
 * masters in PATH (files or folders, recursive) to the site's YAML as tracks, with streaming
 * previews in the public folder. See docs/catalog.md.
 */
import { resolve } from 'node:path';
import { defineCommand, UsageError } from '../cli/command.ts';
import { resolveConfigPath, resolvePublicDir } from '../config/config-path.ts';
import { partiesOf } from './party-flag.ts';
import type { ImportDefaults } from './plan.ts';
import { ImportLockedError } from './import-lock.ts';
import { ImportError, runImport } from './run-import.ts';
import { SheetError } from './sheet.ts';
import { TagReadError } from './tags.ts';
import { YamlWriteError } from './yaml-write.ts';

export default defineCommand({
  name: 'import',
  summary:
    "Adds masters (WAV, AIFF, FLAC, MP3, M4A) to the site's catalog, merging their tags with a metadata sheet, and writes streaming previews.",
  usage: [
    'PATH... [--sheet FILE.csv] [--dry-run] [--prefer sheet|file] [--writer "NAME[:SHARE][:PRO][:IPI]"]... [--publisher "…"]... [--vocals KIND] [--site NAME]',
  ],
  options: {
    sheet: {
      type: 'string',
      value: 'FILE.csv',
      help: "a library's metadata sheet: the record for rights, read as libraries lay it out",
    },
    'dry-run': { type: 'boolean', help: 'say what would be added and written, and write nothing' },
    prefer: {
      type: 'string',
      value: 'sheet|file',
      help: 'which source wins where the tags and the sheet disagree (otherwise the track is held back)',
    },
    writer: {
      type: 'string',
      multiple: true,
      value: '"NAME[:SHARE][:PRO][:IPI]"',
      help: "a writer of every track whose sheet row and tags name none (repeat it for each; several give shares adding up to 100); over the catalog's importDefaults",
    },
    publisher: {
      type: 'string',
      multiple: true,
      value: '"NAME[:SHARE][:PRO][:IPI]"',
      help: "a publisher of every track whose sheet row and tags name none, as for --writer; over the catalog's importDefaults",
    },
    vocals: {
      type: 'string',
      value: 'instrumental|vocal|both',
      help: "the vocals of every track whose sheet row and version names do not tell; over the catalog's importDefaults",
    },
  },
  positionals: { min: 1, max: Infinity, name: 'PATH' },
  site: 'one',
  findings: [SheetError, ImportError, ImportLockedError, TagReadError, YamlWriteError],
  async run({ values, positionals, argv }) {
    if (values.prefer !== undefined && values.prefer !== 'sheet' && values.prefer !== 'file')
      throw new UsageError(`--prefer takes sheet or file, not '${values.prefer}'`);
    const vocals = values.vocals;
    if (vocals !== undefined && vocals !== 'instrumental' && vocals !== 'vocal' && vocals !== 'both')
      throw new UsageError(`--vocals takes instrumental, vocal or both, not '${vocals}'`);
    const defaults: ImportDefaults = {
      writers: partiesOf(values.writer, 'writer'),
      publishers: partiesOf(values.publisher, 'publisher'),
      vocals,
    };
    // npm runs scripts from the repository; paths are the user's, from where they typed the command.
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const tty = Boolean(process.stderr.isTTY);
    let lastShown = 0;
    try {
      const result = await runImport({
        paths: positionals.map((p) => resolve(cwd, p)),
        sheet: values.sheet && resolve(cwd, values.sheet),
        dryRun: values['dry-run'],
        prefer: values.prefer,
        defaults,
        configFile: resolveConfigPath(),
        publicDir: resolvePublicDir(),
        command: ['npm run import --', ...argv].join(' '),
        log: (line) => {
          if (tty) process.stderr.write('\r\x1b[K');
          process.stdout.write(`${line}\n`);
        },
        progress: (line) => {
          // A terminal gets one line rewritten in place; a log gets a line every few seconds.
          if (tty) process.stderr.write(`\r\x1b[K${line}`);
          else if (performance.now() - lastShown > 5000) {
            lastShown = performance.now();
            process.stderr.write(`${line}\n`);
          }
        },
      });
      return result.exitCode;
    } finally {
      if (tty) process.stderr.write('\r\x1b[K');
    }
  },
});
