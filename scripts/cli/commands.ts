/**
 * Every user command by the name npm runs it under, loaded only when it runs. package.json's
 * scripts call `scripts/cli.ts NAME`; a command that runs another in a child process (build
 * --all, deploy, the benches) uses `commandLine` (command-line.ts). The benches, the kit's own
 * measuring tools, are declared in tools/bench/commands.ts and run through the same layer.
 */
import type { CommandLoader } from './command.ts';

export const COMMANDS: Record<string, CommandLoader> = {
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
  suggest: () => import('../suggest/suggest.ts'),
};
