import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const schemaPath = resolve(repoRoot, 'schema/site.schema.json');

/** Where the user ran npm: npm sets INIT_CWD to it, and a script run directly has it as its cwd. */
export const userDir = (): string => process.env.INIT_CWD ?? process.cwd();

export const SITE_PATH_VARIABLES = ['SITE_CONFIG', 'SITE_PUBLIC_DIR', 'SITES_DIR'] as const;

/**
 * Makes relative `SITE_CONFIG`, `SITE_PUBLIC_DIR` and `SITES_DIR` (the roster's folder) absolute, taken from where the user ran npm,
 * so every process started from here reads the same files: a nested `npm run` (the functions
 * build runs one inside functions/, firebase deploy runs the predeploy build from the repo root)
 * sets INIT_CWD to its own folder and would resolve them elsewhere.
 */
export function pinSitePaths(env: NodeJS.ProcessEnv = process.env, from = userDir()): void {
  for (const name of SITE_PATH_VARIABLES) {
    const value = env[name];
    if (value) env[name] = resolve(from, value);
  }
}

// Every command that reads the site imports this module first, so this runs before it starts anything.
pinSitePaths();

/** The config to use: an explicit argument (taken from where the user ran npm), else `SITE_CONFIG`, else the repo's own file. */
export function resolveConfigPath(arg?: string): string {
  const chosen = arg || process.env.SITE_CONFIG;
  return chosen ? resolve(userDir(), chosen) : resolve(repoRoot, 'site.config.yaml');
}

/**
 * The folder of files served as they are (images, audio): `SITE_PUBLIC_DIR`, else the repo's
 * public/. One repo can hold several sites' configs and files side by side.
 */
export function resolvePublicDir(): string {
  const chosen = process.env.SITE_PUBLIC_DIR;
  return chosen ? resolve(userDir(), chosen) : resolve(repoRoot, 'public');
}
