import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { timeoutFor } from '../test/timeout.ts';
import {
  deployCommands,
  ROSTER_CONFIG,
  rosterFirebaseJson,
  singleSiteTargets,
  undeployable,
  withRosterTargets,
  type DeploySite,
  type FirebaseJson,
} from './roster-targets.ts';

const require = createRequire(import.meta.url);
const base = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as FirebaseJson;
const rc = JSON.parse(readFileSync(join(repoRoot, '.firebaserc'), 'utf8')) as { projects: { default: string } };
const sites: DeploySite[] = [
  { name: 'ada-moss', projectId: 'agency-roster', hostingSite: 'ada-moss-music', publicDir: 'sites/ada-moss/dist' },
  { name: 'bo-reed', projectId: 'agency-roster', hostingSite: 'bo-reed-site', publicDir: 'sites/bo-reed/dist' },
  { name: 'cy-lane', projectId: 'cy-lane-own', hostingSite: 'cy-lane', publicDir: 'sites/cy-lane/dist' },
];

describe('the roster deploy configuration, generated from the roster', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cuesheet-deploy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('repeats the default Hosting block per site, without its build hook, and keeps the function and rules', () => {
    const json = rosterFirebaseJson(base, sites);
    const hosting = json.hosting as Array<Record<string, unknown>>;
    expect(hosting.map((entry) => [entry.target, entry.public])).toEqual(
      sites.map((site) => [site.name, site.publicDir]),
    );
    const { predeploy: _predeploy, public: _public, ...shared } = base.hosting as Record<string, unknown>;
    for (const entry of hosting) expect(entry).toEqual({ target: entry.target, public: entry.public, ...shared });
    expect(hosting[0]).not.toHaveProperty('predeploy');
    expect(json.functions).toEqual(base.functions);
    expect(json.firestore).toEqual(base.firestore);
  });

  it('maps each target to its Hosting site in .firebaserc, per project, and keeps the rest', () => {
    const before = {
      projects: { default: 'agency-roster' },
      targets: { 'agency-roster': { hosting: { gone: ['old-site'] }, storage: { x: ['y'] } } },
    };
    expect(withRosterTargets(before, sites)).toEqual({
      projects: { default: 'agency-roster' },
      targets: {
        'agency-roster': {
          hosting: { 'ada-moss': ['ada-moss-music'], 'bo-reed': ['bo-reed-site'] },
          storage: { x: ['y'] },
        },
        'cy-lane-own': { hosting: { 'cy-lane': ['cy-lane'] } },
      },
    });
  });

  // Loads firebase-tools' own modules: 1.2 s idle, 3.2 s beside other work.
  it(
    'is what firebase-tools itself resolves: `--only hosting:NAME` picks that site, its folder and nothing else',
    { timeout: timeoutFor(1.2) },
    () => {
      // A project folder like the repository, holding the two generated files.
      writeFileSync(join(dir, ROSTER_CONFIG), JSON.stringify(rosterFirebaseJson(base, sites)));
      writeFileSync(join(dir, '.firebaserc'), JSON.stringify(withRosterTargets(rc, sites)));
      for (const site of sites) mkdirSync(join(dir, site.publicDir), { recursive: true });
      cpSync(join(repoRoot, 'firestore.rules'), join(dir, 'firestore.rules'));
      const { Config } = require('firebase-tools/lib/config.js') as { Config: { load: (options: object) => unknown } };
      const { loadRC } = require('firebase-tools/lib/rc.js') as { loadRC: (options: object) => unknown };
      const { hostingConfig } = require('firebase-tools/lib/hosting/config.js') as {
        hostingConfig: (options: object) => Array<Record<string, unknown>>;
      };
      const resolve = (project: string, only: string) => {
        const options: Record<string, unknown> = { cwd: dir, configPath: ROSTER_CONFIG, project, only };
        options.config = Config.load(options);
        options.rc = loadRC(options);
        return hostingConfig(options).map(({ site, target, public: folder }) => ({ site, target, public: folder }));
      };
      expect(resolve('agency-roster', 'hosting:bo-reed')).toEqual([
        { site: 'bo-reed-site', target: 'bo-reed', public: 'sites/bo-reed/dist' },
      ]);
      expect(resolve('cy-lane-own', 'hosting:cy-lane')).toEqual([
        { site: 'cy-lane', target: 'cy-lane', public: 'sites/cy-lane/dist' },
      ]);
    },
  );

  it('deploys the function and rules once per project, then each site alone, with the exact firebase-tools command lines', () => {
    expect(deployCommands('agency-roster', ['ada-moss', 'bo-reed'])).toEqual([
      ['deploy', '--config', 'firebase.roster.json', '--project', 'agency-roster', '--only', 'functions,firestore'],
      ['deploy', '--config', 'firebase.roster.json', '--project', 'agency-roster', '--only', 'hosting:ada-moss'],
      ['deploy', '--config', 'firebase.roster.json', '--project', 'agency-roster', '--only', 'hosting:bo-reed'],
    ]);
    expect(deployCommands('agency-roster', ['ada-moss'], [], true)[0]).toEqual([
      'deploy',
      '--config',
      'firebase.roster.json',
      '--project',
      'agency-roster',
      '--only',
      'functions,firestore,storage',
    ]);
    expect(deployCommands('p-one-two', ['x1'], ['--force'])[1]).toEqual([
      'deploy',
      '--config',
      'firebase.roster.json',
      '--project',
      'p-one-two',
      '--force',
      '--only',
      'hosting:x1',
    ]);
  });

  it('refuses demo- projects and a Hosting site two sites share', () => {
    expect(undeployable({ ...sites[0]!, projectId: 'demo-cuesheet' }, sites)).toMatch(
      /"demo-cuesheet", a demo project that exists only in the emulators/,
    );
    const twins = [sites[0]!, { ...sites[1]!, hostingSite: 'ada-moss-music' }];
    expect(undeployable(twins[1]!, twins)).toBe(
      'firebase.hostingSite "ada-moss-music" is also ada-moss\'s: each site needs a Hosting site of its own',
    );
    expect(undeployable(sites[2]!, sites)).toBeUndefined();
  });
});

describe("the single site's firebase deploy targets", () => {
  it('leave the Storage rules out unless the site delivers files, and keep a given --only', () => {
    expect(singleSiteTargets([], false)).toEqual(['--only', 'hosting,functions,firestore']);
    expect(singleSiteTargets(['--force'], true)).toEqual(['--force']);
    expect(singleSiteTargets(['--only', 'hosting'], false)).toEqual(['--only', 'hosting']);
    // Every target firebase.json names besides storage is in the list, so leaving storage out leaves nothing else out.
    expect(
      Object.keys(base)
        .filter((key) => key !== 'emulators' && key !== 'storage')
        .sort(),
    ).toEqual(['firestore', 'functions', 'hosting']);
    expect(base).toHaveProperty('storage', { rules: 'storage.rules' });
  });
});
