// `npm run licence -- quote` with the demo's delivery folder: the files it records, and a named file that is missing.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LICENCE_QUOTES, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { quote, storedRequest } from '../../e2e/helpers/licence.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { shipped } from '../../scripts/config/fixtures/shipped-edits.ts';
import { clearFirestore, listDocuments } from './emulators.ts';
import { adminDb } from './shortlist-helpers.ts';

beforeEach(clearFirestore);

const fields = {
  track: 'Golden Hour',
  version: 'Instrumental',
  company: 'Northlight',
  media: 'online-ad',
  territory: 'worldwide',
  term: '1-year',
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a quote of a track that names delivery files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-delivery-quote-'));
    // The demo's config beside a delivery folder that lacks the Instrumental's master.
    await cp(join(repoRoot, 'delivery/golden-hour.wav'), join(dir, 'delivery/golden-hour.wav'));
    await cp(join(repoRoot, 'delivery/golden-hour-stems.zip'), join(dir, 'delivery/golden-hour-stems.zip'));
    await writeFile(join(dir, 'site.yaml'), shipped);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("records the Instrumental's master and the stems, each with its size and SHA-256, read from the demo's folder", async () => {
    const quoted = await quote(await storedRequest('Anna Lee', fields), '--fee', '2500', '--no-mail');
    const stored = (await adminDb().collection(LICENCE_QUOTES).doc(quoted.id).get()).data() as StoredQuote;
    const master = await readFile(join(repoRoot, 'delivery/golden-hour-instrumental.wav'));
    const stems = await readFile(join(repoRoot, 'delivery/golden-hour-stems.zip'));
    expect(stored.offer.track.files).toEqual([
      {
        name: 'golden-hour-instrumental.wav',
        kind: 'master',
        path: 'golden-hour-instrumental.wav',
        bytes: master.length,
        sha256: sha256(master),
      },
      {
        name: 'golden-hour-stems.zip',
        kind: 'stems',
        path: 'golden-hour-stems.zip',
        bytes: stems.length,
        sha256: sha256(stems),
      },
    ]);
    expect(quoted.stdout).toContain(
      `  delivers golden-hour-instrumental.wav (master, 2.5 MB, SHA-256 ${sha256(master).slice(0, 12)}…)`,
    );
  });

  it('refuses when a named file is missing, naming the file and the track, and stores nothing', async () => {
    const requestId = await storedRequest('Bea Ortiz', fields);
    const refused = await promisify(execFile)(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['scripts/cli.ts', 'licence', 'quote', requestId, '--fee', '2500', '--no-mail'],
      {
        cwd: repoRoot,
        env: { ...process.env, SITE_CONFIG: join(dir, 'site.yaml') },
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `the master file 'golden-hour-instrumental.wav' of "Golden Hour" (Instrumental) is not in the delivery folder (looked for ${join(dir, 'delivery', 'golden-hour-instrumental.wav')})`,
    );
    expect(refused.stderr).toContain('nothing was stored');
    expect(await listDocuments(LICENCE_QUOTES)).toEqual([]);
    expect(await listDocuments('mail')).toHaveLength(1); // the request's own notification, no quote mail
  });
});
