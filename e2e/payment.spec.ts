import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { LICENCE_QUOTES } from '../functions/src/contract/licence-model.ts';
import { PAYMENT_ENDPOINTS } from '../functions/src/contract/payment-model.ts';
import { E2E_STRIPE_API_BASE } from '../scripts/test/e2e-stripe.ts';
import { adminDb } from '../tests/integration/shortlist-helpers.ts';
import { callLicence } from './helpers/licence.ts';
import { hydrated } from './helpers/page.ts';

// Runs on the stack `npm test` starts last, through tools/test/selling-stack.ts (playwright.config.ts
// leaves it out elsewhere): the shipped site with
// licensing.payment on and its online-video row at USD 149, its functions holding a Stripe test key
// and calling, through the real `stripe` library, the Stripe double Playwright's global set-up
// started (e2e/global-setup.ts). The double's checkout page posts checkout.session.completed to the
// site's webhook, signed with the library's own test-header helper, as Stripe does.

const SHOTS = '/tmp/pay-shots';
const TRACK = '/catalog/golden-hour';
const ROW = /^License now: .*\$149\.00$/;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** A sender of its own per test, so the per-address limits of one run never meet another's. */
async function ownSender(page: Page, info: TestInfo): Promise<void> {
  const sender = `198.51.100.${(Date.now() + info.workerIndex * 13 + info.retry * 71) % 250}`;
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': sender } }),
  );
}

