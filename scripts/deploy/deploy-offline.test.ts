import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { shipped } from '../config/fixtures/shipped-edits.ts';

const run = promisify(execFile);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * `npm run deploy` as a user runs it on a machine with no Google credentials at all: no
 * GOOGLE_APPLICATION_CREDENTIALS, an empty home and gcloud folder, no metadata server. The single
 * site (SITE_CONFIG) shares agency-roster with a roster site.
 */
describe('deploy without Google credentials', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const deploy = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/cli.ts'), 'deploy', ...args], {
      cwd: repoRoot,
      env,
    }).then(
      (done) => ({ code: 0, ...done }),
      (failed: { code: number; stdout: string; stderr: string }) => failed,
    );
  const site = async (folder: string, master: string) => {
    await mkdir(join(folder, 'delivery'), { recursive: true });
    await writeFile(join(folder, 'site.yaml'), shipped.replace('projectId: demo-cuesheet', 'projectId: agency-roster'));
    await writeFile(join(folder, 'delivery', 'golden-hour.wav'), master);
    await writeFile(join(folder, 'delivery', 'golden-hour-instrumental.wav'), 'shared instrumental');
    await writeFile(join(folder, 'delivery', 'golden-hour-stems.zip'), 'shared stems');
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-deploy-offline-'));
    const home = join(dir, 'home');
    await mkdir(home);
    await site(join(dir, 'single'), 'single master');
    await site(join(dir, 'sites', 'bo-reed'), 'bo master');
    const kept = Object.entries(process.env).filter(
      ([name]) => !/^(GOOGLE_|GCLOUD_|CLOUDSDK_|FIREBASE_|GCE_|STORAGE_EMULATOR|FIRESTORE_EMULATOR)/.test(name),
    );
    env = {
      ...Object.fromEntries(kept),
      HOME: home,
      USERPROFILE: home,
      APPDATA: home,
      CLOUDSDK_CONFIG: home,
      // A test on a Google Cloud machine must not find that machine's own account.
      METADATA_SERVER_DETECTION: 'none',
      SITE_CONFIG: join(dir, 'single', 'site.yaml'),
      SITES_DIR: join(dir, 'sites'),
    };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    '--dry-run lists every file of the project (name, size, SHA-256), says it could not compare them with the bucket, exits 0',
    { timeout: 120_000 },
    async () => {
      const { code, stdout, stderr } = await deploy('--dry-run');
      expect(code, stderr).toBe(0);
      const lines = stdout.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          "Licensed files for agency-roster's Cloud Storage (delivery/):",
          `  golden-hour.wav (default, 13 bytes, SHA-256 ${sha256('single master')})`,
          `  golden-hour-instrumental.wav (default, 19 bytes, SHA-256 ${sha256('shared instrumental')})`,
          `  golden-hour-stems.zip (default, 12 bytes, SHA-256 ${sha256('shared stems')})`,
          `  golden-hour.wav (bo-reed, 9 bytes, SHA-256 ${sha256('bo master')})`,
          '  --dry-run: nothing uploaded, deleted or deployed',
        ]),
      );
      const why =
        lines.indexOf(
          '  could not compare these 4 files with the bucket, so a deploy uploads those the bucket lacks:',
        ) + 1;
      expect(why).toBeGreaterThan(0);
      expect(lines[why]).toMatch(
        /^ {2}no Google credentials .*: run gcloud auth application-default login, or set GOOGLE_APPLICATION_CREDENTIALS$/,
      );
    },
  );

  it(
    'a site that takes payment: --dry-run says it could not check the Stripe secrets and goes on; a deploy stops, exits 1',
    { timeout: 240_000 },
    async () => {
      const single = join(dir, 'single', 'site.yaml');
      await writeFile(
        single,
        shipped
          .replace('projectId: demo-cuesheet', 'projectId: agency-roster')
          .replace('licensing:\n', 'licensing:\n  payment: { provider: stripe }\n'),
      );
      try {
        const dry = await deploy('--dry-run');
        expect(dry.code, dry.stderr).toBe(0);
        const lines = dry.stdout.split('\n');
        const at = lines.indexOf('Stripe secrets of agency-roster (licensing.payment is on):');
        expect(at, dry.stdout).toBeGreaterThanOrEqual(0);
        expect(lines.slice(at + 1, at + 4)).toEqual([
          '  could not check whether they are set, so a deploy checks them first:',
          expect.stringMatching(/^ {2}STRIPE_SECRET_KEY: \S/),
          expect.stringMatching(/^ {2}STRIPE_WEBHOOK_SECRET: \S/),
        ]);
        expect(lines).toContain('  --dry-run: nothing uploaded, deleted or deployed');
        const real = await deploy('--only', 'hosting');
        expect(real.code, real.stdout).toBe(1);
        expect(real.stderr).toContain(
          "could not check whether agency-roster's Stripe secrets are set (STRIPE_SECRET_KEY: ",
        );
        expect(real.stderr).toContain('nothing was deployed');
        expect(real.stdout).not.toContain('Licensed files');
      } finally {
        await writeFile(single, shipped.replace('projectId: demo-cuesheet', 'projectId: agency-roster'));
      }
    },
  );

  it(
    '--prune stops before reaching the cloud while a roster site of the project does not load, exits 1',
    { timeout: 120_000 },
    async () => {
      const broken = join(dir, 'sites', 'dee-ray', 'site.yaml');
      await mkdir(join(dir, 'sites', 'dee-ray'));
      await writeFile(broken, 'firebase: { projectId: [\n');
      try {
        const { code, stdout, stderr } = await deploy('--prune');
        expect(code, stdout).toBe(1);
        expect(stderr).toContain(`--prune deletes nothing: ${broken} did not load (`);
        expect(stderr).toContain('Nothing was uploaded or deployed');
        expect(`${stdout}${stderr}`).not.toContain('credentials');
      } finally {
        await rm(join(dir, 'sites', 'dee-ray'), { recursive: true });
      }
    },
  );
});
