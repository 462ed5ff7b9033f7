import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_22_AA } from './helpers/a11y.ts';
import { listDocuments, plainFields, stringField } from '../tests/integration/emulators.ts';
import { hydrated } from './helpers/page.ts';
import { CALLABLE, openForm } from './helpers/contact.ts';

// Runs on `npm start`'s stack: the built site on Hosting, the real function, the real Firestore.

const contact = (page: Page) => page.locator('#contact');
const field = (page: Page, label: string) => contact(page).getByLabel(label, { exact: true });
/** A required choice: its label reads "Media *", its name (the mark is hidden from screen readers) "Media". */
const choice = (page: Page, name: string) => contact(page).getByRole('combobox', { name, exact: true });
const FEE = 'Typical fee for this use: $1,500–$4,000 (final quote by email)';

/** A day from today, as a date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function ownSender(page: Page, workerIndex: number) {
  const sender = `198.51.100.${(Date.now() + workerIndex) % 250}`;
  await page.route(CALLABLE, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': sender } }),
  );
}

test('a licence request from a catalog track is stored once with its fields and the fee shown, and mailed as a summary', async ({
  page,
}, info) => {
  await ownSender(page, info.workerIndex);
  await page.goto('/');
  await hydrated(page);
  const track = page.locator('#catalog [data-track="golden-hour"]');
  await track.scrollIntoViewIfNeeded();
  await expect(track.locator('is-land[data-island="TrackPlayer"][live]')).toBeAttached();
  await track.getByRole('button', { name: 'Instrumental' }).click();
  await track.getByRole('link', { name: 'License this track' }).click();

  await expect(contact(page).getByRole('radio', { name: 'Licence request' })).toBeChecked();
  await expect(field(page, 'Track')).toHaveValue('Golden Hour');
  await expect(field(page, 'Version')).toHaveValue('Instrumental');
  await expect(page).not.toHaveURL(/track=/);
  await expect(contact(page).getByLabel('Subject', { exact: true })).toHaveCount(0);

  const name = `Licence ${info.project.name} ${crypto.randomUUID().slice(0, 8)}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('supervisor@agency.example');
  await field(page, 'Company').fill('Northlight Agency');
  await field(page, 'Project title').fill('Spring campaign');
  await expect(contact(page).getByText(FEE)).toHaveCount(0);
  await choice(page, 'Media').selectOption('online-ad');
  await choice(page, 'Territory').selectOption('worldwide');
  await expect(contact(page).getByText(FEE)).toHaveCount(0);
  await choice(page, 'Term').selectOption('1-year');
  await expect(contact(page).getByRole('status').filter({ hasText: FEE })).toBeVisible();
  await field(page, 'Length used (seconds)').fill('30');
  await field(page, 'Answer needed by').fill(inDays(7));
  await contact(page).getByRole('button', { name: 'Send Licence Request' }).click();

  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  await expect(field(page, 'Track')).toHaveValue('');
  const stored = async () =>
    (await listDocuments('contactMessages')).filter((document) => stringField(document, 'name') === name);
  await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
  // The poll above saw exactly one.
  const document = (await stored())[0]!;
  const fields = plainFields(document);
  expect(fields).toMatchObject({
    email: 'supervisor@agency.example',
    subject: 'Licence request: Golden Hour',
    licence: {
      track: 'Golden Hour',
      version: 'Instrumental',
      company: 'Northlight Agency',
      project: 'Spring campaign',
      media: 'online-ad',
      territory: 'worldwide',
      term: '1-year',
      length: 30,
      deadline: inDays(7),
    },
    fee: { currency: 'USD', min: 1500, max: 4000 },
  });
  expect(fields).not.toHaveProperty('message');
  const id = document.name.split('/').pop();
  const mail = (await listDocuments('mail')).find((entry) => entry.name.endsWith(`/${id}`));
  const { replyTo, message } = plainFields(mail!) as { replyTo: string; message: { subject: string; text: string } };
  expect(replyTo).toBe('supervisor@agency.example');
  expect(message.subject).toBe('Website contact: Licence request: Golden Hour');
  for (const line of [
    /^Track: +"Golden Hour"$/m,
    /^Version: +"Instrumental"$/m,
    /^Media: +Online ad \/ social$/m,
    /^Territory: +Worldwide$/m,
    /^Term: +1 year$/m,
    /^Length used \(seconds\): +30$/m,
    /^Typical fee shown: +\$1,500–\$4,000 \(USD\)$/m,
  ]) {
    expect(message.text).toMatch(line);
  }
});

test('the switch keeps name and email, the general form keeps its four fields, and the draft survives a reload', async ({
  page,
}) => {
  await openForm(page);
  await field(page, 'Name').fill('Ada');
  await contact(page).getByRole('radio', { name: 'Licence request' }).check();
  await expect(field(page, 'Name')).toHaveValue('Ada');
  await choice(page, 'Media').selectOption('tv-ad');
  await field(page, 'Project title').fill('Night shoot');
  await page.waitForTimeout(600);
  await page.reload();
  await hydrated(page, 'ContactForm');
  await contact(page).scrollIntoViewIfNeeded();
  await expect(contact(page).getByRole('radio', { name: 'Licence request' })).toBeChecked();
  await expect(choice(page, 'Media')).toHaveValue('tv-ad');
  await expect(field(page, 'Project title')).toHaveValue('Night shoot');
  await contact(page).getByRole('radio', { name: 'General message' }).check();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toBeVisible();
  await expect(contact(page).getByRole('button', { name: 'Send Message' })).toBeVisible();
});

test('the licence request passes axe (WCAG 2.2 AA) with its fee shown, and works by keyboard', async ({ page }) => {
  await openForm(page);
  const licenceRadio = contact(page).getByRole('radio', { name: 'Licence request' });
  await contact(page).getByRole('radio', { name: 'General message' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(licenceRadio).toBeChecked();
  await choice(page, 'Media').selectOption('online-ad');
  await choice(page, 'Territory').selectOption('worldwide');
  await choice(page, 'Term').selectOption('1-year');
  await expect(contact(page).getByText(FEE)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#contact').withTags(WCAG_22_AA).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  await expect(choice(page, 'Media')).toHaveAttribute('required', '');
  await expect(field(page, 'Answer needed by')).toHaveAttribute('min', /^\d{4}-\d\d-\d\d$/);
});

test('a request whose media the site does not offer is refused and not stored; the form keeps what was typed', async ({
  page,
}, info) => {
  await ownSender(page, info.workerIndex);
  // What a tampered page would send: the same request with a media value no option has.
  await page.route(CALLABLE, (route) => {
    const body = route.request().postDataJSON() as { data?: { licence?: Record<string, unknown> } } | null;
    if (!body?.data?.licence) return route.continue();
    body.data.licence.media = 'billboard';
    return route.continue({ postData: JSON.stringify(body) });
  });
  const refused: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/submitContact')) refused.push(response.status());
  });
  await openForm(page);
  await contact(page).getByRole('radio', { name: 'Licence request' }).check();
  const name = `Tampered ${info.project.name} ${crypto.randomUUID().slice(0, 8)}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('tamper@example.com');
  await choice(page, 'Media').selectOption('tv-ad');
  await choice(page, 'Territory').selectOption('usa');
  await choice(page, 'Term').selectOption('1-year');
  await contact(page).getByRole('button', { name: 'Send Licence Request' }).click();

  await expect(page.getByText('There was a problem sending your message. Please try again later.')).toBeVisible({
    timeout: 30_000,
  });
  expect(refused).toContain(400);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(choice(page, 'Media')).toHaveValue('tv-ad');
  expect((await listDocuments('contactMessages')).filter((document) => stringField(document, 'name') === name)).toEqual(
    [],
  );
});

test('a licence link whose shortlist id was mangled still sends: the bad id is dropped, from the request and the draft', async ({
  page,
}, info) => {
  await ownSender(page, info.workerIndex);
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/submitContact') && request.method() === 'POST') sent.push(request.postDataJSON());
  });
  // A mail client or chat app that mangles the link: an upper-case, too-long id with a quote in it.
  await openForm(page, `/?track=Golden+Hour&shortlist=${encodeURIComponent('ABC"def-ghi-jkl-mno-pqr')}#contact`);
  await expect(field(page, 'Track')).toHaveValue('Golden Hour');
  const name = `Mangled ${info.project.name} ${crypto.randomUUID().slice(0, 8)}`;
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill('supervisor@agency.example');
  await choice(page, 'Media').selectOption('online-ad');
  await choice(page, 'Territory').selectOption('worldwide');
  await choice(page, 'Term').selectOption('1-year');
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => Object.values(sessionStorage).join(''))).not.toContain('ABC');
  await contact(page).getByRole('button', { name: 'Send Licence Request' }).click();

  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  expect(JSON.stringify(sent)).not.toContain('ABC');
  const stored = (await listDocuments('contactMessages')).filter((document) => stringField(document, 'name') === name);
  expect(stored).toHaveLength(1);
  expect((plainFields(stored[0]!) as { licence: Record<string, unknown> }).licence).not.toHaveProperty('shortlist');
});
