import { rosterSite, type RosterSite } from '../config/roster.ts';
import { defaultsFor, type SiteOptions } from './options.ts';
import { writeRosterSite } from './write-site.ts';

/**
 * A roster of sites as `npm run new-site -- NAME --yes` writes them, in `dir`: for the roster's
 * tests and its bench, which need many real sites and not hand-kept fixtures.
 */
export async function generateRoster(
  dir: string,
  names: readonly string[],
  options: Partial<Omit<SiteOptions, 'name'>> = {},
): Promise<RosterSite[]> {
  const sites = names.map((name) => rosterSite(name, dir));
  for (const site of sites) await writeRosterSite(site, defaultsFor({ ...options, name: site.name }));
  return sites;
}
