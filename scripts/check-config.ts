import { performance } from 'node:perf_hooks';
import { ConfigLoadError } from './config/config-error.ts';
import { resolveConfigPath } from './config/config-path.ts';
import { displayPath, shouldUseColor } from './config/format-errors.ts';
import { loadSiteConfig } from './config/load-config.ts';

/** `npm run check:config [-- FILE]`: exit 0 valid, 1 invalid, 2 unreadable. */
async function main(): Promise<number> {
  const started = performance.now();
  const file = resolveConfigPath(process.argv[2]);
  try {
    await loadSiteConfig(file, { color: shouldUseColor(process.stderr) });
  } catch (error) {
    if (!(error instanceof ConfigLoadError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return error.kind === 'unreadable' ? 2 : 1;
  }
  const elapsed = Math.round(performance.now() - started);
  process.stdout.write(`${displayPath(file)} is valid (${elapsed} ms)\n`);
  return 0;
}

process.exitCode = await main();
