import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LICENCE_NUMBERS, LICENCE_QUOTES } from '../functions/src/contract/licence-model.ts';
import { adminDb } from '../tests/integration/shortlist-helpers.ts';
import { listDocuments, plainFields, stringField } from '../tests/integration/emulators.ts';
import { painted, WCAG_22_AA } from './helpers/a11y.ts';
import { hydrated } from './helpers/page.ts';
import { CALLABLE } from './helpers/contact.ts';
import { callLicence, licenceCli, mailsEndingWith, quote, storedRequest } from './helpers/licence.ts';

// Runs on `npm start`'s stack: the built site on Hosting, the real functions, the real Firestore,
// and the artist's command against the same emulator.

const contact = (page: Page) => page.locator('#contact');
const field = (page: Page, label: string) => contact(page).getByLabel(label, { exact: true });
const choice = (page: Page, name: string) => contact(page).getByRole('combobox', { name, exact: true });
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** Resolves once the page's island has asked its function and shown the answer; a function's first call starts it in the emulator. */
async function settled(page: Page, island: string) {
  await hydrated(page, island);
  await expect(page.locator('[data-part="header"]')).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
}

test('a request from the catalog becomes a quote, an accepted licence with its PDF, and a verification page, valid then void', async ({
  page,
}, info) => {
  // Real time throughout: the form's send, six commands (each loads the config), two pages. Over
  // two minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  const sender = `198.51.100.${(Date.now() + info.workerIndex * 7) % 250}`;
  await page.route(CALLABLE, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': sender } }),
  );

  // The buyer asks from the catalog, as any visitor does.
  await page.goto('/');
  await hydrated(page);
  const track = page.locator('#catalog [data-track="golden-hour"]');
  await track.scrollIntoViewIfNeeded();
  await expect(track.locator('is-land[data-island="TrackPlayer"][live]')).toBeAttached();
  await track.getByRole('button', { name: 'Instrumental' }).click();
  await track.getByRole('link', { name: 'License this track' }).click();
  const name = `Anna Lee ${info.project.name} ${crypto.randomUUID().slice(0, 6)}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('anna@northlight.example');
  await field(page, 'Company').fill('Northlight');
  await field(page, 'Project title').fill('Spring campaign');
  await choice(page, 'Media').selectOption('online-ad');
  await choice(page, 'Territory').selectOption('worldwide');
  await choice(page, 'Term').selectOption('1-year');
  await choice(page, 'Use').selectOption('featured');
  await field(page, 'Length used (seconds)').fill('30');
  await contact(page).getByRole('button', { name: 'Send Licence Request' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  const request = (await listDocuments('contactMessages')).find((document) => stringField(document, 'name') === name)!;
  const requestId = request.name.split('/').pop()!;

  // The artist sees it as new, quotes it, and the quote is mailed to the buyer.
  const inbox = run('node', ['--import', 'tsx', 'scripts/cli.ts', 'inbox', '--limit', '50']);
  expect(inbox).toMatch(new RegExp(`${name} <anna@northlight.example>  id ${requestId}\\n.*\\n  Licence request: new`));
  const quoted = await quote(requestId, '--fee', '2500', '--note', 'Includes the 30 s cut-down.');
  const [quoteMail] = await mailsEndingWith(`/licence-quote-${quoted.id}`);
  expect(quoteMail).toMatchObject({
    to: 'anna@northlight.example',
    message: { subject: 'Licence quote: "Golden Hour" (Instrumental)' },
  });
  expect(quoteMail!.message.text).toContain(`http://127.0.0.1:5000/l/${quoted.token}`);

  // The buyer's page: the quote in plain language and in full.
  const response = await page.goto(`/l/${quoted.token}`);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await settled(page, 'LicenceQuote');
  await expect(page.getByRole('heading', { level: 1, name: '“Golden Hour” (Instrumental)' })).toBeVisible();
  await expect(page.getByText('Quote for ' + name + ', Northlight')).toBeVisible();
  await expect(page.getByText('$2,500')).toBeVisible();
  await expect(page.getByText('Includes the 30 s cut-down.')).toBeVisible();
  await expect(page.getByText('Online ad / social', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this licence does not cover' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The terms in full' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`quote-${info.project.name}.png`), fullPage: true });
  // The quote's company is offered in the form: the clauses name it.
  await expect(page.getByLabel('Company (the licensee)')).toHaveValue('Northlight');

  // A press without a name is refused on the page, naming the field; then the buyer signs.
  await page.getByRole('button', { name: 'Accept licence' }).click();
  await expect(page.getByText('Type your full name.')).toBeVisible();
  await page.screenshot({ path: info.outputPath(`refused-${info.project.name}.png`) });
  // Another company than the one quoted is refused on the page, saying which one the licence is for, and what was typed stays.
  await page.getByLabel('Your full name').fill('Anna Lee');
  await page.getByLabel('Company (the licensee)').fill('Northlight Films');
  await page.getByLabel(/I accept these terms/).check();
  await page.getByRole('button', { name: 'Accept licence' }).click();
  await expect(
    page.getByText(
      'This licence was quoted to Northlight: type that name, or ask for a new quote for another company.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Company (the licensee)')).toHaveValue('Northlight Films');
  await expect(page.getByLabel('Company (the licensee)')).toBeFocused();
  await page.getByLabel('Company (the licensee)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath(`company-refused-${info.project.name}.png`) });
  // A second tab holds the same quote, signed but not yet pressed.
  const late = await page.context().newPage();
  await late.goto(`/l/${quoted.token}`);
  await settled(late, 'LicenceQuote');
  for (const tab of [page, late]) {
    await tab.getByLabel('Your full name').fill('Anna Lee');
    await tab.getByLabel('Company (the licensee)').fill('Northlight');
    await tab.getByLabel(/I accept these terms/).check();
  }
  await page.getByRole('button', { name: 'Accept licence' }).click();
  const accepted = page.getByRole('heading', { name: /^Licence [A-Z]+-\d{4}-\d{4} accepted$/ });
  await expect(accepted).toBeVisible({ timeout: 15_000 });
  const number = /Licence (\S+) accepted/.exec((await accepted.textContent())!)![1]!;
  // Pressed later in the other tab, the function refuses, and that page says why in the site's words.
  await late.getByRole('button', { name: 'Accept licence' }).click();
  await expect(late.getByText(`This quote was already accepted: licence ${number}.`)).toBeVisible({ timeout: 15_000 });
  await expect(late.getByRole('heading', { name: `Licence ${number} accepted` })).toBeVisible();
  await late.close();
  await expect(page.getByRole('button', { name: 'Accept licence' })).toBeHidden();
  await page.screenshot({ path: info.outputPath(`accepted-${info.project.name}.png`), fullPage: true });

  // A replay of the press gives no second licence: refused, and one number for the quote.
  const replay = await callLicence(
    page.request,
    'accept',
    { token: quoted.token, name: 'Anna Lee', company: 'Northlight', agree: true, termsHash: 'f'.repeat(64) },
    sender,
  );
  expect(replay).toMatchObject({
    status: 409,
    body: { error: { message: `this quote was already accepted: licence ${number}` } },
  });
  const numbers = (await adminDb().collection(LICENCE_NUMBERS).where('quote', '==', quoted.id).get()).docs;
  expect(numbers).toHaveLength(1);
  const stored = (await adminDb().collection(LICENCE_QUOTES).doc(quoted.id).get()).data()!;
  expect(stored.acceptance).toMatchObject({ name: 'Anna Lee', company: 'Northlight', termsHash: stored.termsHash });
  for (const party of ['buyer', 'licensor'])
    expect(await mailsEndingWith(`/licence-${number}-${party}`)).toHaveLength(1);
  const pdfUrl = `http://127.0.0.1:5000/l/pdf/${quoted.token}`;
  for (const party of ['buyer', 'licensor'])
    expect((await mailsEndingWith(`/licence-${number}-${party}`))[0]!.message.text).toContain(pdfUrl);
  const verifyPath = (await page.getByRole('link', { name: 'Show the verification page' }).getAttribute('href'))!;
  expect(verifyPath).toMatch(new RegExp(`^/l/verify/${number}/[0-9A-HJKMNP-TV-Z]{8}$`));
  expect(verifyPath.endsWith(`/${stored.licence.code as string}`)).toBe(true);
  for (const party of ['buyer', 'licensor'])
    expect((await mailsEndingWith(`/licence-${number}-${party}`))[0]!.message.text).toContain(
      `http://127.0.0.1:5000${verifyPath}`,
    );

  // The licence PDF from the page's link, printed by the function from the stored licence, read back as text.
  const pdfLink = page.getByRole('link', { name: 'Download the licence (PDF)' });
  await expect(pdfLink).toHaveAttribute('href', `/l/pdf/${quoted.token}`);
  const pdfHref = (await pdfLink.getAttribute('href'))!;
  const dir = mkdtempSync(path.join(tmpdir(), 'licence-e2e-'));
  const pdfText = async (headers: Record<string, string>) => {
    const served = await page.request.get(pdfHref, { headers });
    expect(served.status()).toBe(200);
    expect(served.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'private, no-store',
    });
    const file = path.join(dir, `served-${crypto.randomUUID()}.pdf`);
    writeFileSync(file, await served.body());
    return run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']).replace(/\s+/g, ' ');
  };
  const text = await pdfText({ 'x-forwarded-for': sender });
  // The artist's copy from the command is the same document.
  const out = path.join(dir, `${number}.pdf`);
  expect((await licenceCli('pdf', number, '--out', out)).code).toBe(0);
  expect(run('pdftotext', ['-enc', 'UTF-8', '-layout', out, '-']).replace(/\s+/g, ' ')).toBe(text);
  for (const fact of [
    `Licence ${number}`,
    'Studio 4, 12 Example Mews, London E8 1AB, United Kingdom',
    'Northlight · represented by Anna Lee',
    'Golden Hour (Instrumental)',
    'Online ad / social',
    '$2,500.00 (USD)',
    'Spring campaign',
    verifyPath,
    stored.termsHash as string,
    'CUE SHEET',
    'Intended duration 0:30',
  ]) {
    expect(text).toContain(fact);
  }
  expect((await licenceCli('cue-sheet', number)).stdout).toMatch(/Usage: +VI \(visual instrumental\)/);
  expect(run('node', ['--import', 'tsx', 'scripts/cli.ts', 'inbox', '--limit', '50'])).toContain(
    `id ${requestId}\n  Subject: Licence request: Golden Hour\n  Licence request: accepted ${number}`,
  );
  const csv = path.join(path.dirname(out), 'inbox.csv');
  run('node', ['--import', 'tsx', 'scripts/cli.ts', 'inbox', '--csv', '--out', csv]);
  // Payment, paid amount, currency, date and reference follow the number: an invoiced licence is unpaid.
  expect(readFileSync(csv, 'utf8')).toContain(`,accepted,${number},unpaid,,,,,${requestId}`);

  // The artist's listing gives the licence's verification address.
  expect((await licenceCli('list')).stdout).toMatch(
    new RegExp(
      `^${quoted.id}  ${number}  .*; accepted; request ${requestId}; verify at http://127\\.0\\.0\\.1:5000${verifyPath}$`,
      'm',
    ),
  );

  // The number alone, or with another code, opens nothing: numbers are sequential.
  const wrongCode = `${verifyPath.slice(0, -1)}${verifyPath.endsWith('0') ? '1' : '0'}`;
  for (const address of [`/l/verify/${number}`, wrongCode]) {
    await page.goto(address);
    await settled(page, 'LicenceVerify');
    await expect(page.getByRole('heading', { level: 1, name: 'No licence has this number and code' })).toBeVisible();
  }

  // The verification page: valid, with no fee and no contact details; then void.
  const verify = await page.goto(verifyPath);
  expect(verify?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await settled(page, 'LicenceVerify');
  await expect(page.getByRole('heading', { level: 1, name: `Licence ${number} is valid` })).toBeVisible();
  await expect(page.getByText('Northlight', { exact: true })).toBeVisible();
  const body = await page.locator('main').innerText();
  for (const hidden of ['2,500', 'anna@northlight.example', 'bookings@']) expect(body).not.toContain(hidden);
  await page.screenshot({ path: info.outputPath(`verify-${info.project.name}.png`), fullPage: true });

  expect((await licenceCli('void', number)).stdout).toContain(`licence ${number} is now void`);
  await page.reload();
  await settled(page, 'LicenceVerify');
  await expect(page.getByRole('heading', { level: 1, name: `Licence ${number} is void` })).toBeVisible();
  expect(await pdfText({ 'x-forwarded-for': sender })).toContain('This licence is void.');
  await page.goto(`/l/${quoted.token}`);
  await settled(page, 'LicenceQuote');
  await expect(page.getByText('The licensor withdrew this quote.')).toBeVisible();
});

