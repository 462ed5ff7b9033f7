import { existsSync } from 'node:fs';
import { displayPath } from './format-errors.ts';
import { listRoster, rosterDir, rosterSite, siteNameProblem, pointAtSite, type RosterSite } from './roster.ts';

/**
 * Which site a command works on: the default single site (site.config.yaml, or `SITE_CONFIG`),
 * one roster site (`--site NAME`), or every roster site (`--all`).
 */
export type SiteSelection =
  { kind: 'default' } | { kind: 'site'; site: RosterSite } | { kind: 'all'; sites: RosterSite[] };

export class SiteFlagError extends Error {}

export interface ParsedSiteFlags {
  selection: SiteSelection;
  /** The arguments left for the command's own options, in their order. */
  rest: string[];
}

/**
 * Takes `--site NAME` (or `--site=NAME`) and `--all` out of a command's arguments, the same way
 * for every command, and checks the site exists. `SITE_CONFIG` names one file, so it can't be
 * combined with either.
 */
export function parseSiteFlags(
  args: readonly string[],
  options: { allowAll?: boolean; env?: NodeJS.ProcessEnv } = {},
): ParsedSiteFlags {
  const { allowAll = true, env = process.env } = options;
  const rest: string[] = [];
  let name: string | undefined;
  let all = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--all') {
      all = true;
    } else if (arg === '--site' || arg.startsWith('--site=')) {
      const value = arg === '--site' ? args[(index += 1)] : arg.slice('--site='.length);
      if (!value || value.startsWith('-'))
        throw new SiteFlagError('--site needs the name of a folder in sites/, e.g. --site nova-lane');
      if (name !== undefined && name !== value)
        throw new SiteFlagError(`--site is given twice (${name}, ${value}); give one, or --all`);
      name = value;
    } else {
      rest.push(arg);
    }
  }
  if (name === undefined && !all) return { selection: { kind: 'default' }, rest };
  if (name !== undefined && all) throw new SiteFlagError('give either --site NAME or --all, not both');
  if (!allowAll && all)
    throw new SiteFlagError('this command works on one site at a time: give --site NAME instead of --all');
  if (env.SITE_CONFIG) {
    throw new SiteFlagError(
      `SITE_CONFIG (${env.SITE_CONFIG}) names one file and --${all ? 'all' : 'site'} the roster: unset SITE_CONFIG or drop the flag`,
    );
  }
  const roster = listRoster();
  if (all) {
    if (roster.length === 0)
      throw new SiteFlagError(
        `--all: ${displayPath(rosterDir())} holds no site yet; create one with npm run new-site -- NAME`,
      );
    return { selection: { kind: 'all', sites: roster }, rest };
  }
  const site = rosterSite(name!);
  const problem = siteNameProblem(name!);
  if (problem && existsSync(site.configFile)) throw new SiteFlagError(`--site ${name}: ${problem}`);
  if (problem || !existsSync(site.configFile)) {
    const known = roster.map((entry) => entry.name);
    throw new SiteFlagError(
      `--site ${name}: there is no ${displayPath(site.configFile)}; ` +
        (known.length
          ? `the roster has ${known.join(', ')}`
          : 'the roster is empty; create the site with npm run new-site -- NAME'),
    );
  }
  return { selection: { kind: 'site', site }, rest };
}

/**
 * The command's selection, with a roster site already in effect for this process; a flag error
 * ends the process with its message (exit 2, as for a file that can't be read).
 */
export function selectSite(
  args: readonly string[] = process.argv.slice(2),
  options: { allowAll?: boolean } = {},
): ParsedSiteFlags {
  try {
    const parsed = parseSiteFlags(args, options);
    if (parsed.selection.kind === 'site') pointAtSite(parsed.selection.site);
    return parsed;
  } catch (error) {
    if (!(error instanceof SiteFlagError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
