// "License now" end to end, in this process against the emulator's Firestore, as payment.test.ts
// runs the payment functions: buyLicence makes the quote from the site's own settings, the quote
// page opens it, payLicenceQuote opens a session on the Stripe double with the real `stripe`
// library, and the webhook, served over HTTP with the raw body kept, issues the licence on the
// signed event. A meter in front of the emulator (firestore-meter.ts) counts what each refusal costs.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LICENCE_QUOTES,
  LICENCE_TOKENS,
  type QuoteAnswer,
  type StoredQuote,
} from '../../functions/src/contract/licence-model.ts';
import type { InstantOffers } from '../../functions/src/contract/offer.ts';
import type { BuyLicenceAnswer, BuyLicenceRequest } from '../../functions/src/contract/payment-model.ts';
import { settings } from '../../functions/src/generated/settings.ts';
import { acceptLicence } from '../../functions/src/licence/acceptLicence.ts';
import { getLicenceQuote } from '../../functions/src/licence/getLicenceQuote.ts';
import { buyLicence, INSTANT_QUOTE_MS } from '../../functions/src/payment/buyLicence.ts';
import { BUY_PER_ADDRESS } from '../../functions/src/payment/limits.ts';
import { payLicenceQuote } from '../../functions/src/payment/payLicenceQuote.ts';
import { UNPAID_CHECKOUT_RETENTION_MS } from '../../functions/src/payment/retention.ts';
import type { PaymentSettings } from '../../functions/src/sites.ts';
import { quote as quoteByCommand, storedRequest } from '../../e2e/helpers/licence.ts';
import { instantOffers } from '../../scripts/build/instant-offers.ts';
import { shippedAway } from '../../scripts/config/fixtures/shipped-edits.ts';
import { resolveConfigPath } from '../../scripts/config/config-path.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { licenceRecord } from '../../scripts/licence/export.ts';
import { listQuotes } from '../../scripts/licence/store.ts';
import { startStripeDouble, type StripeDouble } from '../../scripts/test/stripe-double.ts';
import { startWebhook } from './webhook-server.ts';
import { clearFirestore, newSenderIp, siteOrigin } from './emulators.ts';
import { startFirestoreMeter } from './firestore-meter.ts';
import { sellingConfig } from '../../scripts/test/selling-config.ts';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const meter = await startFirestoreMeter(emulatorHost);
process.env.FIRESTORE_EMULATOR_HOST = meter.host;
process.env.METADATA_SERVER_DETECTION ??= 'none';
if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cuesheet' });
const db = getFirestore();

const WEBHOOK_SECRET = 'whsec_test_buy';
/** The demo rate card's row "online video, worldwide, in perpetuity", given a price for these tests. */
const PRICED = 9;
const site = settings.sites[0]!;
const file = resolveConfigPath();
const config = await loadSiteConfig(file);
const sold = {
  payment: { quotes: 'invoice', automaticTax: false } satisfies PaymentSettings,
  offers: (await instantOffers(
    {
      ...config,
      licensing: {
        ...config.licensing,
        payment: { ...(await sellingConfig()).licensing.payment!, quotes: 'invoice', automaticTax: false },
      },
    },
    file,
  ))!,
};

/** The site's settings as the build generates them for a site that sells at once, or for one that does not. */
function selling(on: boolean) {
  const writable = site as { payment: PaymentSettings | null; offers: InstantOffers | null };
  writable.payment = on ? sold.payment : null;
  writable.offers = on ? sold.offers : null;
  const row = site.licence!.rateCard!.rates[PRICED] as { price?: number };
  if (on) row.price = 149;
  else delete row.price;
}

let stripe: StripeDouble;
let webhook: Awaited<ReturnType<typeof startWebhook>>;
let webhookUrl: string;

beforeAll(async () => {
  stripe = await startStripeDouble({ tax: 0 });
  webhook = await startWebhook();
  webhookUrl = webhook.url;
});
afterAll(async () => {
  await stripe.close();
  await webhook.close();
  await meter.close();
});
beforeEach(async () => {
  await clearFirestore();
  process.env.STRIPE_SECRET_KEY = 'sk_test_buy';
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = stripe.base;
  process.env.IP_HASH_SALT = 'buy-tests';
  selling(true);
});
afterEach(() => selling(false));

