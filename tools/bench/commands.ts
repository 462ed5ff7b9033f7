/**
 * The benches by the name npm runs them under, loaded only when one runs. They are the kit's own
 * measuring tools, not commands a user of the kit runs, so they live here rather than in
 * scripts/cli/commands.ts, and package.json runs them through tools/bench/cli.ts: the same layer
 * (scripts/cli/run-command.ts), with --help, strict options and exit codes, and nothing under
 * scripts/ imports a bench.
 */
import type { CommandLoader } from '../../scripts/cli/command.ts';

export const BENCH_COMMANDS: Record<string, CommandLoader> = {
  bench: () => import('./bench.ts'),
  'bench:bundle': () => import('./bundle-report.ts'),
  'bench:catalog': () => import('./catalog-scale.ts'),
  'bench:detect': () => import('./detect.ts'),
  'bench:energy': () => import('./energy.ts'),
  'bench:import': () => import('./import.ts'),
  'bench:recordings': () => import('./recordings.ts'),
  'bench:roster': () => import('./roster.ts'),
  'bench:search': () => import('./catalog-search.ts'),
  'bench:similar': () => import('./similar.ts'),
  'bench:tempo': () => import('./tempo.ts'),
  'bench:suggest': () => import('./suggest.ts'),
  'bench:styles': () => import('./styles.ts'),
};
