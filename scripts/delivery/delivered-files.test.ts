import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_NAMES } from '../../functions/src/contract/file-name.fixture.ts';
import { MAIN_VERSION } from '../../functions/src/contract/offered-track.ts';
import { editShipped, shipped } from '../config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../config/load-config.ts';
import { deliveredFiles } from './delivered-files.ts';
import { fileFacts } from './file-facts.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the files a quote records', () => {
  let dir: string;
  let configPath: string;
  const master = Buffer.from('RIFF the main master');
  const instrumental = Buffer.from('RIFF the instrumental master, longer');
  const stems = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-delivered-'));
    configPath = join(dir, 'site.yaml');
    await mkdir(join(dir, 'delivery'));
    await writeFile(join(dir, 'delivery/golden-hour.wav'), master);
    await writeFile(join(dir, 'delivery/golden-hour-instrumental.wav'), instrumental);
    await writeFile(join(dir, 'delivery/golden-hour-stems.zip'), stems);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const config = siteConfigFromSource(shipped, '/x/site.yaml');

  it("a version's master, then the track's stems, each with its name, size and SHA-256", async () => {
    expect(await deliveredFiles(config, configPath, 'golden-hour', 'Instrumental')).toEqual([
      {
        name: 'golden-hour-instrumental.wav',
        kind: 'master',
        path: 'golden-hour-instrumental.wav',
        bytes: instrumental.length,
        sha256: sha256(instrumental),
      },
      {
        name: 'golden-hour-stems.zip',
        kind: 'stems',
        path: 'golden-hour-stems.zip',
        bytes: stems.length,
        sha256: sha256(stems),
      },
    ]);
    expect((await deliveredFiles(config, configPath, 'golden-hour', MAIN_VERSION)).map((file) => file.name)).toEqual([
      'golden-hour.wav',
      'golden-hour-stems.zip',
    ]);
    // The 30 s cut names no master: its licence delivers the stems.
    expect((await deliveredFiles(config, configPath, 'golden-hour', '30 s cut')).map((file) => file.kind)).toEqual([
      'stems',
    ]);
  });

  it('none for a track that names none', async () => {
    expect(await deliveredFiles(config, configPath, 'night-drive', MAIN_VERSION)).toEqual([]);
  });

  it('refuses a named file that is not in the folder, naming the file and the track', async () => {
    const elsewhere = join(dir, 'other', 'site.yaml');
    await expect(deliveredFiles(config, elsewhere, 'golden-hour', 'Instrumental')).rejects.toThrow(
      /^the master file 'golden-hour-instrumental\.wav' of "Golden Hour" \(Instrumental\) is not in the delivery folder \(looked for .*other[/\\]delivery[/\\]golden-hour-instrumental\.wav\): put it there or fix the path in .*site\.yaml, then quote again; nothing was stored$/,
    );
  });

  it('refuses files named while no catalog names their folder', async () => {
    const noFolder = siteConfigFromSource(editShipped('    delivery: { folder: delivery }\n', ''), '/x/site.yaml');
    await expect(deliveredFiles(noFolder, configPath, 'golden-hour', MAIN_VERSION)).rejects.toThrow(
      /"Golden Hour" names files to deliver \(golden-hour\.wav, golden-hour-stems\.zip\), but no catalog of .* names the folder they are in: add delivery: \{ folder: … \}/,
    );
  });

  /** The shipped config with Golden Hour's master named `master`, as a config edited past check:config would hold it. */
  const withMaster = (master: string): typeof config => {
    const edited = structuredClone(config);
    const track = catalogsOf(edited)
      .flatMap((section) => section.tracks)
      .find((candidate) => candidate.id === 'golden-hour')!;
    track.delivery = { ...track.delivery, master };
    return edited;
  };

  it('refuses a name no link can deliver, showing its character as a code, and takes ..foo.wav', async () => {
    for (const name of HOSTILE_NAMES) {
      await expect(
        deliveredFiles(withMaster(name), configPath, 'golden-hour', MAIN_VERSION),
        JSON.stringify(name),
      ).rejects.toThrow(
        /^the master file '.*\\u\{[0-9a-f]+\}.*' of "Golden Hour": the path holds U\+[0-9A-F]{4}, a control or direction character that no download link can carry: rename the file \(or its folder\) without it; nothing was stored$/,
      );
    }
    await writeFile(join(dir, 'delivery/..foo.wav'), master);
    expect((await deliveredFiles(withMaster('..foo.wav'), configPath, 'golden-hour', MAIN_VERSION))[0]).toEqual({
      name: '..foo.wav',
      kind: 'master',
      path: '..foo.wav',
      bytes: master.length,
      sha256: sha256(master),
    });
  });

  it('hashes a file as a stream, whatever its size', async () => {
    expect(await fileFacts(join(dir, 'delivery/golden-hour-stems.zip'))).toEqual({
      bytes: stems.length,
      sha256: sha256(stems),
    });
  });
});
