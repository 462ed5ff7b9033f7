import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoster } from './roster.ts';
import { parseSiteFlags } from './site-flags.ts';

describe('--site and --all, parsed the same way for every command', () => {
  let dir: string;
  const previous = process.env.SITES_DIR;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cuesheet-roster-'));
    for (const name of ['nova-lane', 'ada-moss']) {
      mkdirSync(join(dir, name), { recursive: true });
      writeFileSync(join(dir, name, 'site.yaml'), 'site: {}\n');
    }
    // A folder without site.yaml, and one whose name can't be a site, are not sites.
    mkdirSync(join(dir, 'notes'));
    mkdirSync(join(dir, 'Bad_Name'));
    writeFileSync(join(dir, 'Bad_Name', 'site.yaml'), '');
    // `default` is the single site's key in Firestore: a roster site of that name would share its shortlists.
    mkdirSync(join(dir, 'default'));
    writeFileSync(join(dir, 'default', 'site.yaml'), 'site: {}\n');
    process.env.SITES_DIR = dir;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    if (previous === undefined) delete process.env.SITES_DIR;
    else process.env.SITES_DIR = previous;
  });

  it('lists the roster by name, folders with a site.yaml only', () => {
    expect(listRoster().map((site) => site.name)).toEqual(['ada-moss', 'nova-lane']);
    expect(listRoster()[0]).toEqual({
      name: 'ada-moss',
      dir: join(dir, 'ada-moss'),
      configFile: join(dir, 'ada-moss/site.yaml'),
      publicDir: join(dir, 'ada-moss/public'),
      outDir: join(dir, 'ada-moss/dist'),
    });
  });

  it('leaves the default site and every other argument alone when neither flag is given', () => {
    expect(parseSiteFlags(['--mode', 'emulators', 'file.yaml'], { env: {} })).toEqual({
      selection: { kind: 'default' },
      rest: ['--mode', 'emulators', 'file.yaml'],
    });
  });

  it('takes --site NAME and --site=NAME out of the arguments', () => {
    for (const args of [
      ['--site', 'nova-lane', '--csv'],
      ['--csv', '--site=nova-lane'],
    ]) {
      const parsed = parseSiteFlags(args, { env: {} });
      expect(parsed.rest).toEqual(['--csv']);
      expect(parsed.selection).toMatchObject({
        kind: 'site',
        site: { name: 'nova-lane', configFile: join(dir, 'nova-lane/site.yaml') },
      });
    }
  });

  it('--all is every site of the roster', () => {
    const parsed = parseSiteFlags(['--all'], { env: {} });
    expect(parsed.selection.kind === 'all' && parsed.selection.sites.map((site) => site.name)).toEqual([
      'ada-moss',
      'nova-lane',
    ]);
  });

  it('refuses what it cannot honour, saying what to do', () => {
    expect(() => parseSiteFlags(['--site', 'nobody'], { env: {} })).toThrow(
      /--site nobody: there is no .*nobody\/site\.yaml; the roster has ada-moss, nova-lane/,
    );
    expect(() => parseSiteFlags(['--site'], { env: {} })).toThrow('--site needs the name of a folder in sites/');
    expect(() => parseSiteFlags(['--site', '--all'], { env: {} })).toThrow('--site needs the name');
    expect(() => parseSiteFlags(['--site', 'ada-moss', '--all'], { env: {} })).toThrow(
      'give either --site NAME or --all, not both',
    );
    expect(() => parseSiteFlags(['--site', '../etc'], { env: {} })).toThrow(/there is no/);
    expect(() => parseSiteFlags(['--site', 'default'], { env: {} })).toThrow(
      "--site default: 'default' is the key the single site's data is stored under; choose another name",
    );
    expect(() => parseSiteFlags(['--all'], { env: {}, allowAll: false })).toThrow(
      'this command works on one site at a time',
    );
    expect(() => parseSiteFlags(['--all'], { env: { SITE_CONFIG: 'x.yaml' } })).toThrow(
      /SITE_CONFIG \(x\.yaml\) names one file and --all the roster/,
    );
  });

  it('--all on an empty roster says how to start one', () => {
    const empty = mkdtempSync(join(tmpdir(), 'cuesheet-empty-'));
    process.env.SITES_DIR = empty;
    try {
      expect(() => parseSiteFlags(['--all'], { env: {} })).toThrow(
        /holds no site yet; create one with npm run new-site -- NAME/,
      );
    } finally {
      process.env.SITES_DIR = dir;
      rmSync(empty, { recursive: true });
    }
  });
});
