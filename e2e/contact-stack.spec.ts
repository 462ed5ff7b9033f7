import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers/page';

// Runs on `npm start`'s stack: the built site on Hosting, the real function, the real Firestore.
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-cuesheet';
const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const CALLABLE = '**/submitContact';

interface StoredMessage {
  fields: Record<string, { stringValue?: string }>;
}

/** The stored message whose name is `name`, read past the deny-all rules with the owner token. */
async function storedMessage(name: string): Promise<StoredMessage | undefined> {
  const response = await fetch(`${firestore}/v1/projects/${projectId}/databases/(default)/documents/contactMessages?pageSize=1000`, {
    headers: { Authorization: 'Bearer owner' },
  });
  const { documents = [] } = (await response.json()) as { documents?: StoredMessage[] };
  return documents.find((document) => document.fields.name?.stringValue === name);
}

function contactForm(page: Page) {
  const contact = page.locator('#contact');
  return {
    name: contact.getByLabel('Name', { exact: true }),
    email: contact.getByLabel('Email', { exact: true }),
    subject: contact.getByLabel('Subject', { exact: true }),
    message: contact.getByLabel('Message', { exact: true }),
    send: contact.getByRole('button', { name: 'Send Message' }),
  };
}

type Values = Record<'name' | 'email' | 'subject' | 'message', string>;

/** Opens the home page, fills every field and presses send; returns the form for the checks. */
async function sendForm(page: Page, values: Values) {
  await page.goto('/');
  await hydrated(page);
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) await form[field as keyof Values].fill(value);
  await form.send.click();
  return form;
}

test('a message sent with the form is stored in Firestore', async ({ page }, testInfo) => {
  // Each run is its own sender (the emulator trusts X-Forwarded-For), so reruns within the rate
  // limit's window don't turn into 429s.
  const sender = `192.0.2.${(Date.now() + testInfo.workerIndex) % 250}`;
  await page.route(CALLABLE, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': sender } }),
  );
  const name = `E2E ${testInfo.project.name} ${crypto.randomUUID().slice(0, 8)}`;
  const values = {
    name,
    email: 'supervisor@example.com',
    subject: 'Sync license for a trailer',
    message: 'Hello,\n<b>Is "Night Drive" available?</b>',
  };
  const form = await sendForm(page, values);

  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  await expect(form.name).toHaveValue('');
  await expect.poll(() => storedMessage(name), { timeout: 10_000 }).toBeDefined();
  const stored = await storedMessage(name);
  expect(stored?.fields.email?.stringValue).toBe(values.email);
  expect(stored?.fields.subject?.stringValue).toBe(values.subject);
  expect(stored?.fields.message?.stringValue).toBe(values.message);
});

test('an unreachable function shows the Error notice and keeps what was typed', async ({ page }) => {
  test.setTimeout(60_000); // the client retries 3 times, 1 s + 2 s + 4 s apart, before giving up
  let attempts = 0;
  await page.route(CALLABLE, (route) => {
    if (route.request().method() === 'POST') attempts += 1;
    return route.abort('connectionrefused');
  });
  const values = {
    name: 'Offline Ada',
    email: 'ada@example.com',
    subject: 'Nobody home',
    message: 'This one never arrives.\nSecond line.',
  };
  const form = await sendForm(page, values);

  await expect(page.getByText('There was a problem sending your message. Please try again later.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  for (const [field, value] of Object.entries(values)) await expect(form[field as keyof Values]).toHaveValue(value);
  await expect(form.send).toBeEnabled();
  expect(attempts).toBeGreaterThanOrEqual(1);
});
