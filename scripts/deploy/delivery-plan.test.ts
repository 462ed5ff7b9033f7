import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipped } from '../config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../config/load-config.ts';
import { siteFiles, type DeliverySite } from './delivery-files.ts';
import { planDelivery, type DeliveryPlan } from './delivery-plan.ts';
import { planLines } from './delivery-deploy.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const object = (text: string) => `delivery/${sha256(text)}`;

/** Two roster sites with the demo's catalog, each with its own delivery folder beside its site.yaml. */
describe('the upload plan, from real folders and the names Storage already holds', () => {
  let dir: string;
  let sites: DeliverySite[];
  const config = siteConfigFromSource(shipped, '/x/site.yaml');
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-delivery-plan-'));
    const folders: Record<string, Record<string, string>> = {
      'ada-moss': {
        'golden-hour.wav': 'ada master v2',
        'golden-hour-instrumental.wav': 'ada instrumental',
        'golden-hour-stems.zip': 'shared stems',
      },
      'bo-reed': {
        'golden-hour.wav': 'bo master',
        'golden-hour-instrumental.wav': 'bo instrumental',
        'golden-hour-stems.zip': 'shared stems',
      },
    };
    for (const [site, files] of Object.entries(folders)) {
      await mkdir(join(dir, site, 'delivery'), { recursive: true });
      for (const [name, text] of Object.entries(files)) await writeFile(join(dir, site, 'delivery', name), text);
    }
    sites = Object.keys(folders).map((name) => ({ name, config, configFile: join(dir, name, 'site.yaml') }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('uploads what Storage lacks, once for the same bytes, and keeps what a stored quote names', async () => {
    const found = await siteFiles(sites);
    expect(found).toMatchObject({ notes: [], complete: true });
    expect(found.files).toHaveLength(6);
    const existing = new Set([
      object('bo master'),
      object('ada master v1'), // ada's master before it changed: a licence quoted it
      object('a master nobody names'),
      object('shared stems'),
      'elsewhere/not-ours',
    ]);
    const plan = planDelivery(found.files, existing, new Set([sha256('ada master v1')]));
    expect(plan.upload.map((file) => `${file.site} ${file.path}`)).toEqual([
      'ada-moss golden-hour.wav',
      'ada-moss golden-hour-instrumental.wav',
      'bo-reed golden-hour-instrumental.wav',
    ]);
    expect(plan.present).toBe(2);
    expect(plan.unreferenced).toEqual([object('a master nobody names')]);
  });

  it('--dry-run lists the uploads and what --prune would delete, and says nothing went', async () => {
    const found = await siteFiles(sites);
    const plan: DeliveryPlan = planDelivery(found.files, new Set([object('shared stems'), object('old')]), new Set());
    const lines = planLines('agency-roster', plan, { dryRun: true, prune: false }, undefined);
    expect(lines).toEqual([
      "Licensed files for agency-roster's Cloud Storage (delivery/):",
      `  would upload golden-hour.wav (ada-moss, 13 bytes) as ${object('ada master v2')}`,
      `  would upload golden-hour-instrumental.wav (ada-moss, 16 bytes) as ${object('ada instrumental')}`,
      `  would upload golden-hour.wav (bo-reed, 9 bytes) as ${object('bo master')}`,
      `  would upload golden-hour-instrumental.wav (bo-reed, 15 bytes) as ${object('bo instrumental')}`,
      '  4 to upload, 1 already there',
      `  with --prune, would delete ${object('old')} (no file of the sites and no stored quote names it)`,
      '  --dry-run: nothing uploaded, deleted or deployed',
    ]);
  });

  it('prunes nothing while a named file is not on this machine', async () => {
    const partial = [...sites, { name: 'cy-lane', config, configFile: join(dir, 'cy-lane', 'site.yaml') }];
    const found = await siteFiles(partial);
    expect(found.complete).toBe(false);
    expect(found.notes).toEqual([
      `[cy-lane] the delivery folder ${join(dir, 'cy-lane', 'delivery')} is not on this machine: none of its files uploaded (deploy from the machine that has it)`,
    ]);
    const lines = planLines(
      'agency-roster',
      planDelivery(found.files, new Set([object('old')]), new Set()),
      { dryRun: false, prune: true },
      'some named files are not on this machine, so what the sites still name is not known',
    );
    expect(lines).toContain(
      '  --prune deletes nothing: some named files are not on this machine, so what the sites still name is not known',
    );
    expect(lines.join('\n')).not.toContain('delete delivery/');
  });
});
