// A roster of three generated sites on one local stack (`npm start -- --all`): each page on its
// own address, a message to each from its own origin lands in that site's inbox only, and a call
// from an origin no site owns is refused with nothing stored. Ctrl-C then frees every port.
// It binds the stack's fixed ports, so it runs on its own, before `npm test` starts its stack.
import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseDocument } from 'yaml';
import { quotedLicensee } from '../../functions/src/contract/accept-licence.ts';
import type { LicenceOffer } from '../../functions/src/contract/licence-model.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import type { RosterSite } from '../../scripts/config/roster.ts';
import { HOST, PORTS } from '../../scripts/local-stack/stack.ts';
import { portInUse } from '../../scripts/local-stack/wait.ts';
import { generateRoster } from '../../scripts/new-site/generated-roster.ts';
import { READY, runNpm, until } from './npm-run.ts';

const PROJECT = 'demo-roster';
const artists: Record<string, string> = { 'ada-moss': 'Ada Moss', 'bo-reed': 'Bo Reed', 'cy-lane': 'Cy Lane' };
const names = Object.keys(artists);
let dir: string;
let sites: RosterSite[];

beforeAll(async () => {
  mkdirSync(join(repoRoot, '.out'), { recursive: true });
  dir = mkdtempSync(join(repoRoot, '.out/roster-stack-'));
  sites = await generateRoster(dir, names, { projectId: PROJECT });
  giveCatalog(sites[0]!);
});

/**
 * The demo artist's first track, as the first roster site's catalog, with its audio in that
 * site's own folder; and the demo's licence request on its contact form, so it takes requests.
 */
function giveCatalog(site: RosterSite) {
  const shipped = parseDocument(readFileSync(join(repoRoot, 'site.config.yaml'), 'utf8')).toJS() as {
    sections: Array<{ type: string; licence?: unknown; tracks: Array<{ audio: string; versions?: unknown[] }> }>;
  };
  const catalog = shipped.sections.find((section) => section.type === 'catalog')!;
  const shippedContact = shipped.sections.find((section) => section.type === 'contact')!;
  const track = { ...catalog.tracks[0]!, versions: [] };
  mkdirSync(join(site.publicDir, 'audio'), { recursive: true });
  copyFileSync(join(repoRoot, 'public', track.audio), join(site.publicDir, track.audio));
  const config = parseDocument(readFileSync(site.configFile, 'utf8'));
  config.addIn(['sections'], { ...catalog, featured: 1, tracks: [track] });
  const contact = (config.toJS() as { sections: Array<{ type: string }> }).sections.findIndex(
    (section) => section.type === 'contact',
  );
  if (contact < 0) config.addIn(['sections'], shippedContact);
  else config.setIn(['sections', contact, 'licence'], shippedContact.licence);
  writeFileSync(site.configFile, config.toString());
}

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // npm start built the function for this roster; later test steps serve the shipped site's.
  const rebuild = spawnSync('npm', ['run', 'build:functions'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, SITE_CONFIG: '' },
  });
  expect(rebuild.status).toBe(0);
}, 180_000);

const functionUrl = `http://${HOST}:${PORTS.functions}/${PROJECT}/us-central1/submitContact`;
const documents = `http://${HOST}:${PORTS.firestore}/v1/projects/${PROJECT}/databases/(default)/documents`;
type Document = { name: string; fields: Record<string, { stringValue?: string }> };
const list = async (path: string): Promise<Document[]> =>
  (
    (await (await fetch(`${documents}/${path}`, { headers: { Authorization: 'Bearer owner' } })).json()) as {
      documents?: Document[];
    }
  ).documents ?? [];

function send(origin: string, subject: string, ip: string): Promise<Response> {
  const data = {
    id: randomUUID(),
    name: 'Anna Lee',
    email: 'anna@northlight.example',
    subject,
    message: 'Hello.',
    nectar: '',
  };
  return fetch(functionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': ip },
    body: JSON.stringify({ data }),
  });
}

