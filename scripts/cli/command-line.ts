import { fileURLToPath } from 'node:url';

/** The one entry every npm script runs: `node --import tsx scripts/cli.ts NAME [ARGS...]`. */
export const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));

/** The arguments that run a command in a child process (after `node --import tsx`, or the tsx binary). */
export const commandLine = (name: string): string[] => [CLI, name];