const callable = (data: unknown, ip = newSenderIp()): CallableRequest =>
  ({
    data,
    rawRequest: { headers: { origin: siteOrigin, 'x-forwarded-for': ip }, ip: '127.0.0.1' },
  }) as unknown as CallableRequest;

const purchase: BuyLicenceRequest = {
  track: 'golden-hour',
  version: 'main',
  rate: PRICED,
  name: 'Anna Lee',
  company: '',
  production: 'Tour diary',
  email: 'anna@example.com',
};
const buy = (data: unknown, ip?: string) => buyLicence.run(callable(data, ip)) as Promise<BuyLicenceAnswer>;

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string; field?: unknown }> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected a refusal, got ${String(error)}`);
  const field = (error.details as { field?: unknown } | undefined)?.field;
  return { code: error.code, message: error.message, ...(field !== undefined && { field }) };
}

const count = async (collection: string) => (await db.collection(collection).count().get()).data().count;
const stored = async () => (await listQuotes(db))[0]!;

describe('License now', () => {
  it('makes a quote paid to accept from the site’s own settings, which the payment issues with its files', async () => {
    const { quote: page } = await buy(purchase);
    expect(page).toMatch(/^\/l\/[A-Za-z0-9_-]{43}$/);
    const token = page.split('/').at(-1)!;
    const opened = (await getLicenceQuote.run(callable({ token }))) as Extract<QuoteAnswer, { offer: unknown }>;
    expect(opened).toMatchObject({ state: 'open', pay: 'checkout' });
    expect(opened.offer).toMatchObject({
      licensee: { name: 'Anna Lee', company: '', email: 'anna@example.com' },
      track: { id: 'golden-hour', version: 'Main' },
      use: { project: 'Tour diary', media: { value: 'online-video' }, territory: { value: 'worldwide' } },
      fee: { amount: 149, currency: 'USD' },
    });
    expect(opened.offer.track.files?.map((delivered) => delivered.name)).toEqual([
      'golden-hour.wav',
      'golden-hour-stems.zip',
    ]);
    const { id, quote } = await stored();
    expect(quote).toMatchObject({ requestId: 'instant', pay: 'checkout', base: `${siteOrigin}/` });
    expect(quote.expiresAt - quote.createdAt).toBe(INSTANT_QUOTE_MS);
    // Unpaid, it is deleted with its token some time after it expires; paid, it is kept.
    const purge = async () => {
      const [quoteDoc, tokenDoc] = await Promise.all([
        db.collection(LICENCE_QUOTES).doc(id).get(),
        db.collection(LICENCE_TOKENS).doc(quote.tokenHash).get(),
      ]);
      return [quoteDoc.get('purgeAt')?.toMillis(), tokenDoc.get('purgeAt')?.toMillis()];
    };
    expect(await purge()).toEqual([
      quote.expiresAt + UNPAID_CHECKOUT_RETENTION_MS,
      quote.expiresAt + UNPAID_CHECKOUT_RETENTION_MS,
    ]);

    // The site invoices its other quotes: this one is still paid, never accepted by pressing.
    const press = { token, name: 'Anna Lee', company: 'Anna Lee', agree: true, termsHash: opened.termsHash };
    expect(await refusal(acceptLicence.run(callable(press)))).toMatchObject({ code: 'failed-precondition' });
    const { session } = (await payLicenceQuote.run(callable({ ...press, checkoutId: 'c'.repeat(32) }))) as {
      session: string;
    };
    expect(stripe.sessions.get(session)).toMatchObject({ amount_total: 14900, currency: 'usd' });
    const signed = stripe.signed(stripe.pay(session), WEBHOOK_SECRET);
    const delivered = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: signed.body,
    });
    expect(delivered.status).toBe(200);

    const issued = (await db.collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote;
    expect(issued.licence?.number).toMatch(/^MK-\d{4}-0001$/);
    expect(await purge()).toEqual([undefined, undefined]);
    expect(issued.payment).toMatchObject({ state: 'paid', amount: 14900, currency: 'USD', session });
    const mail = (await db.collection('mail').doc(`licence-${issued.licence!.number}-buyer`).get()).data()!;
    expect(mail.to).toBe('anna@example.com');
    expect(mail.message.text).toContain(`${siteOrigin}/l/file/`);
    // The artist's list reads it as any other quote: the request it answers is "instant".
    expect(licenceRecord(id, issued, site.deliveryDays, Date.now())).toMatchObject({
      state: 'accepted',
      number: issued.licence!.number,
      request: 'instant',
    });
  });

  it('refuses a field that is wrong with a 4xx naming it, before reading or storing anything', async () => {
    const wrong: Array<[Record<string, unknown>, string]> = [
      [{ ...purchase, email: 'anna at example' }, 'email'],
      [{ ...purchase, name: '' }, 'name'],
      [{ ...purchase, production: 'Tour\ndiary' }, 'production'],
      [{ ...purchase, rate: '9' }, 'rate'],
      [{ ...purchase, track: 'no-such-track' }, 'track'],
      [{ ...purchase, version: 'Sting' }, 'version'],
      [{ ...purchase, amount: 1 }, 'data'],
      // A row with a range and no price is a quote to ask for, not a licence to buy.
      [{ ...purchase, rate: 0 }, 'rate'],
      [{ ...purchase, rate: 99 }, 'rate'],
    ];
    for (const [data, field] of wrong) {
      meter.reset();
      expect(await refusal(buy(data))).toMatchObject({ code: 'invalid-argument', field });
      expect(meter.calls()).toEqual({});
    }
    expect(await refusal(buy({ ...purchase, rate: 0 }))).toMatchObject({
      message: 'rate: row 0 of the rate card has no fixed price; ask for a quote instead',
    });
    expect(await count(LICENCE_QUOTES)).toBe(0);
  });

  it('answers a 4xx, never a 5xx, when no Stripe key is set or the site sells nothing at once', async () => {
    process.env.STRIPE_SECRET_KEY = '';
    meter.reset();
    expect(await refusal(buy(purchase))).toEqual({
      code: 'failed-precondition',
      message: 'payment is off on this site (no Stripe key is set); ask for a quote instead',
    });
    process.env.STRIPE_SECRET_KEY = 'sk_test_buy';
    selling(false);
    expect(await refusal(buy(purchase))).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/^this site sells no licence at once/),
    });
    expect(meter.calls()).toEqual({});
  });

  it(`counts the address before writing: ${BUY_PER_ADDRESS.maxMessages} quotes, then a refusal that writes nothing`, async () => {
    const ip = newSenderIp();
    meter.reset();
    await buy(purchase, ip);
    // One write for the sender's counter, two for the quote and its token.
    expect(meter.writes()).toBe(3);
    for (let n = 1; n < BUY_PER_ADDRESS.maxMessages; n += 1) await buy(purchase, ip);
    meter.reset();
    expect(await refusal(buy(purchase, ip))).toMatchObject({ code: 'resource-exhausted' });
    expect(meter.writes()).toBe(0);
    expect(await count(LICENCE_QUOTES)).toBe(BUY_PER_ADDRESS.maxMessages);
    // Another address is counted apart.
    await buy(purchase);
    expect(await count(LICENCE_QUOTES)).toBe(BUY_PER_ADDRESS.maxMessages + 1);
  });
});

describe('a quote the artist makes on a site whose quotes are paid to accept', () => {
  it('is marked paid to accept, so it stays so if the site later invoices', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cuesheet-buy-'));
    const before = { config: process.env.SITE_CONFIG, host: process.env.FIRESTORE_EMULATOR_HOST };
    try {
      const yaml = shippedAway.replace(
        'licensing:\n',
        'licensing:\n  payment: { provider: stripe, quotes: pay-to-accept, automaticTax: false }\n',
      );
      await writeFile(join(dir, 'site.yaml'), yaml);
      const requestId = await storedRequest('Bea Ortiz', {
        track: 'Night Drive',
        company: 'Northlight',
        media: 'online-ad',
        territory: 'worldwide',
        term: '1-year',
      });
      // The command talks to the stack's emulator itself, not through this test's meter.
      Object.assign(process.env, { SITE_CONFIG: join(dir, 'site.yaml'), FIRESTORE_EMULATOR_HOST: emulatorHost });
      const { id } = await quoteByCommand(requestId, '--fee', '2500', '--no-mail');
      const made = (await db.collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote;
      expect(made).toMatchObject({ requestId, pay: 'checkout' });
    } finally {
      if (before.config === undefined) delete process.env.SITE_CONFIG;
      else process.env.SITE_CONFIG = before.config;
      process.env.FIRESTORE_EMULATOR_HOST = before.host;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
