// The payment functions run in this process against the emulator's Firestore, with the real
// `stripe` library talking to the Stripe double (scripts/test/stripe-double.ts) and the webhook
// served over HTTP as Cloud Functions serves it (raw body kept), so every event arrives signed as
// Stripe signs it. In-process, so each test sets the keys it needs; the functions on the emulator,
// with the keys from the stack's environment, are tests/stack/stripe-env.test.ts's.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LICENCE_QUOTES, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { CHECKOUT_SESSIONS, PAYMENT_EVENTS, type StoredCheckout } from '../../functions/src/contract/payment-model.ts';
import { settings } from '../../functions/src/generated/settings.ts';
import { acceptLicence } from '../../functions/src/licence/acceptLicence.ts';
import { offer } from '../../functions/src/licence/licence.fixture.ts';
import { payLicenceQuote } from '../../functions/src/payment/payLicenceQuote.ts';
import type { PaymentSettings } from '../../functions/src/sites.ts';
import { recordPaid } from '../../scripts/licence/paid.ts';
import { MAIL_RETENTION_MS } from '../../functions/src/mail-retention.ts';
import { createQuote, voidQuote } from '../../scripts/licence/store.ts';
import { startStripeDouble, type StripeDouble } from '../../scripts/test/stripe-double.ts';
import { startWebhook } from './webhook-server.ts';
import { clearFirestore, newSenderIp, siteOrigin } from './emulators.ts';

const WEBHOOK_SECRET = 'whsec_test_cuesheet';
const site = settings.sites[0]!;
let stripe: StripeDouble;
let webhook: Awaited<ReturnType<typeof startWebhook>>;
let webhookUrl: string;

process.env.METADATA_SERVER_DETECTION ??= 'none';
if (getApps().length === 0) initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-cuesheet' });
const db = getFirestore();

/** The site's licensing.payment for a test: what the generated settings carry for a site that sets it. */
function payment(value: PaymentSettings | null) {
  (site as { payment: PaymentSettings | null }).payment = value;
}

beforeAll(async () => {
  stripe = await startStripeDouble({ tax: 0 });
  webhook = await startWebhook();
  webhookUrl = webhook.url;
});

afterAll(async () => {
  await stripe.close();
  await webhook.close();
});

beforeEach(async () => {
  await clearFirestore();
  process.env.STRIPE_SECRET_KEY = 'sk_test_cuesheet';
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = stripe.base;
  process.env.IP_HASH_SALT = 'payment-tests';
  payment({ quotes: 'pay-to-accept', automaticTax: false });
});
afterEach(() => payment(null));

