import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const schemaPath = resolve(repoRoot, 'schema/site.schema.json');

/**
 * The config to use: an explicit argument, else `SITE_CONFIG`, else the repo's own file.
 * A relative path is taken from where the user ran npm (INIT_CWD), not from the folder a
 * nested script runs in (the functions build runs inside functions/).
 */
export function resolveConfigPath(arg?: string): string {
  const chosen = arg || process.env.SITE_CONFIG;
  return chosen ? resolve(process.env.INIT_CWD ?? process.cwd(), chosen) : resolve(repoRoot, 'site.config.yaml');
}

/**
 * The folder of files served as they are (images, audio): `SITE_PUBLIC_DIR`, else the repo's
 * public/. One repo can hold several sites' configs and files side by side.
 */
export function resolvePublicDir(): string {
  const chosen = process.env.SITE_PUBLIC_DIR;
  return chosen ? resolve(process.env.INIT_CWD ?? process.cwd(), chosen) : resolve(repoRoot, 'public');
}
