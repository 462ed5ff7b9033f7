import type Stripe from 'stripe';
import type { LicenceOffer } from '../contract/licence-model.ts';

export interface SessionFor {
  site: string;
  quoteId: string;
  /** The page's id for this press: the same id makes the same session (Stripe's idempotency key). */
  checkoutId: string;
  offer: LicenceOffer;
  /** The fee in the currency's minor units (money.ts). */
  amount: number;
  successUrl: string;
  cancelUrl: string;
  automaticTax: boolean;
}

/** What the buyer reads on Stripe's page: the track, the version and the use, as the licence names them. */
const productName = ({ track, use }: LicenceOffer): string =>
  `Licence: ${track.title} (${track.version}), ${use.media.label}, ${use.territory.label}, ${use.term.label}`.slice(
    0,
    250,
  );

/**
 * A Checkout session for one offer's fee: one line, the amount in minor units from the stored
 * offer (the page never names one), the offer in its metadata for the webhook to check. The same
 * press (checkoutId) makes the same session, whatever the number of clicks or retries.
 */
export function createCheckoutSession(stripe: Stripe, input: SessionFor): Promise<Stripe.Checkout.Session> {
  const metadata = { site: input.site, quote: input.quoteId, checkout: input.checkoutId };
  return stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.offer.fee.currency.toLowerCase(),
            unit_amount: input.amount,
            product_data: { name: productName(input.offer) },
          },
        },
      ],
      ...(input.offer.licensee.email && { customer_email: input.offer.licensee.email }),
      client_reference_id: input.quoteId,
      metadata,
      payment_intent_data: { metadata },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      ...(input.automaticTax && { automatic_tax: { enabled: true } }),
    },
    { idempotencyKey: `checkout-${input.site}-${input.quoteId}-${input.checkoutId}` },
  );
}
