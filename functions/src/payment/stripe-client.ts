import { defineSecret } from 'firebase-functions/params';
import { HttpsError } from 'firebase-functions/v2/https';
import Stripe from 'stripe';

/** The site's Stripe account: its secret key, and the signing secret of its webhook endpoint. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The answer wherever payment is wanted but the keys are not set: a 4xx the page can tell, never a 5xx. */
export const paymentOff = (): HttpsError =>
  new HttpsError('failed-precondition', 'payment is off on this site (no Stripe key is set); ask for a quote instead', {
    state: 'payment-off',
  });

/**
 * The library, pointed at Stripe, or at the Stripe-compatible server STRIPE_API_BASE names
 * (http://127.0.0.1:12111 for stripe-mock, the tests' scripts/test/stripe-double.ts): the library
 * and everything it does are the real ones, only the network's other end differs.
 */
export function stripeClient(key: string, apiBase = process.env.STRIPE_API_BASE): Stripe {
  if (!apiBase) return new Stripe(key);
  const { hostname, port, protocol } = new URL(apiBase);
  const scheme = protocol === 'http:' ? 'http' : 'https';
  return new Stripe(key, { host: hostname, port: port || (scheme === 'http' ? 80 : 443), protocol: scheme });
}

/** The client for the secret key set, or null when there is none: payment is then off. */
export function configuredStripe(): Stripe | null {
  const key = stripeSecretKey.value();
  return key ? stripeClient(key) : null;
}
