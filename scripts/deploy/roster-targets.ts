/**
 * The Firebase configuration of a roster deploy, generated from the roster every time and never
 * edited by hand: a Hosting entry per site (deploy target NAME, its own build folder) beside the
 * shared function and Firestore rules, and the targets mapping each NAME to its Hosting site id
 * in `.firebaserc`. The committed firebase.json stays the default single site's.
 */

/** The generated file beside firebase.json, so firebase-tools resolves its paths from the repository. */
export const ROSTER_CONFIG = 'firebase.roster.json';

export interface DeploySite {
  name: string;
  projectId: string;
  hostingSite: string;
  /** Its build folder, relative to the repository, with forward slashes. */
  publicDir: string;
}

interface HostingEntry {
  predeploy?: unknown;
  [key: string]: unknown;
}

export interface FirebaseJson {
  hosting?: HostingEntry | HostingEntry[];
  firestore?: unknown;
  [key: string]: unknown;
}

export interface FirebaseRc {
  projects?: Record<string, string>;
  targets?: Record<string, Record<string, Record<string, string[]>>>;
  [key: string]: unknown;
}

/**
 * The single site's firebase.json with its Hosting block repeated for each site: same headers and
 * caching, the site's own folder, and no build hook (the deploy builds each site first, so a
 * failing one is reported and skipped rather than stopping the rest).
 */
export function rosterFirebaseJson(base: FirebaseJson, sites: readonly DeploySite[]): FirebaseJson {
  if (base.hosting === undefined || Array.isArray(base.hosting))
    throw new Error('firebase.json must have one "hosting" block, the default site\'s, to repeat per roster site');
  const { predeploy: _build, ...hosting } = base.hosting;
  return { ...base, hosting: sites.map((site) => ({ target: site.name, ...hosting, public: site.publicDir })) };
}

/** `.firebaserc` with each project's Hosting targets set to its roster sites; everything else kept as it was. */
export function withRosterTargets(rc: FirebaseRc, sites: readonly DeploySite[]): FirebaseRc {
  const targets = { ...rc.targets };
  for (const project of new Set(sites.map((site) => site.projectId))) {
    const hosting = Object.fromEntries(
      sites.filter((site) => site.projectId === project).map((site) => [site.name, [site.hostingSite]]),
    );
    targets[project] = { ...targets[project], hosting };
  }
  return { ...rc, targets };
}

/** A site whose id is shared, or a demo- project, can't be deployed: why, or undefined. */
export function undeployable(site: DeploySite, all: readonly DeploySite[]): string | undefined {
  if (site.projectId.startsWith('demo-')) {
    return `firebase.projectId is "${site.projectId}", a demo project that exists only in the emulators; put a real project id (Blaze plan) in its site.yaml`;
  }
  const twin = all.find(
    (other) => other !== site && other.hostingSite === site.hostingSite && other.projectId === site.projectId,
  );
  return twin
    ? `firebase.hostingSite "${site.hostingSite}" is also ${twin.name}'s: each site needs a Hosting site of its own`
    : undefined;
}

/**
 * The firebase-tools command lines, in order, that deploy these sites of one project: the shared
 * function and Firestore rules once (and the Storage rules when a site of the project delivers
 * files), then each site's Hosting alone (deploying several hosting targets in one command can
 * leave a function endpoint missing, firebase-tools #9235).
 */
export function deployCommands(
  projectId: string,
  siteNames: readonly string[],
  extra: readonly string[] = [],
  storage = false,
): string[][] {
  const base = ['deploy', '--config', ROSTER_CONFIG, '--project', projectId, ...extra, '--only'];
  return [
    [...base, `functions,firestore${storage ? ',storage' : ''}`],
    ...siteNames.map((name) => [...base, `hosting:${name}`]),
  ];
}

/**
 * The single site's firebase deploy arguments: everything firebase.json names, but the Storage
 * rules only when the site delivers files, since a project that never set up Storage has no bucket
 * to put them on and firebase-tools would refuse the whole deploy. `--only` as the user gave it wins.
 */
export function singleSiteTargets(extra: readonly string[], delivers: boolean): string[] {
  if (delivers || extra.includes('--only')) return [...extra];
  return [...extra, '--only', 'hosting,functions,firestore'];
}
