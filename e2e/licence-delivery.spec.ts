import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { deliveryEndsAt, deliveryPathOf, type DeliveredFile } from '../functions/src/contract/delivery.ts';
import { LICENCE_QUOTES, type StoredQuote } from '../functions/src/contract/licence-model.ts';
import { utcMinute } from '../functions/src/contract/utc.ts';
import { repoRoot } from '../scripts/config/config-path.ts';
import type { LicenceRecord } from '../scripts/licence/export.ts';
import { adminDb } from '../tests/integration/shortlist-helpers.ts';
import { painted, WCAG_22_AA } from './helpers/a11y.ts';
import { hydrated } from './helpers/page.ts';
import { licenceCli, mailsEndingWith, quote, storedRequest } from './helpers/licence.ts';

// Runs on `npm start`'s stack: the built site on Hosting, the real functions (deliveryFile streams
// from the demo's delivery folder, which Playwright's global set-up writes), the real Firestore,
// and the artist's command against the same emulator.

const DELIVERY_FOLDER = path.join(repoRoot, 'delivery');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const onDisk = (file: DeliveredFile) => readFileSync(path.join(DELIVERY_FOLDER, file.path));

/** Every file under `dir`, however deep. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : entry.isFile() ? [path.join(dir, entry.name)] : [],
  );

async function settled(page: Page) {
  await hydrated(page, 'LicenceQuote');
  await expect(page.locator('[data-part="header"]')).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
}

const storedQuote = async (id: string) =>
  (await adminDb().collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote;

test('an accepted licence gives its files from the page: the bytes of the delivery folder, counted, and 404 before acceptance and once void', async ({
  page,
}, info) => {
  // Real time throughout: five commands (each loads the config), two page loads, an acceptance, six downloads.
  test.setTimeout(240_000);
  const sender = { 'x-forwarded-for': `198.51.100.${(Date.now() + info.workerIndex * 11) % 250}` };
  const licence = {
    track: 'Golden Hour',
    version: 'Instrumental',
    company: 'Northlight',
    project: 'Spring campaign',
    media: 'online-ad',
    territory: 'worldwide',
    term: '1-year',
  };
  const requestId = await storedRequest(`Anna Lee ${info.project.name} ${crypto.randomUUID().slice(0, 6)}`, licence);
  const quoted = await quote(requestId, '--fee', '2500', '--no-mail');

  // The quote recorded the version's master and the track's stems, as they are in the folder.
  const files = (await storedQuote(quoted.id)).offer.track.files!;
  expect(files.map((file) => [file.name, file.kind])).toEqual([
    ['golden-hour-instrumental.wav', 'master'],
    ['golden-hour-stems.zip', 'stems'],
  ]);
  for (const file of files) expect([onDisk(file).length, sha256(onDisk(file))]).toEqual([file.bytes, file.sha256]);
  const links = files.map((file) => deliveryPathOf(quoted.token, file));

  // Before acceptance the links open nothing, and the page only says what acceptance brings.
  for (const link of links) expect((await page.request.get(link, { headers: sender })).status()).toBe(404);
  await page.goto(`/l/${quoted.token}`);
  await settled(page);
  await expect(
    page.getByText('Once you accept, this page gives you the licensed files to download for 30 days.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'golden-hour-instrumental.wav' })).toHaveCount(0);
  await page.getByText('Once you accept').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`files-coming-${info.project.name}.png`) });

  await page.getByLabel('Your full name').fill('Anna Lee');
  await page.getByLabel(/I accept these terms/).check();
  await page.getByRole('button', { name: 'Accept licence' }).click();
  const accepted = page.getByRole('heading', { name: /^Licence [A-Z]+-\d{4}-\d{4} accepted$/ });
  await expect(accepted).toBeVisible({ timeout: 15_000 });
  const number = /Licence (\S+) accepted/.exec((await accepted.textContent())!)![1]!;
  await expect(page.getByText('Once you accept')).toBeHidden();

  // One link per file, named by the file, on the site's own address, with its kind, size and until when.
  const stored = await storedQuote(quoted.id);
  const block = page.getByRole('region', { name: 'Your files' });
  await expect(block).toBeVisible();
  for (const [index, file] of files.entries()) {
    const link = block.getByRole('link', { name: file.name, exact: true });
    await expect(link).toHaveAttribute('href', links[index]!);
    await expect(link).toHaveAttribute('download', file.name);
  }
  await expect(block.getByText('Master · 2.5 MB')).toBeVisible();
  await expect(block.getByText('Stems · 5.1 MB')).toBeVisible();
  await expect(
    block.getByText(`These links work until ${utcMinute(deliveryEndsAt(stored.acceptance!.at, 30))}.`),
  ).toBeVisible();
  await painted(page);
  const audit = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
  expect(
    audit.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`files-${info.project.name}.png`) });
  await page.screenshot({ path: info.outputPath(`accepted-files-${info.project.name}.png`), fullPage: true });

  // The buyer's mail links the same files on the quote's address; the licensor's names them by checksum.
  const [buyerMail] = await mailsEndingWith(`/licence-${number}-buyer`);
  const [licensorMail] = await mailsEndingWith(`/licence-${number}-licensor`);
  for (const [index, file] of files.entries()) {
    expect(buyerMail!.message.text).toContain(`\n  http://127.0.0.1:5000${links[index]!}\n`);
    expect(licensorMail!.message.text).toContain(`${file.name} (`);
    expect(licensorMail!.message.text).toContain(`SHA-256 ${file.sha256})`);
  }
  expect(licensorMail!.message.text).not.toContain('/l/file/');

  // Each link gives the bytes in the delivery folder, as an attachment under the file's name.
  for (const [index, file] of files.entries()) {
    const served = await page.request.get(links[index]!, { headers: sender });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-disposition']).toContain(`attachment; filename="${file.name}"`);
    expect(sha256(await served.body())).toBe(sha256(onDisk(file)));
  }
  // And a press on the link downloads it, as the buyer's browser does.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    block.getByRole('link', { name: files[0]!.name }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(files[0]!.name);
  expect(sha256(readFileSync((await download.path())!))).toBe(files[0]!.sha256);

  // The artist sees the downloads: the master twice (the fetch and the press), the stems once.
  const listed = (await licenceCli('list')).stdout.split('\n');
  const at = listed.findIndex((line) => line.startsWith(`${quoted.id}  ${number}  `));
  // An invoiced licence says it is unpaid before its downloads.
  expect(listed[at + 1]).toBe('  payment: unpaid (invoice)');
  expect(listed[at + 2]).toMatch(
    /^ {4}downloaded 2 of 2 file\(s\), last \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC; links until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/,
  );
  expect(listed[at + 3]).toMatch(/^ {6}golden-hour-instrumental\.wav: 2 download\(s\), last /);
  expect(listed[at + 4]).toMatch(/^ {6}golden-hour-stems\.zip: 1 download\(s\), last /);
  const json = path.join(mkdtempSync(path.join(tmpdir(), 'licence-delivery-')), 'licences.json');
  expect((await licenceCli('list', '--json', '--out', json)).code).toBe(0);
  const record = (JSON.parse(readFileSync(json, 'utf8')) as LicenceRecord[]).find((entry) => entry.id === quoted.id)!;
  expect(record.downloads.map(({ name, count }) => [name, count])).toEqual([
    ['golden-hour-instrumental.wav', 2],
    ['golden-hour-stems.zip', 1],
  ]);
  expect(record.downloads.every((file) => file.last !== null && Date.parse(file.last) >= stored.acceptance!.at)).toBe(
    true,
  );

  // Past its days, as time would move them: the links answer 404 and the page says whom to ask.
  const quoteDoc = adminDb().collection(LICENCE_QUOTES).doc(quoted.id);
  const day = 86_400_000;
  await quoteDoc.update({ 'acceptance.at': stored.acceptance!.at - 31 * day });
  for (const link of links) expect((await page.request.get(link, { headers: sender })).status()).toBe(404);
  await page.reload();
  await settled(page);
  const ended = page.getByText(
    /^The links to your files ended on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Ask Marlowe Kane for them:/,
  );
  await expect(ended).toBeVisible();
  await expect(ended.getByRole('link')).toHaveAttribute('href', `mailto:${stored.offer.licensor.email}`);
  await expect(page.getByRole('link', { name: files[0]!.name })).toHaveCount(0);
  await ended.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`files-ended-${info.project.name}.png`) });
  await quoteDoc.update({ 'acceptance.at': stored.acceptance!.at });
  for (const link of links) expect((await page.request.head(link, { headers: sender })).status()).toBe(200);

  // Void, the licence delivers nothing: the links answer 404 and the page shows none.
  expect((await licenceCli('void', number)).stdout).toContain(`licence ${number} is now void`);
  for (const link of links) expect((await page.request.get(link, { headers: sender })).status()).toBe(404);
  await page.reload();
  await settled(page);
  await expect(page.getByText('The licensor withdrew this quote.')).toBeVisible();
  await expect(page.getByRole('link', { name: files[0]!.name })).toHaveCount(0);
});

test.describe('the build', () => {
  test.skip(({ isMobile }) => isMobile, 'the build is the same for every screen');

  test('holds no delivery file in dist/ or public/, by checksum', () => {
    const delivered = new Set(filesUnder(DELIVERY_FOLDER).map((file) => sha256(readFileSync(file))));
    expect(delivered.size).toBeGreaterThan(0);
    const shipped = ['dist', 'public'].flatMap((dir) => filesUnder(path.join(repoRoot, dir)));
    expect(shipped.length).toBeGreaterThan(0);
    expect(
      shipped.filter((file) => delivered.has(sha256(readFileSync(file)))).map((file) => path.relative(repoRoot, file)),
    ).toEqual([]);
  });
});
