// npm run deploy: builds and deploys hosting, the function and the Firestore rules to the project
// named in site.config.yaml (firebase.projectId), the one the built page will call.
// npm run deploy -- --site NAME | --all: the roster's sites, each to its own Hosting site (its
// firebase.hostingSite) in its project, beside the one function and rules of that project.
// First, each project's new and changed licensed files go up to its Cloud Storage bucket
// (--dry-run lists them and deploys nothing; --prune deletes what nothing names).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot, resolveConfigPath } from './config/config-path.ts';
import { loadSiteConfig } from './config/load-config.ts';
import { listRoster, type RosterSite } from './config/roster.ts';
import { locatedErrors, resultsTable, runSite, type SiteResult } from './config/run-all.ts';
import { CommandError, defineCommand } from './cli/command.ts';
import { commandLine } from './cli/command-line.ts';
import {
  decideDatabase,
  deploysFirestore,
  readDatabaseState,
  withFirestoreLocation,
} from './deploy/firestore-database.ts';
import { firestoreLocation } from './deploy/firestore-location.ts';
import { withFunctionRegion } from './deploy/function-rewrites.ts';
import { deliveryBucket } from './deploy/delivery-bucket.ts';
import { deployDelivery, type DeliveryOptions } from './deploy/delivery-deploy.ts';
import { projectSites, readSites, siteYamls } from './deploy/project-sites.ts';
import { defaultBucket, googleRest } from './deploy/google-rest.ts';
import { checkPaymentSecrets, readSecretState } from './deploy/payment-secrets.ts';
import { checkSigning } from './deploy/signing-check.ts';
import {
  deployCommands,
  ROSTER_CONFIG,
  rosterFirebaseJson,
  singleSiteTargets,
  undeployable,
  withRosterTargets,
  type DeploySite,
  type FirebaseJson,
  type FirebaseRc,
} from './deploy/roster-targets.ts';

