import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipped } from '../config/fixtures/shipped-edits.ts';
import { listRoster } from '../config/roster.ts';
import { deployDelivery } from './delivery-deploy.ts';
import { siteFiles } from './delivery-files.ts';
import { planDelivery } from './delivery-plan.ts';
import { projectSites, readSites, siteYamls } from './project-sites.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const object = (text: string) => `delivery/${sha256(text)}`;

/** A single site and a roster in one folder: three sites share agency-roster's bucket, one has a project of its own. */
describe("--prune weighs every site of the project, and refuses when a site's YAML does not load", () => {
  let dir: string;
  let roster: string;
  let single: string;
  const site = async (folder: string, projectId: string, master: string) => {
    await mkdir(join(folder, 'delivery'), { recursive: true });
    await writeFile(join(folder, 'site.yaml'), shipped.replace('projectId: demo-cuesheet', `projectId: ${projectId}`));
    await writeFile(join(folder, 'delivery', 'golden-hour.wav'), master);
    await writeFile(join(folder, 'delivery', 'golden-hour-instrumental.wav'), `${master} instrumental`);
    await writeFile(join(folder, 'delivery', 'golden-hour-stems.zip'), 'shared stems');
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-project-sites-'));
    roster = join(dir, 'sites');
    single = join(dir, 'single', 'site.yaml');
    await site(join(dir, 'single'), 'agency-roster', 'single master');
    await site(join(roster, 'ada-moss'), 'agency-roster', 'ada master');
    await site(join(roster, 'bo-reed'), 'agency-roster', 'bo master');
    await site(join(roster, 'cy-lane'), 'cy-lane-music', 'cy master');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Each of the five YAMLs (the repository's site.config.yaml too) is validated as a deploy does.
  it("a single-site deploy keeps the objects the project's roster sites name", { timeout: 60_000 }, async () => {
    const project = projectSites(await readSites(siteYamls(single, listRoster(roster))), 'agency-roster');
    expect(project).toMatchObject({
      sites: [{ name: 'default' }, { name: 'ada-moss' }, { name: 'bo-reed' }],
      unreadable: [],
    });
    const found = await siteFiles(project.sites);
    const existing = new Set([
      object('single master'),
      object('bo master'),
      object('bo master instrumental'),
      object('a master nobody names'),
    ]);
    expect(planDelivery(found.files, existing, new Set()).unreferenced).toEqual([object('a master nobody names')]);
  });

  it("deletes nothing, and reaches no bucket, while a site's YAML does not load", { timeout: 60_000 }, async () => {
    const broken = join(roster, 'dee-ray', 'site.yaml');
    await mkdir(join(roster, 'dee-ray'));
    await writeFile(broken, 'firebase: { projectId: [\n');
    try {
      const read = await readSites(siteYamls(single, listRoster(roster)));
      expect(read.unreadable).toEqual([
        expect.stringMatching(new RegExp(`^${broken.replace(/[\\.]/g, '\\$&')} did not load \\(.+\\)$`)),
      ]);
      let reached = 0;
      const reach = {
        bucket: () => Promise.reject(new Error(`reached the bucket (${++reached})`)),
        checkSigning: () => Promise.reject(new Error('reached IAM')),
      };
      const lines: string[] = [];
      await expect(
        deployDelivery(
          'agency-roster',
          projectSites(read, 'agency-roster'),
          reach,
          { dryRun: false, prune: true },
          (line) => lines.push(line),
        ),
      ).rejects.toThrow(
        new RegExp(
          `^--prune deletes nothing: ${broken.replace(/[\\.]/g, '\\$&')} did not load .*Nothing was uploaded or deployed`,
          's',
        ),
      );
      expect(reached).toBe(0);
    } finally {
      await rm(join(roster, 'dee-ray'), { recursive: true });
    }
  });
});
