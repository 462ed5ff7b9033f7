import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The config to use: an explicit argument, else `SITE_CONFIG`, else the repo's own file. */
export function resolveConfigPath(arg?: string): string {
  const chosen = arg || process.env.SITE_CONFIG;
  return chosen ? resolve(chosen) : resolve(repoRoot, 'site.config.yaml');
}
