// `npm start` hands STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE from its own
// environment to the functions on the emulator: a site that takes payment, served by the local
// stack with a test key and the Stripe double, opens a Checkout session on the double and issues
// the licence when the webhook gets an event signed with that secret. It binds the stack's fixed
// ports, so it runs on its own, before `npm test` starts its stack.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LICENCE_QUOTES, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { offer } from '../../functions/src/licence/licence.fixture.ts';
import { shippedAway } from '../../scripts/config/fixtures/shipped-edits.ts';
import { createQuote } from '../../scripts/licence/store.ts';
import { HOST, PORTS } from '../../scripts/local-stack/stack.ts';
import { startStripeDouble, type StripeDouble } from '../../scripts/test/stripe-double.ts';
import { siteOrigin } from '../integration/emulators.ts';
import { READY, runNpm, until, type Run } from './npm-run.ts';

const KEY = 'sk_test_local_stack';
const WEBHOOK_SECRET = 'whsec_local_stack';
const functionUrl = (name: string) => `http://${HOST}:${PORTS.functions}/demo-cuesheet/us-central1/${name}`;

let dir: string;
let stripe: StripeDouble;
let run: Run | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cuesheet-stripe-env-'));
  stripe = await startStripeDouble();
});

/** Ctrl-C to the stack's process group, once. */
async function stop(): Promise<void> {
  const running = run;
  run = undefined;
  if (!running?.npm.pid) return;
  process.kill(-running.npm.pid, 'SIGINT');
  await running.exited;
}

afterAll(async () => {
  await stop();
  await stripe.close();
  await rm(dir, { recursive: true, force: true });
});

test(
  'the functions on the local stack see the Stripe key, webhook secret and API base it was started with',
  { timeout: 600_000 },
  async () => {
    const config = join(dir, 'site.yaml');
    await writeFile(
      config,
      shippedAway.replace('licensing:\n', 'licensing:\n  payment: { provider: stripe, quotes: pay-to-accept }\n'),
    );
    run = runNpm(['start', '--', '--functions-only'], {
      SITE_CONFIG: config,
      STRIPE_SECRET_KEY: KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.base,
    });
    await until('the stack says it is running', () => run!.output().includes(READY), 480_000, run);

    process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-cuesheet' }));
    const origin = siteOrigin;
    const { id, quote, link } = await createQuote(db, {
      site: 'default',
      request: { id: 'stripe-env', name: 'Anna Lee', email: 'anna@northlight.example', licence: {} },
      offer,
      expiresInMs: 86_400_000,
      note: null,
      numberPrefix: 'MK',
      base: `${origin}/`,
      mail: null,
      link: (token) => `${origin}/l/${token}`,
    });

    // The key and the API base: without the key the function answers "payment is off"; with it,
    // the real `stripe` library makes the session on the double.
    const paying = await fetch(functionUrl('payLicenceQuote'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '10.9.8.7' },
      body: JSON.stringify({
        data: {
          token: link.split('/').at(-1),
          name: 'Anna Lee',
          company: 'Northlight',
          agree: true,
          termsHash: quote.termsHash,
          checkoutId: 'stripe-env-press-0000000001',
        },
      }),
    });
    const answer = (await paying.json()) as { result?: { url: string; session: string } };
    expect(paying.status, JSON.stringify(answer)).toBe(200);
    const { session } = answer.result!;
    expect(answer.result!.url).toBe(`${stripe.base}/pay/${session}`);

    // The webhook secret: an event signed with it is taken, and issues the licence.
    const signed = stripe.signed(stripe.pay(session), WEBHOOK_SECRET);
    const delivered = await fetch(functionUrl('stripeWebhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      body: signed.body,
    });
    expect(delivered.status, await delivered.clone().text()).toBe(200);
    const issued = (await db.collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote;
    expect(issued.licence?.number).toMatch(/^MK-\d{4}-\d{4}$/);
    expect(issued.payment).toMatchObject({ state: 'paid', amount: 250000, currency: 'USD', session });

    await stop();
  },
);
