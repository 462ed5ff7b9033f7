import { makeDemoDelivery } from '../tools/demo-delivery/make-demo-delivery.ts';
import { E2E_STRIPE, E2E_STRIPE_API_BASE } from '../scripts/test/e2e-stripe.ts';
import { startStripeDouble } from '../scripts/test/stripe-double.ts';

/**
 * The licences the specs quote deliver the demo's masters from delivery/, which is not in git: made once, kept after.
 * On a stack whose functions were given the suite's Stripe key (tools/test/selling-stack.ts), the Stripe
 * double they call is started here and stopped when the run ends.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  makeDemoDelivery();
  if (process.env.STRIPE_API_BASE !== E2E_STRIPE_API_BASE) return undefined;
  const double = await startStripeDouble({
    port: E2E_STRIPE.port,
    webhook: { url: E2E_STRIPE.webhook, secret: E2E_STRIPE.webhookSecret },
  });
  return () => double.close();
}