/** A quote of the fixture's offer (USD 2,500) for Northlight, as `npm run licence -- quote` stores it. */
async function quoted(fee = offer.fee) {
  const request = { id: crypto.randomUUID(), name: 'Anna Lee', email: 'anna@northlight.example', licence: {} };
  const { id, quote, link } = await createQuote(db, {
    site: 'default',
    request,
    offer: { ...offer, fee },
    expiresInMs: 14 * 86_400_000,
    note: null,
    numberPrefix: 'MK',
    base: siteOrigin,
    mail: null,
    link: (token) => `${siteOrigin}/l/${token}`,
  });
  const token = link.split('/').at(-1)!;
  const stored = async () => (await db.collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote;
  const press = { token, name: 'Anna Lee', company: 'Northlight', agree: true, termsHash: quote.termsHash };
  return { id, press, stored };
}

/** A call from the site's own page, as the SDK makes it, past the request guard. */
const callable = (data: unknown): CallableRequest =>
  ({
    data,
    rawRequest: { headers: { origin: siteOrigin, 'x-forwarded-for': newSenderIp() }, ip: '127.0.0.1' },
  }) as unknown as CallableRequest;

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

const pay = (press: Record<string, unknown>, checkoutId = crypto.randomUUID().replaceAll('-', '')) =>
  payLicenceQuote.run(callable({ ...press, checkoutId })) as Promise<{ url: string; session: string }>;

/** Stripe posting an event to the webhook: signed with `secret` unless a signature is given. */
async function deliver(
  event: unknown,
  { secret = WEBHOOK_SECRET, signature }: { secret?: string; signature?: string | null } = {},
) {
  const signed = stripe.signed(event as never, secret);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const header = signature === undefined ? signed.signature : signature;
  if (header !== null) headers['stripe-signature'] = header;
  const response = await fetch(webhookUrl, { method: 'POST', headers, body: signed.body });
  return { status: response.status, text: await response.text() };
}

const count = async (collection: string) => (await db.collection(collection).count().get()).data().count;

describe('a pay-to-accept quote', () => {
  it('is not accepted by pressing Accept: the licence is issued only once Stripe says it is paid', async () => {
    const { press, stored } = await quoted();
    expect(await refusal(acceptLicence.run(callable(press)))).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/paying its fee/),
    });
    const { session } = await pay(press);
    expect((await stored()).licence).toBeNull();
    expect((await deliver(stripe.pay(session))).status).toBe(200);
    const paid = await stored();
    expect(paid.licence?.number).toMatch(/^MK-\d{4}-0001$/);
    expect(paid.acceptance).toMatchObject({ name: 'Anna Lee', company: 'Northlight', termsHash: press.termsHash });
    expect(paid.payment).toMatchObject({
      state: 'paid',
      amount: 250000,
      currency: 'USD',
      session,
      paymentIntent: expect.stringMatching(/^pi_test_/),
    });
    expect((await db.collection('mail').doc(`licence-${paid.licence!.number}-buyer`).get()).get('to')).toBe(
      'anna@northlight.example',
    );
  });

  it('opens one Checkout session for the stored fee in minor units, however often the same press arrives', async () => {
    const { id, press } = await quoted({ amount: 149.99, currency: 'EUR' });
    const checkoutId = crypto.randomUUID().replaceAll('-', '');
    const [first, second] = await Promise.all([pay(press, checkoutId), pay(press, checkoutId)]);
    expect(second.session).toBe(first.session);
    expect(first.url).toBe(`${stripe.base}/pay/${first.session}`);
    expect(stripe.sessions.size).toBeGreaterThan(0);
    const made = stripe.sessions.get(first.session)!;
    expect(made).toMatchObject({
      currency: 'eur',
      amount_total: 14999,
      metadata: { quote: id, site: 'default', checkout: checkoutId },
    });
    expect(made.success_url).toBe(`${siteOrigin}/l/paid?session={CHECKOUT_SESSION_ID}`);
    expect(
      [...stripe.sessions.values()].filter(
        (session) => (session.metadata as { checkout?: string }).checkout === checkoutId,
      ),
    ).toHaveLength(1);
    expect(await count(CHECKOUT_SESSIONS)).toBe(1);
    const checkout = (await db.collection(CHECKOUT_SESSIONS).doc(first.session).get()).data() as StoredCheckout;
    expect(checkout).toMatchObject({ quote: id, amount: 14999, currency: 'EUR', outcome: null });
  });

  it('is refused with a 4xx naming that payment is off when no Stripe key is set, storing nothing', async () => {
    process.env.STRIPE_SECRET_KEY = '';
    const { press } = await quoted();
    expect(await refusal(pay(press))).toEqual({
      code: 'failed-precondition',
      message: 'payment is off on this site (no Stripe key is set); ask for a quote instead',
    });
    expect(await count(CHECKOUT_SESSIONS)).toBe(0);
    expect(await count('rateLimits')).toBe(0);
  });
});

describe('a quote of a site that invoices', () => {
  it('is accepted by pressing Accept, as before payment existed, and is not paid through Stripe', async () => {
    payment({ quotes: 'invoice', automaticTax: false });
    const { press, stored } = await quoted();
    expect(await refusal(pay(press))).toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/^this site takes no payment for quotes/),
    });
    expect(await acceptLicence.run(callable(press))).toEqual({ number: expect.stringMatching(/^MK-\d{4}-0001$/) });
    const accepted = await stored();
    expect(accepted.acceptance).toMatchObject({ name: 'Anna Lee', company: 'Northlight' });
    expect(accepted.payment).toBeUndefined();
    expect(await count(CHECKOUT_SESSIONS)).toBe(0);
    expect(await count('mail')).toBe(2);
  });
});

