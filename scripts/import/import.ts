/**
 * `npm run import -- PATH... [--sheet FILE.csv] [--dry-run] [--prefer sheet|file]`: adds the
 * masters in PATH (files or folders, recursive) to the site's YAML as tracks, with streaming
 * previews in the public folder. See docs/catalog.md.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigLoadError } from '../config/config-error.ts';
import { resolveConfigPath, resolvePublicDir } from '../config/config-path.ts';
import { ImportError, runImport } from './run-import.ts';
import { SheetError } from './sheet.ts';
import { TagReadError } from './tags.ts';
import { YamlWriteError } from './yaml-write.ts';

const USAGE = 'usage: npm run import -- PATH... [--sheet FILE.csv] [--dry-run] [--prefer sheet|file]';

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { sheet: { type: 'string' }, 'dry-run': { type: 'boolean' }, prefer: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (values.prefer !== undefined && values.prefer !== 'sheet' && values.prefer !== 'file') {
    process.stderr.write(`--prefer takes sheet or file, not '${values.prefer}'\n${USAGE}\n`);
    return 2;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const tty = Boolean(process.stderr.isTTY);
  let lastShown = 0;
  try {
    const result = await runImport({
      paths: positionals.map((p) => resolve(cwd, p)),
      sheet: values.sheet && resolve(cwd, values.sheet),
      dryRun: values['dry-run'],
      prefer: values.prefer as 'sheet' | 'file' | undefined,
      configFile: resolveConfigPath(),
      publicDir: resolvePublicDir(),
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
  } catch (error) {
    if (tty) process.stderr.write('\r\x1b[K');
    if (error instanceof ConfigLoadError) {
      process.stderr.write(`${error.message}\n`);
      return error.kind === 'unreadable' ? 2 : 1;
    }
    if (error instanceof SheetError || error instanceof ImportError || error instanceof TagReadError || error instanceof YamlWriteError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
