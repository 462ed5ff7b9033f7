import { expect, test, type Page } from '@playwright/test';
import { EMAIL_PATTERN } from '../functions/src/contract/contact-message.ts';
import { listDocuments, stringField } from '../tests/integration/emulators.ts';
import {
  CALLABLE,
  contactForm,
  expectContactValues,
  fillContact,
  openForm,
  type ContactFields,
} from './helpers/contact.ts';

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

test("Chromium's email field and the function hold one rule: what the browser takes is stored, as typed", async ({
  page,
}, testInfo) => {
  const sender = `192.0.2.${(Date.now() + testInfo.workerIndex + 7) % 250}`;
  await page.route(CALLABLE, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': sender } }),
  );
  await openForm(page);
  const form = contactForm(page);
  // The browser's own verdicts are the floor; the contract's pattern must agree with each.
  const addresses = [
    'taro..yamada@docomo.ne.jp',
    'taro.@ezweb.ne.jp',
    '.dot@softbank.ne.jp',
    'x@localhost',
    "o'brien+sync@agency.example",
    'a@b@c',
    'no-at-sign',
    'sp ace@example.com',
    'a@-bad-.example',
    'a@exa_mple.com',
  ];
  const browser = await form.email.evaluate(
    (input: HTMLInputElement, list) => list.map((value) => ((input.value = value), input.checkValidity())),
    addresses,
  );
  const rule = new RegExp(EMAIL_PATTERN, 'u');
  expect(addresses.map((address) => rule.test(address))).toEqual(browser);
  expect(browser.slice(0, 5)).toEqual([true, true, true, true, true]);

  const name = `Carrier ${testInfo.project.name} ${crypto.randomUUID().slice(0, 8)}`;
  await fillContact(form, {
    name,
    email: 'taro..yamada@docomo.ne.jp',
    subject: 'Sync for a drama',
    message: 'Hello from a Japanese carrier address.',
  });
  await form.submit.click();
  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => storedMessage(name), { timeout: 10_000 }).toBeDefined();
  expect(stringField(await storedMessage(name), 'email')).toBe('taro..yamada@docomo.ne.jp');
});

test('a field the function refuses is named beside the field, in the site’s words, and what was typed is kept', async ({
  page,
}, testInfo) => {
  const sender = `192.0.2.${(Date.now() + testInfo.workerIndex + 11) % 250}`;
  // What a page out of step with the function would send: an address the rule does not take.
  await page.route(CALLABLE, (route) => {
    const body = route.request().postDataJSON() as { data?: Record<string, unknown> } | null;
    if (body?.data) body.data.email = 'a@b@example.com';
    return route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': sender },
      postData: JSON.stringify(body),
    });
  });
  await openForm(page);
  const form = contactForm(page);
  const values = {
    name: 'Refused Ada',
    email: 'ada@example.com',
    subject: 'A cue',
    message: 'Is "Night Drive" free for a trailer?',
  };
  await fillContact(form, values);
  await form.submit.click();
  await expect(page.getByText('There was a problem sending your message. Please try again later.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.email).toHaveAccessibleDescription('This was not accepted. Please check it and send again.');
  await expect(form.email).toBeFocused();
  await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
  await expectContactValues(form, values);
  await page.screenshot({ path: testInfo.outputPath(`field-refused-${testInfo.project.name}.png`) });
  // Editing the field takes the sentence away.
  await form.email.fill('ada@example.org');
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
});
