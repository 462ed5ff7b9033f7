import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { StoredQuote } from '../contract/licence-model.ts';
import {
  CHECKOUT_SESSIONS,
  PAYMENT_EVENTS,
  type PaymentState,
  type StoredCheckout,
} from '../contract/payment-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { quoteRef } from '../licence/access.ts';
import { mailExpiry } from '../mail-retention.ts';
import { reversalMail } from './reversal-mail.ts';
import { paymentEventExpiry } from './retention.ts';

export type ReversedOutcome = { voided: string } | { replay: true } | { ignored: string };

const mailId = (site: string, id: string) => (site === DEFAULT_SITE ? id : `${site}--${id}`);

/**
 * A payment Stripe took back (refunded in full, or disputed): in one transaction, the event is
 * marked handled, the licence it paid for is void, as `licence void` makes it (its verification
 * page says so, its files close), its payment says why, and the artist gets a mail. Found by the
 * PaymentIntent the paid session recorded.
 */
export function voidReversed(
  db: Firestore,
  event: Stripe.Event,
  paymentIntent: string | null,
  state: Exclude<PaymentState, 'paid'>,
  now = Date.now(),
): Promise<ReversedOutcome> {
  const eventRef = db.collection(PAYMENT_EVENTS).doc(event.id);
  return db.runTransaction(async (tx): Promise<ReversedOutcome> => {
    const seen = await tx.get(eventRef);
    if (seen.exists) return { replay: true };
    const mark = (note: string | null) =>
      tx.create(eventRef, { type: event.type, at: now, paymentIntent, note, expiresAt: paymentEventExpiry(now) });
    const sessions = paymentIntent
      ? await tx.get(db.collection(CHECKOUT_SESSIONS).where('paymentIntent', '==', paymentIntent).limit(1))
      : null;
    const stored = sessions?.docs[0]?.data() as StoredCheckout | undefined;
    const ref = stored && quoteRef(db, stored.quote);
    const quote = ref && ((await tx.get(ref)).data() as StoredQuote | undefined);
    if (!ref || !quote?.payment || quote.payment.paymentIntent !== paymentIntent) {
      mark('no licence was paid by it');
      return { ignored: `payment ${paymentIntent ?? 'none'} paid for no licence of this site` };
    }
    if (quote.payment.state !== 'paid') {
      mark(`already ${quote.payment.state}`);
      return { replay: true };
    }
    const payment = { ...quote.payment, state, changedAt: now };
    tx.update(ref, { voidedAt: quote.voidedAt ?? now, payment });
    tx.create(
      db.collection('mail').doc(mailId(quote.site, `licence-${quote.licence?.number ?? stored.quote}-${state}`)),
      { ...reversalMail(quote, payment, state, now), expiresAt: mailExpiry(now) },
    );
    mark(null);
    return { voided: quote.licence?.number ?? stored.quote };
  });
}