describe('the Stripe webhook', () => {
  it('answers a tampered, foreign or missing signature 400 and stores nothing', async () => {
    const { press, stored } = await quoted();
    const { session } = await pay(press);
    const event = stripe.pay(session);
    const signed = stripe.signed(event, WEBHOOK_SECRET);
    const tampered = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: signed.body.replace('"paid"', '"paid" '),
    });
    expect(tampered.status).toBe(400);
    expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(event, { signature: null })).status).toBe(400);
    expect(await count(PAYMENT_EVENTS)).toBe(0);
    expect((await stored()).licence).toBeNull();
  });

  it('issues one licence for a replayed event, two deliveries at once, and a second event for the same session', async () => {
    const { press, stored } = await quoted();
    const { session } = await pay(press);
    const event = stripe.pay(session);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(stripe.clear(session))).status).toBe(200);
    expect(await count('licenceNumbers')).toBe(1);
    expect((await stored()).licence?.number).toMatch(/-0001$/);
    expect(await count('mail')).toBe(2);
  });

  it('issues nothing when the session charged another amount or currency than the offer stored for it', async () => {
    const { press, stored } = await quoted();
    const { session } = await pay(press);
    Object.assign(stripe.sessions.get(session)!, { amount_subtotal: 100, amount_total: 100 });
    expect((await deliver(stripe.pay(session))).status).toBe(200);
    expect((await stored()).licence).toBeNull();
    const other = await pay(press);
    Object.assign(stripe.sessions.get(other.session)!, { currency: 'jpy' });
    expect((await deliver(stripe.pay(other.session))).status).toBe(200);
    expect((await stored()).licence).toBeNull();
    const outcomes = (await db.collection(CHECKOUT_SESSIONS).get()).docs.map(
      (doc) => (doc.data() as StoredCheckout).outcome?.note,
    );
    expect(outcomes.sort()).toEqual([
      expect.stringMatching(/^amount: Stripe charged 100 before tax/),
      expect.stringMatching(/^currency: Stripe charged jpy/),
    ]);
  });

  it('issues a bank debit once it clears, not when the session completes unpaid', async () => {
    const { press, stored } = await quoted();
    const { session } = await pay(press);
    expect((await deliver(stripe.pay(session, { async: true }))).status).toBe(200);
    expect((await stored()).licence).toBeNull();
    expect((await deliver(stripe.clear(session))).status).toBe(200);
    expect((await stored()).licence).not.toBeNull();
  });

  it('voids the licence on a full refund and on a dispute, and mails the artist; a partial refund leaves it', async () => {
    for (const reverse of ['refund', 'dispute'] as const) {
      const { press, stored } = await quoted();
      const { session } = await pay(press);
      await deliver(stripe.pay(session));
      expect((await deliver(stripe.refund(session, 100))).status).toBe(200);
      expect((await stored()).voidedAt).toBeNull();
      const event = reverse === 'refund' ? stripe.refund(session) : stripe.dispute(session);
      expect((await deliver(event)).status).toBe(200);
      expect((await deliver(event)).status).toBe(200);
      const voided = await stored();
      expect(voided.voidedAt).toEqual(expect.any(Number));
      expect(voided.payment).toMatchObject({
        state: reverse === 'refund' ? 'refunded' : 'disputed',
        changedAt: voided.voidedAt,
      });
      const state = voided.payment!.state;
      const mail = (await db.collection('mail').doc(`licence-${voided.licence!.number}-${state}`).get()).data()!;
      expect(mail.to).toBe(offer.licensor.email);
      expect(mail.message.subject).toBe(
        `Licence ${voided.licence!.number} is void: its payment ${state === 'refunded' ? 'was refunded in full' : 'is disputed by the card holder (a chargeback)'}`,
      );
      expect(mail.message.text).toContain('$2,500.00');
      // Deleted by the TTL policy on mail.expiresAt a month on, as every mail without a link.
      expect(mail.expiresAt.toMillis() - Date.now()).toBeGreaterThan(MAIL_RETENTION_MS - 60_000);
    }
  });

  it('answers an event it does not know 200, storing nothing', async () => {
    const event = {
      id: 'evt_test_unknown',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    };
    expect((await deliver(event)).status).toBe(200);
    expect(await count(PAYMENT_EVENTS)).toBe(0);
  });

  it('answers 400, not 5xx, when no webhook secret is set', async () => {
    process.env.STRIPE_WEBHOOK_SECRET = '';
    const answer = await deliver({ id: 'evt_test_x', object: 'event', type: 'customer.created', data: { object: {} } });
    expect(answer).toEqual({ status: 400, text: 'payment is off on this site: no STRIPE_WEBHOOK_SECRET is set' });
  });
});

