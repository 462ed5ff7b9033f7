import { performance } from 'node:perf_hooks';
import { ConfigLoadError } from './config/config-error.ts';
import { resolveConfigPath } from './config/config-path.ts';
import { displayPath, formatConfigErrors, shouldUseColor } from './config/format-errors.ts';
import { readConfigSource, validateConfigSource } from './config/load-config.ts';

/** `npm run check:config [-- FILE]`: exit 0 valid, 1 invalid, 2 unreadable. */
async function main(): Promise<number> {
  const started = performance.now();
  const file = resolveConfigPath(process.argv[2]);
  let source: string;
  try {
    source = await readConfigSource(file);
  } catch (error) {
    if (!(error instanceof ConfigLoadError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const result = validateConfigSource(source, file);
  if (!result.ok) {
    process.stderr.write(`${formatConfigErrors(result.errors, source, { color: shouldUseColor(process.stderr) })}\n`);
    return 1;
  }
  const elapsed = Math.round(performance.now() - started);
  process.stdout.write(`${displayPath(file)} is valid (${elapsed} ms)\n`);
  return 0;
}

process.exitCode = await main();