describe('npm start -- --all with a roster of three sites', { timeout: 600_000 }, () => {
  test('serves each on its own address; each inbox holds only its own message; an unknown origin is refused', async () => {
    await fetch(`http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
      method: 'DELETE',
    }).catch(() => undefined);
    const run = runNpm(['start', '--', '--all'], { SITES_DIR: dir, SITE_CONFIG: '' });
    const ports: number[] = [];
    try {
      await until(
        'the stack says it is running',
        () => run.output().includes(READY) || run.npm.exitCode !== null,
        480_000,
        run,
      );
      expect(run.output()).toContain(READY);
      // A line per site: its name, its address, its artist.
      for (const site of sites) {
        const line = new RegExp(`^ +${site.name} +http://127\\.0\\.0\\.1:(\\d+) +${artists[site.name]}$`, 'm').exec(
          run.output(),
        );
        expect(line, run.output()).not.toBeNull();
        ports.push(Number(line![1]));
      }
      expect(new Set(ports).size).toBe(3);

      for (const [index, site] of sites.entries()) {
        const origin = `http://${HOST}:${ports[index]}`;
        const page = await (await fetch(`${origin}/`)).text();
        expect(page).toContain(`<title>${artists[site.name]} —`);
        const answer = await send(origin, `For ${site.name}`, `10.9.${index}.1`);
        expect(answer.status, await answer.clone().text()).toBe(200);
      }
      const refused = await send('https://elsewhere.example', 'For nobody', '10.9.9.1');
      expect(refused.status).toBe(403);

      for (const site of sites) {
        const inbox = await list(`sites/${site.name}/contactMessages`);
        expect(inbox.map((doc) => doc.fields.subject?.stringValue)).toEqual([`For ${site.name}`]);
        const id = inbox[0]!.name.split('/').at(-1);
        // Its email goes to its owner and names the artist.
        const mail = (await (
          await fetch(`${documents}/mail/${site.name}--${id}`, { headers: { Authorization: 'Bearer owner' } })
        ).json()) as {
          fields: {
            to: { stringValue: string };
            message: { mapValue: { fields: { subject: { stringValue: string } } } };
          };
        };
        expect(mail.fields.to.stringValue).toBe(`hello@${site.name}.example`);
        expect(mail.fields.message.mapValue.fields.subject.stringValue.startsWith(`[${artists[site.name]}] `)).toBe(
          true,
        );
      }
      // Nothing at the default site's root, nothing for the refused call, three emails in all.
      expect(await list('contactMessages')).toEqual([]);
      expect((await list('mail')).length).toBe(3);

      // npm run inbox -- --site NAME exports that site's messages and no other's.
      const out = join(dir, 'bo.json');
      await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/cli.ts', 'inbox', '--site', 'bo-reed', '--json', '--out', out],
        {
          cwd: repoRoot,
          env: { ...process.env, SITES_DIR: dir, SITE_CONFIG: '' },
        },
      );
      expect(
        (JSON.parse(readFileSync(out, 'utf8')) as Array<{ subject: string }>).map((message) => message.subject),
      ).toEqual(['For bo-reed']);

      // A shortlist of the first site opens on its own page only: another site's page gets the
      // answer an unknown link gets.
      const created = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/cli.ts',
          'shortlist',
          'create',
          '--site',
          sites[0]!.name,
          '--title',
          'Tense cues',
          '--tracks',
          'night-drive',
          '--for',
          'Anna Lee <anna@northlight.example>',
        ],
        { cwd: repoRoot, env: { ...process.env, SITES_DIR: dir, SITE_CONFIG: '' } },
      );
      const token = /\/s\/([\w-]{40,})/.exec(created.stdout)?.[1];
      expect(token, created.stdout).toBeDefined();
      const open = (port: number) =>
        fetch(`http://${HOST}:${port}/api/shortlist`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://${HOST}:${port}` },
          body: JSON.stringify({ data: { token } }),
        });
      const own = await open(ports[0]!);
      expect(own.status, await own.clone().text()).toBe(200);
      const answer = ((await own.json()) as { result: { title: string; cards: string } }).result;
      expect(answer.title).toBe('Tense cues');
      // Drawn with this site's own catalog and theme.
      expect(answer.cards).toContain('data-track="night-drive"');
      expect(answer.cards).toContain(`&quot;artist&quot;:&quot;${artists[sites[0]!.name]}&quot;`);
      const other = await open(ports[1]!);
      expect(other.status).toBe(404);
      expect(await other.text()).toContain('this shortlist is not available');

      // A licence request to the first site, quoted with --site, opens and is accepted on that
      // site's page only, and its licence verifies there only; the other sites list no quote.
      const cli = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
          cwd: repoRoot,
          env: { ...process.env, SITES_DIR: dir, SITE_CONFIG: '' },
        });
      const [first, second] = [`http://${HOST}:${ports[0]}`, `http://${HOST}:${ports[1]}`];
      const licenceRequest = {
        id: randomUUID(),
        name: 'Anna Lee',
        email: 'anna@northlight.example',
        subject: 'Licence request: Night Drive',
        nectar: '',
        licence: { track: 'Night Drive', media: 'online-ad', territory: 'worldwide', term: '1-year' },
      };
      const sent = await fetch(functionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first, 'x-forwarded-for': '10.9.8.1' },
        body: JSON.stringify({ data: licenceRequest }),
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const [stored] = await list(`sites/${sites[0]!.name}/contactMessages`).then((docs) =>
        docs.filter((doc) => doc.fields.subject?.stringValue === licenceRequest.subject),
      );
      const quoted = await cli(
        'licence',
        'quote',
        stored!.name.split('/').at(-1)!,
        '--site',
        sites[0]!.name,
        '--fee',
        '900',
        '--no-mail',
        '--base',
        `${first}/`,
      );
      const licenceToken = new RegExp(`${first.replace(/[.]/g, '\\.')}/l/([\\w-]{43})$`, 'm').exec(quoted.stdout)?.[1];
      expect(licenceToken, quoted.stdout).toBeDefined();
      const licenceCall = (origin: string, endpoint: string, data: unknown) =>
        fetch(`${origin}/api/licence/${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '10.9.8.2' },
          body: JSON.stringify({ data }),
        });
      const elsewhere = await licenceCall(second, 'open', { token: licenceToken });
      expect([elsewhere.status, await elsewhere.text()]).toEqual([
        404,
        expect.stringContaining('token: this quote is not available'),
      ]);
      const opened = (await (await licenceCall(first, 'open', { token: licenceToken })).json()) as {
        result: { state: string; termsHash: string; offer: Pick<LicenceOffer, 'licensor' | 'licensee'> };
      };
      expect(opened.result).toMatchObject({ state: 'open', offer: { licensor: { name: artists[sites[0]!.name] } } });
      const accepted = await licenceCall(first, 'accept', {
        token: licenceToken,
        name: 'Anna Lee',
        // The licensee is whom the quote names: this request gave no company, so its sender.
        company: quotedLicensee(opened.result.offer),
        agree: true,
        termsHash: opened.result.termsHash,
      });
      expect(accepted.status, await accepted.clone().text()).toBe(200);
      const { number } = ((await accepted.json()) as { result: { number: string } }).result;
      const listed = (await cli('licence', 'list', '--site', sites[0]!.name)).stdout;
      const code = new RegExp(`${number}  .*; accepted; .*/l/verify/${number}/([0-9A-Z]{8})$`, 'm').exec(listed)?.[1];
      expect(code, listed).toBeDefined();
      expect((await licenceCall(first, 'verify', { number, code })).status).toBe(200);
      expect((await licenceCall(second, 'verify', { number, code })).status).toBe(404);
      expect((await cli('licence', 'list', '--site', sites[1]!.name)).stdout).toMatch(/^0 quote\(s\) in /m);
    } finally {
      process.kill(-(run.npm.pid as number), 'SIGINT');
      await run.exited;
    }
    for (const port of [...ports, PORTS.functions, PORTS.firestore])
      expect(await portInUse(port), `port ${port}`).toBe(false);
  });
});
