import { PAYMENT_ENDPOINTS } from '../../functions/src/contract/payment-model.ts';
import { HOST, PORTS } from '../local-stack/stack.ts';

/**
 * The Stripe account of the end-to-end suite's selling site: a test key, the webhook's signing
 * secret, and the Stripe double (stripe-double.ts) on stripe-mock's port, which posts its events
 * to the site's webhook through Hosting. The stack's functions are started with these
 * (tools/test/selling-stack.ts) and Playwright's global set-up starts the double with them.
 */
export const E2E_STRIPE = {
  key: 'sk_test_cuesheet_e2e',
  webhookSecret: 'whsec_cuesheet_e2e',
  port: 12111,
  webhook: `http://${HOST}:${PORTS.hosting}${PAYMENT_ENDPOINTS.webhook.path}`,
} as const;

export const E2E_STRIPE_API_BASE = `http://${HOST}:${E2E_STRIPE.port}`;

/** What the functions on the stack read (functions/src/payment/stripe-client.ts). */
export const e2eStripeEnv = (): Record<string, string> => ({
  STRIPE_SECRET_KEY: E2E_STRIPE.key,
  STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
  STRIPE_API_BASE: E2E_STRIPE_API_BASE,
});
