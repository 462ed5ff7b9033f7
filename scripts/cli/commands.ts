/**
 * Every user command by the name npm runs it under, loaded only when it runs. package.json's
 * scripts all call `scripts/cli.ts NAME`; a command that runs another in a child process (build
 * --all, deploy, the benches) uses `commandLine` (command-line.ts).
 */
import type { Command } from './command.ts';

// Each module's default export is a Command of its own options; what they have in common is checked by `defineCommand`.
type Loader = () => Promise<{ default: Pick<Command, 'name'> }>;

export const COMMANDS: Record<string, Loader> = {
  start: () => import('../local-stack.ts'),
  dev: async () => ({ default: (await import('../local-stack.ts')).devCommand }),
  build: () => import('../build/build.ts'),
  'check:config': () => import('../check-config.ts'),
  'check:sender': () => import('../check-sender.ts'),
  'check:tools': () => import('../check-tools.ts'),
  deploy: () => import('../deploy.ts'),
  import: () => import('../import/import.ts'),
  inbox: () => import('../inbox.ts'),
  'new-site': () => import('../new-site/new-site.ts'),
  shortlist: () => import('../shortlist.ts'),
  licence: () => import('../licence.ts'),
  bench: () => import('../bench/bench.ts'),
  'bench:bundle': () => import('../bench/bundle-report.ts'),
  'bench:catalog': () => import('../bench/catalog-scale.ts'),
  'bench:detect': () => import('../bench/detect.ts'),
  'bench:import': () => import('../bench/import.ts'),
  'bench:recordings': () => import('../bench/recordings.ts'),
  'bench:roster': () => import('../bench/roster.ts'),
  'bench:search': () => import('../bench/catalog-search.ts'),
  'bench:similar': () => import('../bench/similar.ts'),
};
