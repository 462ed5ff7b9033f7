/**
 * Runs a script in this process and, as it exits, prints the process's peak resident memory and
 * the CPU time it used (worker threads included) as `peak-rss-kb: N` and `cpu-us: N` on stderr,
 * for the bench to read on any OS.
 *   tsx tools/bench/peak-memory.ts SCRIPT [ARGS...]
 */
import { writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
if (script === undefined) throw new Error('peak-memory: name the script to measure, and its arguments');
process.argv = [...process.argv.slice(0, 1), resolve(script), ...args];
process.on('exit', () => {
  const usage = process.resourceUsage();
  writeSync(2, `\npeak-rss-kb: ${usage.maxRSS}\ncpu-us: ${usage.userCPUTime + usage.systemCPUTime}\n`);
});
await import(pathToFileURL(resolve(script)).href);
