import { expect, test, type Page } from '@playwright/test';
import { listDocuments, stringField } from '../tests/integration/emulators.ts';
import { CALLABLE, contactForm, expectContactValues, fillContact, openForm, type ContactFields } from './helpers/contact';

// Runs on `npm start`'s stack: the built site on Hosting, the real function, the real Firestore.

/** The stored message whose name is `name`. */
async function storedMessage(name: string) {
  return (await listDocuments('contactMessages')).find((document) => stringField(document, 'name') === name);
}

/** Opens the home page, fills every field and presses send; returns the form for the checks. */
async function sendForm(page: Page, values: ContactFields) {
  await openForm(page);
  const form = contactForm(page);
  await fillContact(form, values);
  await form.submit.click();
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
  expect(stringField(stored, 'email')).toBe(values.email);
  expect(stringField(stored, 'subject')).toBe(values.subject);
  expect(stringField(stored, 'message')).toBe(values.message);
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
  await expectContactValues(form, values);
  await expect(form.submit).toBeEnabled();
  expect(attempts).toBeGreaterThanOrEqual(1);
});
