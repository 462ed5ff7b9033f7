import type Stripe from 'stripe';
import type { StoredCheckout } from '../contract/payment-model.ts';

/**
 * Why a paid session does not match the offer it was stored for, or null: what Stripe says was
 * charged (before tax, and in all with the tax it added), in which currency, for which quote of
 * which site. A session that differs issues nothing.
 */
export function sessionMismatch(session: Stripe.Checkout.Session, stored: StoredCheckout): string | null {
  const tax = session.total_details?.amount_tax ?? 0;
  if (session.currency?.toUpperCase() !== stored.currency)
    return `currency: Stripe charged ${session.currency ?? 'none'}, the offer is in ${stored.currency}`;
  if (session.amount_subtotal !== stored.amount)
    return `amount: Stripe charged ${session.amount_subtotal ?? 'nothing'} before tax, the offer asks ${stored.amount}`;
  if (session.amount_total !== stored.amount + tax)
    return `amount: Stripe charged ${session.amount_total ?? 'nothing'} in all, the offer asks ${stored.amount} and ${tax} tax`;
  if (session.metadata?.quote !== stored.quote || session.metadata.site !== stored.site)
    return `metadata: the session names quote ${session.metadata?.quote ?? 'none'} of ${session.metadata?.site ?? 'no site'}, the offer is ${stored.quote} of ${stored.site}`;
  return null;
}
