import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { editShipped, place, shipped } from '../config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../config/load-config.ts';
import { checkDeliveryFolder } from './folder-check.ts';

const GOLDEN = '- id: golden-hour';

describe("check:config's look in the delivery folder", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-folder-check-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const check = (source: string, file: string, publicDir = join(dir, 'public')) =>
    checkDeliveryFolder(siteConfigFromSource(source, file), source, file, publicDir);
  const lines = (found: Awaited<ReturnType<typeof check>>) =>
    found.warnings.map((w) => `${w.line}:${w.column}: ${w.message}`);

  it('warns once, at the folder, when the folder is not there, and says how the demo makes its files', async () => {
    const found = await check(shipped, join(dir, 'site.yaml'));
    expect(found.notes).toEqual([]);
    expect(lines(found)).toEqual([
      `${place(shipped, 'delivery }')}: the delivery folder ${join(dir, 'delivery')} does not exist, so none of the 3 files named in it can be delivered and a quote of their tracks is refused: create it and put the masters and stems there (the demo site's own: npm run make:demo-delivery)`,
    ]);
  });

  it('warns at each named file the folder does not hold, naming the track and version', async () => {
    const site = join(dir, 'one');
    await mkdir(join(site, 'delivery'), { recursive: true });
    await writeFile(join(site, 'delivery/golden-hour.wav'), 'RIFF');
    const found = await check(shipped, join(site, 'site.yaml'));
    expect(lines(found)).toEqual([
      `${place(shipped, 'golden-hour-instrumental.wav', GOLDEN)}: delivery file golden-hour-instrumental.wav of 'golden-hour' (Instrumental) is not in the delivery folder (looked for ${join(site, 'delivery', 'golden-hour-instrumental.wav')}); put it there or fix the path: a quote of it is refused until then`,
      `${place(shipped, 'golden-hour-stems.zip', GOLDEN)}: delivery file golden-hour-stems.zip of 'golden-hour' is not in the delivery folder (looked for ${join(site, 'delivery', 'golden-hour-stems.zip')}); put it there or fix the path: a quote of it is refused until then`,
    ]);
    await writeFile(join(site, 'delivery/golden-hour-instrumental.wav'), 'RIFF');
    await writeFile(join(site, 'delivery/golden-hour-stems.zip'), 'PK');
    expect(await check(shipped, join(site, 'site.yaml'))).toEqual({ errors: [], warnings: [], notes: [] });
  });

  it('notes a folder that is not set while tracks name files, and a catalog that names none', async () => {
    const noFolder = editShipped('    delivery: { folder: delivery }\n', '');
    expect(await check(noFolder, join(dir, 'site.yaml'))).toEqual({
      errors: [],
      warnings: [],
      notes: [
        '3 files are named for delivery, but no catalog names the folder they are in: add delivery: { folder: … } to the catalog section; until then a quote of those tracks is refused',
      ],
    });
    const noFiles = editShipped(
      '        delivery:\n          master: golden-hour.wav\n          stems: [golden-hour-stems.zip]\n',
      '',
      GOLDEN,
    ).replace('            delivery: { master: golden-hour-instrumental.wav }\n', '');
    expect((await check(noFiles, join(dir, 'site.yaml'))).notes).toEqual([
      `the delivery folder ${join(dir, 'delivery')} is set, but no track names a file in it: give a track delivery: { master: … } (npm run import writes it)`,
    ]);
    expect(
      (await check(noFiles.replace('    delivery: { folder: delivery }\n', ''), join(dir, 'site.yaml'))).notes,
    ).toEqual([
      'no track names a file to deliver, so an accepted licence gives no download; docs/catalog.md (Delivery) says how to name masters and stems',
    ]);
  });

  it('refuses a folder inside the public folder, which the build would publish whole', async () => {
    const source = editShipped('delivery: { folder: delivery }', 'delivery: { folder: public/masters }');
    const found = await check(source, join(dir, 'site.yaml'), join(dir, 'public'));
    expect(found.errors.map((e) => `${e.line}:${e.column}: ${e.message}`)).toEqual([
      `${place(source, 'public/masters')}: the delivery folder ${join(dir, 'public', 'masters')} is inside the public folder ${join(dir, 'public')}, which the build publishes whole: every master in it would be on the site for anyone to download. Move it out (e.g. beside the config) and name it here`,
    ]);
    expect((await check(source, join(dir, 'site.yaml'), join(dir, 'site-public'))).errors).toEqual([]);
  });

  it('refuses a folder inside the public folder whose name starts with two dots', async () => {
    const source = editShipped('delivery: { folder: delivery }', 'delivery: { folder: public/..masters }');
    expect((await check(source, join(dir, 'site.yaml'), join(dir, 'public'))).errors.map((e) => e.message)).toEqual([
      expect.stringContaining(`is inside the public folder ${join(dir, 'public')}`) as unknown,
    ]);
    const beside = editShipped('delivery: { folder: delivery }', 'delivery: { folder: ..masters }');
    expect((await check(beside, join(dir, 'site.yaml'), dir)).errors.map((e) => e.message)).toEqual([
      expect.stringContaining('is inside the public folder') as unknown,
    ]);
  });
});
