import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shipped } from '../config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../config/load-config.ts';
import { startGcsDouble } from '../test/gcs-double.ts';
import { deliveryBucket } from './delivery-bucket.ts';
import { deployDelivery } from './delivery-deploy.ts';
import type { DeliverySite } from './delivery-files.ts';

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
const object = (text: string) => `delivery/${sha256(text)}`;

/**
 * The deploy's own upload path (the Admin SDK's @google-cloud/storage, multipart for files under
 * 8 MB) against a double of Cloud Storage's JSON API on this machine.
 */
describe('the upload stores the bytes the plan certified, or nothing', () => {
  let double: Awaited<ReturnType<typeof startGcsDouble>>;
  let dir: string;
  let master: string;
  let sites: DeliverySite[];
  const emulatorHost = process.env.STORAGE_EMULATOR_HOST;
  const options = { dryRun: false, prune: false };
  const lines: string[] = [];
  const out = (line: string) => lines.push(line);

  beforeAll(async () => {
    double = await startGcsDouble();
    process.env.STORAGE_EMULATOR_HOST = double.host;
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-delivery-upload-'));
    const folder = join(dir, 'ada-moss', 'delivery');
    await mkdir(folder, { recursive: true });
    master = join(folder, 'golden-hour.wav');
    await writeFile(join(folder, 'golden-hour-instrumental.wav'), 'ada instrumental');
    await writeFile(join(folder, 'golden-hour-stems.zip'), 'ada stems');
    const config = siteConfigFromSource(shipped, '/x/site.yaml');
    sites = [{ name: 'ada-moss', config, configFile: join(dir, 'ada-moss', 'site.yaml') }];
  });
  beforeEach(async () => {
    await writeFile(master, 'ada master v2');
    double.objects.clear();
    double.seen.length = 0;
    lines.length = 0;
  });
  afterAll(async () => {
    if (emulatorHost === undefined) delete process.env.STORAGE_EMULATOR_HOST;
    else process.env.STORAGE_EMULATOR_HOST = emulatorHost;
    await double.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores each file under its checksum, with those bytes', async () => {
    const reach = {
      bucket: async () => deliveryBucket('upload-kept', 'upload-kept.appspot.com'),
      checkSigning: async () => {},
    };
    await deployDelivery('upload-kept', { sites, unreadable: [] }, reach, options, out);
    expect([...double.objects].map(([name, stored]) => [name, stored.bytes.toString()]).sort()).toEqual(
      [
        [object('ada master v2'), 'ada master v2'],
        [object('ada instrumental'), 'ada instrumental'],
        [object('ada stems'), 'ada stems'],
      ].sort(),
    );
    expect(lines).toContain(`  golden-hour.wav: uploaded as ${object('ada master v2')}`);
  });

  it('refuses a master saved between the plan and its upload, and deletes the object it sent, by its generation', async () => {
    // The signing check runs after the plan is made and before the uploads: the master is saved then.
    const reach = {
      bucket: async () => deliveryBucket('upload-changed', 'upload-changed.appspot.com'),
      checkSigning: () => writeFile(master, 'ada master v3, saved mid-deploy'),
    };
    await expect(deployDelivery('upload-changed', { sites, unreadable: [] }, reach, options, out)).rejects.toThrow(
      /^golden-hour\.wav \(ada-moss\) changed while deploying: .*deleted.*npm run deploy again/s,
    );
    expect(double.objects.has(object('ada master v2'))).toBe(false);
    for (const [name, stored] of double.objects) expect(name).toBe(`delivery/${sha256(stored.bytes)}`);
    const uploaded = double.seen.find(
      (request) => request.method === 'POST' && request.query.name === object('ada master v2'),
    );
    const deleted = double.seen.find((request) => request.method === 'DELETE');
    expect(uploaded?.query.ifGenerationMatch).toBe('0');
    expect(deleted).toMatchObject({
      path: `/b/upload-changed.appspot.com/o/${encodeURIComponent(object('ada master v2'))}`,
    });
    expect(Number(deleted?.query.ifGenerationMatch)).toBeGreaterThan(0);
  });
});
