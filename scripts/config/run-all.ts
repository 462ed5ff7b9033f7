import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './config-path.ts';
import type { RosterSite } from './roster.ts';

export interface SiteResult {
  site: string;
  ok: boolean;
  /** Exit code of the site's run. */
  code: number;
  ms: number;
  /** The `file:line:col: message` lines the run printed: the errors an editor can go to. */
  located: string[];
  /** Why it failed when nothing was located, e.g. a deploy refused. */
  reason?: string;
}

// Colour codes, so a located error is recognised whether or not the child coloured it.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const LOCATED = /^(?:\[[^\]]+\] )?(\S+:\d+:\d+: .+)$/;

export function locatedErrors(output: string): string[] {
  return output
    .replace(ANSI, '')
    .split('\n')
    .map((line) => LOCATED.exec(line)?.[1])
    .filter((line): line is string => line !== undefined);
}

export interface RunAllOptions {
  /** The command line to run once per site (a script and its leading arguments), with `--site NAME` and `args`. */
  command: readonly string[];
  args?: readonly string[];
  /** Sites run side by side; 1 keeps each site's output together (the default, as when undefined). */
  jobs?: number | undefined;
  env?: NodeJS.ProcessEnv;
  /** Where each site's lines go, prefixed with its name. */
  write?: (line: string, stream: 'stdout' | 'stderr') => void;
}

/** Runs one site through the script in its own process; a failure is a result, never an exception. */
export function runSite(site: RosterSite, options: RunAllOptions): Promise<SiteResult> {
  const { command, args = [], env = process.env, write = defaultWrite } = options;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...command, '--site', site.name, ...args], {
    cwd: repoRoot,
    env: { ...env, SITE_CONFIG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of ['stdout', 'stderr'] as const) {
    let partial = '';
    child[stream].setEncoding('utf8');
    child[stream].on('data', (chunk: string) => {
      output += chunk;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) write(`[${site.name}] ${line}`, stream);
    });
    child[stream].on('end', () => partial && write(`[${site.name}] ${partial}`, stream));
  }
  return new Promise((resolve) => {
    const finish = (code: number) =>
      resolve({
        site: site.name,
        ok: code === 0,
        code,
        ms: performance.now() - started,
        located: locatedErrors(output),
      });
    child.once('error', (error) => {
      output += String(error);
      finish(1);
    });
    child.once('close', (code) => finish(code ?? 1));
  });
}

function defaultWrite(line: string, stream: 'stdout' | 'stderr'): void {
  (stream === 'stdout' ? process.stdout : process.stderr).write(`${line}\n`);
}

/** Every site, `jobs` at a time, each to the end whatever the others did; results in roster order. */
export async function runAll(sites: readonly RosterSite[], options: RunAllOptions): Promise<SiteResult[]> {
  const results: SiteResult[] = new Array(sites.length);
  let next = 0;
  const worker = async () => {
    while (next < sites.length) {
      const index = next++;
      results[index] = await runSite(sites[index]!, options);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs ?? 1, sites.length)) }, worker));
  return results;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The closing table of an `--all` run: site, result, time, and the located errors under each failing site. */
export function resultsTable(results: readonly SiteResult[], verb: string): string {
  const width = Math.max(4, ...results.map((result) => result.site.length));
  const lines = [`${'site'.padEnd(width)}  result  ${'time'.padStart(8)}  errors`];
  for (const result of results) {
    const outcome = result.ok ? 'ok' : 'FAILED';
    const errors = result.ok
      ? ''
      : result.located.length
        ? `${result.located.length} located`
        : (result.reason ?? `exit code ${result.code}`);
    lines.push(
      `${result.site.padEnd(width)}  ${outcome.padEnd(6)}  ${seconds(result.ms).padStart(8)}  ${errors}`.trimEnd(),
    );
    for (const error of result.ok ? [] : result.located) lines.push(`${' '.repeat(width + 2)}${error}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  lines.push(
    `${results.length - failed} of ${results.length} site${results.length === 1 ? '' : 's'} ${verb}` +
      `${failed ? `, ${failed} failed` : ''} (${seconds(total)} in all)`,
  );
  return lines.join('\n');
}
