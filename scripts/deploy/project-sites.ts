import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { repoRoot } from '../config/config-path.ts';
import { displayPath } from '../config/format-errors.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import type { RosterSite } from '../config/roster.ts';
import type { DeliverySite } from './delivery-files.ts';

/** A site's YAML, by the name its lines are printed under. */
export interface SiteYaml {
  name: string;
  configFile: string;
}

export interface SitesRead {
  sites: Array<DeliverySite & { config: SiteConfig }>;
  /** Each YAML that did not load, and why: which project it deploys to, and what it names, is unknown. */
  unreadable: string[];
}

/** The sites of one Firebase project, which share its bucket: what --prune must weigh. */
export interface ProjectSites {
  sites: readonly DeliverySite[];
  /** YAMLs that did not load: any of them may name this project, so --prune deletes nothing. */
  unreadable: readonly string[];
}

const ROOT_CONFIG = resolve(repoRoot, 'site.config.yaml');

/**
 * Every site YAML a deploy from this repository can send to a project: the single site's (the
 * one given, SITE_CONFIG's or site.config.yaml), the repository's site.config.yaml when that is
 * another file, and each roster site's.
 */
export function siteYamls(single: string | undefined, roster: readonly RosterSite[]): SiteYaml[] {
  const yamls: SiteYaml[] = single === undefined ? [] : [{ name: DEFAULT_SITE, configFile: single }];
  if (single !== ROOT_CONFIG && existsSync(ROOT_CONFIG))
    yamls.push({ name: single === undefined ? DEFAULT_SITE : 'site.config.yaml', configFile: ROOT_CONFIG });
  return [...yamls, ...roster.map(({ name, configFile }) => ({ name, configFile }))];
}

/** Loads each YAML; one that does not load is kept with its reason, never skipped in silence. */
export async function readSites(yamls: readonly SiteYaml[]): Promise<SitesRead> {
  const read: SitesRead = { sites: [], unreadable: [] };
  for (const { name, configFile } of yamls) {
    try {
      read.sites.push({ name, configFile, config: await loadSiteConfig(configFile) });
    } catch (error) {
      const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      read.unreadable.push(`${displayPath(configFile)} did not load (${why})`);
    }
  }
  return read;
}

export const projectSites = (read: SitesRead, projectId: string): ProjectSites => ({
  sites: read.sites.filter((site) => site.config.firebase.projectId === projectId),
  unreadable: read.unreadable,
});