describe('what a payment leaves behind', () => {
  const DAY = 86_400_000;
  const expiry = async (collection: string, id: string) =>
    ((await db.collection(collection).doc(id).get()).get('expiresAt') as Timestamp | undefined)?.toMillis();

  it('dates every handled event a month on and an unpaid session two, and keeps a paid session with its licence', async () => {
    const before = Date.now();
    const { press } = await quoted();
    const { session } = await pay(press);
    expect(await expiry(CHECKOUT_SESSIONS, session)).toBeGreaterThanOrEqual(before + 60 * DAY);
    const event = stripe.pay(session);
    expect((await deliver(event)).status).toBe(200);
    expect(await expiry(CHECKOUT_SESSIONS, session)).toBeUndefined();
    const mark = await expiry(PAYMENT_EVENTS, (event as { id: string }).id);
    expect(mark).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(mark).toBeLessThanOrEqual(Date.now() + 30 * DAY);
  });

  it('issues nothing for a quote voided while the buyer paid, and mails the artist to refund it', async () => {
    const { id, press, stored } = await quoted();
    const { session } = await pay(press);
    await voidQuote(db, id);
    expect((await deliver(stripe.pay(session))).status).toBe(200);
    expect((await stored()).licence).toBeNull();
    const mail = (await db.collection('mail').doc(`payment-${session}-refused`).get()).data()!;
    expect(mail.to).toBe(offer.licensor.email);
    expect(mail.message.subject).toBe(`Refund $2,500.00: a payment for quote ${id} issued no licence`);
    expect(mail.expiresAt.toMillis() - Date.now()).toBeGreaterThan(MAIL_RETENTION_MS - 60_000);
    expect(mail.message.text).toContain('no licence was issued: paid, but not issued:');
    expect(mail.message.text).toMatch(/Stripe's references: pi_test_\w+, session /);
    expect(await expiry(CHECKOUT_SESSIONS, session)).toBeUndefined();
  });
});

describe('`licence paid`: a payment made outside Stripe', () => {
  it('is recorded once on an accepted licence; one not accepted, already paid or unknown is refused', async () => {
    payment({ quotes: 'invoice', automaticTax: false });
    const { id, press, stored } = await quoted();
    await expect(recordPaid(db, id, 'default', {})).rejects.toThrow(/is not accepted yet/);
    const { number } = (await acceptLicence.run(callable(press))) as { number: string };
    const { payment: recorded } = await recordPaid(db, number, 'default', { reference: 'INV-0042' });
    expect((await stored()).payment).toEqual(recorded);
    expect(recorded).toMatchObject({
      state: 'paid',
      amount: 250000,
      currency: 'USD',
      outside: { reference: 'INV-0042' },
    });
    await expect(recordPaid(db, number, 'default', {})).rejects.toThrow(
      `licence ${number} is already paid: $2,500.00 on ${new Date(recorded.paidAt).toISOString().slice(0, 10)}, reference INV-0042`,
    );
    await expect(recordPaid(db, 'MK-2026-9999', 'default', {})).rejects.toThrow(/no licence MK-2026-9999/);
  });
});
