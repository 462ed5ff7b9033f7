import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import { repoRoot, userDir } from './config-path.ts';

/**
 * An agency's roster: one folder per artist under sites/ (or `SITES_DIR`), holding its
 * `site.yaml` and its own `public/` files, built into its own `dist/`. Nothing of an artist lives
 * outside its folder, so pulling template updates never touches it.
 */
export interface RosterSite {
  name: string;
  dir: string;
  configFile: string;
  publicDir: string;
  outDir: string;
}

/** A roster name is a folder name, a deploy target and part of a Firestore path: kept to one safe shape. */
const SITE_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/;

/** Why a name cannot name a roster site, or undefined when it can. */
export function siteNameProblem(name: string): string | undefined {
  if (!SITE_NAME_PATTERN.test(name)) return 'use 2 to 40 lowercase letters, digits and dashes, e.g. jane-doe';
  // The single site's shortlists and counters are stored under this key: a roster site of that name would share them.
  if (name === DEFAULT_SITE)
    return `'${DEFAULT_SITE}' is the key the single site's data is stored under; choose another name`;
  return undefined;
}

export const rosterDir = (): string =>
  process.env.SITES_DIR ? resolve(userDir(), process.env.SITES_DIR) : join(repoRoot, 'sites');

export function rosterSite(name: string, dir = rosterDir()): RosterSite {
  const folder = join(dir, name);
  return {
    name,
    dir: folder,
    configFile: join(folder, 'site.yaml'),
    publicDir: join(folder, 'public'),
    outDir: join(folder, 'dist'),
  };
}

/** Every folder of the roster that holds a site.yaml, by name. */
export function listRoster(dir = rosterDir()): RosterSite[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !siteNameProblem(entry.name) && existsSync(join(dir, entry.name, 'site.yaml')),
    )
    .map((entry) => rosterSite(entry.name, dir))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The environment that points every command (and the processes it starts) at one roster site. */
export function siteEnv(site: RosterSite): Record<string, string> {
  return { SITE_CONFIG: site.configFile, SITE_PUBLIC_DIR: site.publicDir };
}

/** Points this process at the site: every later config or public-folder lookup reads its files. */
export function pointAtSite(site: RosterSite, env: NodeJS.ProcessEnv = process.env): void {
  Object.assign(env, siteEnv(site));
}

/**
 * The project a new roster site goes to unless told otherwise: the repository's default Firebase
 * project (`.firebaserc`, set with `npx firebase use --add`), so the roster shares one project.
 */
export function rosterProject(): string | undefined {
  try {
    const rc = JSON.parse(readFileSync(join(repoRoot, '.firebaserc'), 'utf8')) as { projects?: { default?: unknown } };
    return typeof rc.projects?.default === 'string' ? rc.projects.default : undefined;
  } catch {
    return undefined;
  }
}