test('an expired quote is refused, its page passes axe once extended, two presses at once give one licence, and a wrong token learns nothing', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the functions’ answers do not depend on the screen');
  test.setTimeout(180_000);
  const licence = { track: 'Night Drive', company: 'Meridian', media: 'tv-ad', territory: 'usa', term: '1-year' };
  const expiredRequest = await storedRequest(`Bo Park ${crypto.randomUUID().slice(0, 6)}`, licence);
  const expired = await quote(expiredRequest, '--fee', '5000', '--no-mail');
  expect(await mailsEndingWith(`/licence-quote-${expired.id}`)).toEqual([]);
  // The quote's expiry moved into the past, as time would move it.
  await adminDb()
    .collection(LICENCE_QUOTES)
    .doc(expired.id)
    .update({ expiresAt: Date.now() - 60_000 });
  const notYet = await page.request.get(`/l/pdf/${expired.token}`, { headers: { 'x-forwarded-for': '203.0.113.11' } });
  expect([notYet.status(), await notYet.text()]).toEqual([
    404,
    'This quote has not been accepted: there is no licence to download yet.',
  ]);
  await page.goto(`/l/${expired.token}`);
  await settled(page, 'LicenceQuote');
  await expect(
    page.getByText(/^This quote expired on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Ask for a new one:/),
  ).toBeVisible();
  const stale = (await adminDb().collection(LICENCE_QUOTES).doc(expired.id).get()).data()!;
  const press = {
    token: expired.token,
    name: 'Bo Park',
    company: 'Meridian',
    agree: true,
    termsHash: stale.termsHash as string,
  };
  expect(await callLicence(page.request, 'accept', press, '203.0.113.9')).toMatchObject({
    status: 400,
    body: { error: { status: 'FAILED_PRECONDITION', message: expect.stringMatching(/^this quote expired on /) } },
  });
  expect((await licenceCli('extend', expired.id, '7d')).code).toBe(0);

  // Open again, the quote's page with its form passes axe (WCAG 2.2 AA).
  await page.reload();
  await settled(page, 'LicenceQuote');
  await expect(page.getByRole('button', { name: 'Accept licence' })).toBeVisible();
  await painted(page);
  const audit = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
  expect(
    audit.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);

  // Extended, it opens again; two presses at once give one licence.
  const [first, second] = await Promise.all([
    callLicence(page.request, 'accept', press, '203.0.113.9'),
    callLicence(page.request, 'accept', press, '203.0.113.9'),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  expect((await adminDb().collection(LICENCE_NUMBERS).where('quote', '==', expired.id).get()).docs).toHaveLength(1);

  // Bad input names its field and stores nothing; a token that opens nothing gets the uniform answer.
  const before = plainFields(
    (await listDocuments('licenceQuotes')).find((document) => document.name.endsWith(`/${expired.id}`))!,
  );
  expect(await callLicence(page.request, 'accept', { ...press, agree: false }, '203.0.113.9')).toMatchObject({
    status: 400,
    body: { error: { message: 'agree: tick the box to accept the terms' } },
  });
  expect(await callLicence(page.request, 'accept', { ...press, name: 'Bo\u202EPark' }, '203.0.113.9')).toMatchObject({
    status: 400,
    body: { error: { message: 'name must be one line of visible characters' } },
  });
  expect(await callLicence(page.request, 'accept', { ...press, name: '北光' }, '203.0.113.9')).toMatchObject({
    status: 400,
    body: { error: { message: "name: the licence cannot print '北'; type it in Latin or Arabic letters" } },
  });
  expect(await callLicence(page.request, 'accept', { ...press, name: '\u034F' }, '203.0.113.9')).toMatchObject({
    status: 400,
    body: { error: { message: 'name must be one line of visible characters' } },
  });
  expect(
    plainFields((await listDocuments('licenceQuotes')).find((document) => document.name.endsWith(`/${expired.id}`))!),
  ).toEqual(before);
  for (const token of [
    'A'.repeat(43),
    'short',
    expired.token.slice(0, -1) + (expired.token.endsWith('A') ? 'B' : 'A'),
  ]) {
    expect(await callLicence(page.request, 'open', { token }, '203.0.113.10')).toMatchObject({
      status: 404,
      body: { error: { message: 'token: this quote is not available' } },
    });
    const pdf = await page.request.get(`/l/pdf/${token}`, { headers: { 'x-forwarded-for': '203.0.113.10' } });
    expect([pdf.status(), await pdf.text()]).toEqual([404, 'token: this quote is not available']);
  }
  expect(
    (await page.request.post(`/l/pdf/${expired.token}`, { headers: { 'x-forwarded-for': '203.0.113.10' } })).status(),
  ).toBe(405);
  expect(await callLicence(page.request, 'verify', { number: 'MK-1999-9999' }, '203.0.113.10')).toMatchObject({
    status: 404,
    body: { error: { message: 'number: no licence has this number and code' } },
  });
  const issued = (await adminDb().collection(LICENCE_QUOTES).doc(expired.id).get()).data()!.licence as {
    number: string;
    code: string;
  };
  expect(
    await callLicence(page.request, 'verify', { number: issued.number, code: issued.code }, '203.0.113.10'),
  ).toMatchObject({
    status: 200,
    body: { result: { number: issued.number, state: 'valid' } },
  });
  expect(
    await callLicence(
      page.request,
      'verify',
      { number: issued.number, code: issued.code.toLowerCase() },
      '203.0.113.10',
    ),
  ).toMatchObject({ status: 200 });
  for (const data of [
    { number: issued.number },
    { number: issued.number, code: issued.code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ' },
  ]) {
    expect(await callLicence(page.request, 'verify', data, '203.0.113.10')).toMatchObject({
      status: 404,
      body: { error: { message: 'number: no licence has this number and code' } },
    });
  }
  expect(
    await callLicence(page.request, 'verify', { number: issued.number, code: 'nope' }, '203.0.113.10'),
  ).toMatchObject({
    status: 400,
    body: { error: { message: 'code must be the 8 letters and digits after the number, like 7KQ2M9XA' } },
  });
});