const firebase = join(repoRoot, 'node_modules/.bin/firebase');
const run = (args: string[], capture = false, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(firebase, args, {
    cwd: repoRoot,
    stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env,
  });
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as T;
const writeJson = (file: string, value: unknown) =>
  writeFileSync(join(repoRoot, file), `${JSON.stringify(value, null, 2)}\n`);

export default defineCommand({
  name: 'deploy',
  summary: 'Builds and deploys Hosting, the function and the Firestore rules to the project the config names.',
  usage: ['[--site NAME | --all] [--only TARGETS] [--force] [--create-database] [--dry-run] [--prune]'],
  options: {
    only: {
      type: 'string',
      value: 'TARGETS',
      help: "firebase deploy's --only, e.g. hosting or functions,firestore (the single site)",
    },
    force: {
      type: 'boolean',
      help: "firebase deploy's --force: delete functions the code no longer has, without asking",
    },
    'create-database': {
      type: 'boolean',
      help: 'create the Firestore database in contact.firestoreLocation when the project has none',
    },
    'dry-run': {
      type: 'boolean',
      help: 'list the licensed files the deploy would upload (and --prune delete), then stop: nothing uploaded or deployed',
    },
    prune: {
      type: 'boolean',
      help: 'also delete the Storage objects under delivery/ that no named file and no stored quote names',
    },
  },
  site: 'all',
  async run({ values, selection }) {
    createAllowed = values['create-database'] === true;
    args = [...(values.only ? ['--only', String(values.only)] : []), ...(values.force ? ['--force'] : [])];
    delivery = { dryRun: values['dry-run'] === true, prune: values.prune === true };
    if (selection.kind === 'default') return deployDefault();
    return deployRoster(selection.kind === 'site' ? [selection.site] : selection.sites);
  },
});

// Set once from the command line before anything runs.
let createAllowed = false;
let args: string[] = [];
let delivery: DeliveryOptions = { dryRun: false, prune: false };

/** The project's bucket and IAM, reached only when a site names files (or --prune asks). */
const reachOf = (projectId: string) => ({
  bucket: async () => deliveryBucket(projectId, await defaultBucket(googleRest(), projectId)),
  checkSigning: () => checkSigning(projectId),
});

/** firebase-tools' answer about one of the project's secrets: its versions' states, never its value. */
const askSecret = (projectId: string) => (name: string) =>
  readSecretState(run(['functions:secrets:get', name, '--project', projectId, '--json'], true).stdout ?? '');

/** Refuses to go on unless the project's database exists where the config says, or may be created there now. */
function checkDatabase(projectId: string, location: string): void {
  const answer = run(['firestore:databases:get', '(default)', '--project', projectId, '--json'], true);
  const decision = decideDatabase(readDatabaseState(answer.stdout ?? ''), location, createAllowed);
  if (decision.action === 'refuse') throw new CommandError(decision.message);
  if (decision.action === 'deploy' && decision.note) console.warn(decision.note);
  if (decision.action === 'create' && run([...decision.args, '--project', projectId]).status !== 0) {
    throw new CommandError('The Firestore database could not be created; nothing was deployed.');
  }
}

async function deployDefault(): Promise<number> {
  const configFile = resolveConfigPath();
  const config = await loadSiteConfig(configFile);
  const { projectId } = config.firebase;
  if (projectId.startsWith('demo-')) {
    throw new CommandError(
      `firebase.projectId in site.config.yaml is "${projectId}", a demo project that exists only in the emulators.\n` +
        'Create a Firebase project (Blaze plan, for Cloud Functions), put its id in firebase.projectId, then run npm run deploy again.',
    );
  }
  if (config.licensing.payment) checkPaymentSecrets(projectId, askSecret(projectId), delivery.dryRun);
  // Every site of the project shares its bucket: the roster's sites may name files this one no longer does.
  const sites = projectSites(await readSites(siteYamls(configFile, listRoster())), projectId);
  const delivers = await deployDelivery(projectId, sites, reachOf(projectId), delivery);
  if (delivery.dryRun) return 0;
  const location = firestoreLocation(config.contact);
  // Written for firebase-tools, which creates a missing database wherever firebase.json says (nam5 without it).
  const firebaseJson = readJson<FirebaseJson>('firebase.json');
  const written = withFunctionRegion(withFirestoreLocation(firebaseJson, location), config.contact.region);
  if (JSON.stringify(written) !== JSON.stringify(firebaseJson)) {
    writeJson('firebase.json', written);
    console.log(
      `firebase.json: Firestore location ${location} and the function rewrites' region ${config.contact.region}, from site.config.yaml.`,
    );
  }
  if (deploysFirestore(args)) checkDatabase(projectId, location);
  return run(['deploy', '--project', projectId, ...singleSiteTargets(args, delivers)]).status ?? 1;
}

/** Every roster site whose YAML loaded, as the generated firebase.json and .firebaserc name it. */
function deploySitesOf(rosterSites: readonly RosterSite[], read: Awaited<ReturnType<typeof readSites>>): DeploySite[] {
  return rosterSites.flatMap((site) => {
    const fb = read.sites.find((loaded) => loaded.configFile === site.configFile)?.config.firebase;
    if (!fb) return [];
    const publicDir = relative(repoRoot, site.outDir).split('\\').join('/');
    return [{ name: site.name, projectId: fb.projectId, hostingSite: fb.hostingSite ?? fb.projectId, publicDir }];
  });
}

/** Each project's sites: built one by one, then the function and rules once, then each site's Hosting alone. */
async function deployRoster(sites: readonly RosterSite[]): Promise<number> {
  const results: SiteResult[] = [];
  const fail = (site: string, message: string, started: number) => {
    console.error(`[${site}] ${message}`);
    const located = locatedErrors(message);
    results.push({
      site,
      ok: false,
      code: 1,
      ms: performance.now() - started,
      located,
      ...(located.length === 0 && { reason: message.split('\n')[0] }),
    });
  };
  const planned: Array<DeploySite & { location: string; region: string; payment: boolean }> = [];
  for (const site of sites) {
    const started = performance.now();
    try {
      const config = await loadSiteConfig(site.configFile);
      const { projectId, hostingSite = projectId } = config.firebase;
      planned.push({
        name: site.name,
        projectId,
        hostingSite,
        publicDir: relative(repoRoot, site.outDir).split('\\').join('/'),
        location: firestoreLocation(config.contact),
        region: config.contact.region,
        payment: config.licensing.payment !== undefined,
      });
    } catch (error) {
      fail(site.name, error instanceof Error ? error.message : String(error), started);
    }
  }
  const deployable = planned.filter((site) => {
    const reason = undeployable(site, planned);
    if (reason) fail(site.name, reason, performance.now());
    return !reason;
  });
  // Every site of every project the roster deploys to is in the generated files, so a later
  // deploy of one site never drops another's target. A YAML that does not load doesn't stop the
  // others' deploy, but --prune then deletes nothing: that site may name this project's files.
  const rosterSites = listRoster();
  const read = await readSites(siteYamls(undefined, rosterSites));
  const roster = deploySitesOf(rosterSites, read).filter((site) => !site.projectId.startsWith('demo-'));
  const takesPayment = (projectId: string) => deployable.some((site) => site.projectId === projectId && site.payment);
  if (delivery.dryRun) {
    for (const projectId of new Set(deployable.map((site) => site.projectId))) {
      if (takesPayment(projectId)) checkPaymentSecrets(projectId, askSecret(projectId), true);
      await deployDelivery(projectId, projectSites(read, projectId), reachOf(projectId), delivery);
    }
    return results.every((result) => result.ok) ? 0 : 1;
  }
  if (deployable.length > 0) {
    writeJson(ROSTER_CONFIG, rosterFirebaseJson(readJson<FirebaseJson>('firebase.json'), roster));
    writeJson('.firebaserc', withRosterTargets(readJson<FirebaseRc>('.firebaserc'), roster));
  }
  const storage = new Map<string, boolean>();
  for (const projectId of new Set(deployable.map((site) => site.projectId))) {
    const group = deployable.filter((site) => site.projectId === projectId);
    const started = performance.now();
    const locations = new Set(group.map((site) => site.location));
    try {
      if (locations.size > 1)
        throw new CommandError(
          `the sites of ${projectId} name different Firestore locations (${[...locations].join(', ')}); one database holds them all`,
        );
      // The roster's build refuses sites of one project that disagree on the function's region.
      writeJson(
        ROSTER_CONFIG,
        withFunctionRegion(
          withFirestoreLocation(readJson<FirebaseJson>(ROSTER_CONFIG), [...locations][0]!),
          group[0]!.region,
        ),
      );
      if (takesPayment(projectId)) checkPaymentSecrets(projectId, askSecret(projectId), false);
      checkDatabase(projectId, [...locations][0]!);
      storage.set(
        projectId,
        await deployDelivery(projectId, projectSites(read, projectId), reachOf(projectId), delivery),
      );
    } catch (error) {
      for (const site of group) fail(site.name, error instanceof Error ? error.message : String(error), started);
      continue;
    }
    const built: string[] = [];
    for (const site of group) {
      const result = await runSite(
        sites.find((entry) => entry.name === site.name)!,
        { command: commandLine('build') },
      );
      if (result.ok) built.push(site.name);
      else results.push(result);
    }
    if (built.length === 0) continue;
    // The functions predeploy hook builds the function for every roster site of this project.
    const env = { ...process.env, ROSTER_PROJECT: projectId, SITE_CONFIG: '' };
    const [shared, ...hosting] = deployCommands(projectId, built, args, storage.get(projectId) ?? false);
    const sharedStarted = performance.now();
    if ((run(shared!, false, env).status ?? 1) !== 0) {
      for (const name of built)
        fail(
          name,
          `the function and rules of ${projectId} did not deploy; its Hosting was left as it was`,
          sharedStarted,
        );
      continue;
    }
    for (const [index, command] of hosting.entries()) {
      const siteStarted = performance.now();
      const code = run(command, false, env).status ?? 1;
      results.push({ site: built[index]!, ok: code === 0, code, ms: performance.now() - siteStarted, located: [] });
    }
  }
  const order = sites.map((site) => site.name);
  results.sort((a, b) => order.indexOf(a.site) - order.indexOf(b.site));
  console.log(`\n${resultsTable(results, 'deployed')}`);
  return results.every((result) => result.ok) ? 0 : 1;
}
