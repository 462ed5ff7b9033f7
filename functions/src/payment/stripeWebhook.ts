import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import Stripe from 'stripe';
import { callableFailure } from '../failure.ts';
import { settings } from '../generated/settings.ts';
import { issuePaid } from './paid.ts';
import { voidReversed } from './reversed.ts';
import { stripeWebhookSecret } from './stripe-client.ts';

const intentOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What one verified event does; an event of another kind does nothing and is answered 200, as Stripe asks. */
async function handle(event: Stripe.Event): Promise<unknown> {
  const db = getFirestore();
  switch (event.type) {
    case 'checkout.session.completed':
      // Paid by card now; a bank debit says unpaid here and async_payment_succeeded when it clears.
      if (event.data.object.payment_status !== 'paid') return { awaiting: event.data.object.payment_status };
      return issuePaid(db, event, event.data.object);
    case 'checkout.session.async_payment_succeeded':
      return issuePaid(db, event, event.data.object);
    case 'charge.refunded':
      // A partial refund leaves the licence standing: the artist chose to give some back.
      if (!event.data.object.refunded) return { ignored: 'partly refunded' };
      return voidReversed(db, event, intentOf(event.data.object.payment_intent), 'refunded');
    case 'charge.dispute.created':
      return voidReversed(db, event, intentOf(event.data.object.payment_intent), 'disputed');
    default:
      return { ignored: `event type ${event.type}` };
  }
}

/**
 * Stripe's webhook, at /api/stripe/webhook (a Hosting rewrite): the only way a payment issues or
 * voids a licence. The signature is checked on the raw bytes before anything is read; a bad or
 * missing one gets 400 and nothing is stored. A failure of ours is a 503, which Stripe retries.
 */
export const stripeWebhook = onRequest(
  {
    region: settings.region,
    memory: '256MiB',
    concurrency: 16,
    timeoutSeconds: 30,
    maxInstances: 10,
    secrets: [stripeWebhookSecret],
  },
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).type('text/plain').send('Only POST delivers an event.');
      return;
    }
    const secret = stripeWebhookSecret.value();
    if (!secret) {
      res.status(400).type('text/plain').send('payment is off on this site: no STRIPE_WEBHOOK_SECRET is set');
      return;
    }
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(req.rawBody ?? Buffer.alloc(0), req.get('stripe-signature') ?? '', secret);
    } catch (error) {
      res
        .status(400)
        .type('text/plain')
        .send(`stripe-signature: ${error instanceof Error ? error.message : 'not a valid signature'}`);
      return;
    }
    try {
      const outcome = await handle(event);
      logger.info(`stripeWebhook ${event.type} ${event.id}`, outcome);
      res.status(200).json({ received: true });
    } catch (error) {
      const failure = callableFailure(error, 'stripeWebhook');
      // Anything not ours to refuse is answered 503: Stripe delivers it again later.
      res
        .status(failure.code === 'unavailable' ? 503 : failure.httpErrorCode.status)
        .type('text/plain')
        .send(failure.message);
    }
  },
);