/** How many lines `text` takes inside what `locator` finds, as drawn. */
const linesOf = (locator: Locator, text: string) =>
  locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let seen = 0;
    let start = -1;
    const all = element.textContent ?? '';
    const from = all.indexOf(wanted);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const end = seen + node.data.length;
      if (start < 0 && from >= seen && from < end) {
        range.setStart(node, from - seen);
        start = from;
      }
      if (start >= 0 && from + wanted.length <= end) {
        range.setEnd(node, from + wanted.length - seen);
        break;
      }
      seen = end;
    }
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
  }, text);

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${info.project.name}.png` });

/** From the track page's "License now" to the double's checkout page; answers the quote's token. */
async function buyUpToCheckout(page: Page, info: TestInfo, buyer: string): Promise<string> {
  await page.goto(TRACK);
  await hydrated(page);
  const main = page.locator('main');
  const panel = main.getByRole('region', { name: 'License now' });
  // The player's island answers a press only once it is live; the panel then names the version chosen.
  await expect(main.locator('is-land[data-island="TrackPlayer"][live]').first()).toBeAttached();
  await main.getByRole('button', { name: 'Instrumental' }).first().click();
  await expect(
    panel.getByText('Standard licences for “Instrumental” at a fixed price.', { exact: false }),
  ).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText('Online video / creator, Worldwide, In perpetuity')).toBeVisible();
  await panel.getByRole('button', { name: ROW }).click();
  await panel.getByLabel('Your name').fill(buyer);
  await panel.getByLabel('Company (leave blank if the licence is for you)').fill('Northlight');
  await panel.getByLabel('Production title').fill('Spring campaign');
  await panel.getByLabel('Email').fill('anna@northlight.example');
  await panel.getByLabel('Your name').scrollIntoViewIfNeeded();
  await shot(page, info, '1-track-license-now');
  await panel.getByRole('button', { name: 'Continue to the terms' }).click();

  await page.waitForURL(/\/l\/[\w-]{43}$/, { timeout: 30_000 });
  const token = page.url().split('/').at(-1)!;
  await hydrated(page, 'LicenceQuote');
  await expect(page.getByRole('heading', { level: 1, name: '“Golden Hour” (Instrumental)' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('$149.00').first()).toBeVisible();
  await page.getByLabel('Your full name').fill(buyer);
  await page.getByLabel(/I accept these terms/).check();
  const pay = page.getByRole('button', { name: 'Pay $149.00 and accept' });
  await pay.scrollIntoViewIfNeeded();
  await shot(page, info, '2-quote-pay-and-accept');
  await pay.click();

  await page.waitForURL(`${E2E_STRIPE_API_BASE}/pay/**`, { timeout: 30_000 });
  await expect(page.getByText('USD 14900')).toBeVisible();
  await shot(page, info, '3-checkout-double');
  return token;
}

test('a buyer licenses a track at its fixed price, pays on Checkout and returns to the licence, its PDF and files', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await ownSender(page, info);
  const buyer = `Anna Lee ${info.project.name} ${crypto.randomUUID().slice(0, 6)}`;
  const token = await buyUpToCheckout(page, info, buyer);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/l\/paid\b/, { timeout: 30_000 });
  const issued = page.getByRole('heading', { name: /^Licence [A-Z]+-\d{4}-\d{4} accepted$/ });
  await expect(issued).toBeVisible({ timeout: 30_000 });
  const number = /Licence (\S+) accepted/.exec((await issued.textContent())!)![1]!;
  // The number is one word to the buyer: never broken at its hyphens, even at 360 px.
  expect(await linesOf(issued, number)).toBe(1);

  const pdf = page.getByRole('link', { name: 'Download the licence (PDF)' });
  await expect(pdf).toHaveAttribute('href', `/l/pdf/${token}`);
  const served = await page.request.get((await pdf.getAttribute('href'))!, {
    headers: { 'x-forwarded-for': '203.0.113.40' },
  });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const files = page.getByRole('region', { name: 'Your files' });
  await expect(files.getByRole('link', { name: 'golden-hour-instrumental.wav', exact: true })).toBeVisible();
  await expect(files.getByRole('link', { name: 'golden-hour-stems.zip', exact: true })).toBeVisible();
  await issued.scrollIntoViewIfNeeded();
  await shot(page, info, '4-paid-licence');

  // Stored as paid by the webhook, at the price the card shows, in minor units.
  const stored = await adminDb().collection(LICENCE_QUOTES).where('licence.number', '==', number).get();
  expect(stored.docs).toHaveLength(1);
  expect(stored.docs[0]!.data()).toMatchObject({ payment: { state: 'paid', amount: 14900, currency: 'USD' } });

  // The verification page says what was paid, when, and the payment's reference.
  await page.getByRole('link', { name: 'Show the verification page' }).click();
  await expect(page.getByText(/^\$149\.00 paid on .+, reference \S+$/)).toBeVisible({ timeout: 30_000 });
});

test('leaving Checkout with Back returns with nothing charged and nothing issued, the quote still open', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await ownSender(page, info);
  const buyer = `Ben Ode ${info.project.name} ${crypto.randomUUID().slice(0, 6)}`;
  const token = await buyUpToCheckout(page, info, buyer);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.waitForURL(/\/l\/paid\?.*cancelled=1/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged and no licence was issued.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the track' })).toHaveAttribute('href', TRACK);
  await expect(page.getByRole('link', { name: 'Back to the quote' })).toHaveAttribute('href', `/l/${token}`);
  await shot(page, info, '5-cancelled');

  const open = await callLicence(page.request, 'open', { token }, '203.0.113.41');
  expect(open.status).toBe(200);
  expect(open.body.result).toMatchObject({ state: 'open', licence: null, acceptance: null, pay: 'checkout' });
  const quotes = await adminDb().collection(LICENCE_QUOTES).where('offer.licensee.name', '==', buyer).get();
  expect(quotes.docs.map((doc) => doc.data().licence ?? null)).toEqual([null]);
});

test('junk at the payment endpoints gets a 4xx, never a 5xx', async ({ request }) => {
  // Each endpoint's first call starts its function worker on the emulator: slow on a busy machine.
  test.setTimeout(120_000);
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    request.post(path, {
      data: body,
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:5000',
        'x-forwarded-for': '203.0.113.42',
        ...headers,
      },
    });
  const answers = [
    await post(PAYMENT_ENDPOINTS.buy.path, JSON.stringify({ data: { track: 'golden-hour', rate: 0 } })),
    await post(PAYMENT_ENDPOINTS.buy.path, 'not json'),
    await post(PAYMENT_ENDPOINTS.payQuote.path, JSON.stringify({ data: { token: 'x'.repeat(43), agree: true } })),
    await post(PAYMENT_ENDPOINTS.webhook.path, JSON.stringify({ type: 'checkout.session.completed' })),
    await post(PAYMENT_ENDPOINTS.webhook.path, '{}', { 'stripe-signature': 't=1,v1=00' }),
  ];
  for (const answer of answers) expect(answer.status(), `${answer.url()}: ${await answer.text()}`).toBeLessThan(500);
  for (const answer of answers) expect(answer.status()).toBeGreaterThanOrEqual(400);
});
