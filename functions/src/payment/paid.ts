import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { LICENCE_TOKENS, type StoredQuote, type TokenEntry } from '../contract/licence-model.ts';
import {
  CHECKOUT_SESSIONS,
  PAYMENT_EVENTS,
  type QuotePayment,
  type StoredCheckout,
} from '../contract/payment-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { settings } from '../generated/settings.ts';
import { quoteRef } from '../licence/access.ts';
import { acceptanceRefusal } from '../licence/acceptable.ts';
import { issueLicence } from '../licence/issue.ts';
import { hashToken, newToken } from '../private-links/token.ts';
import { mailExpiry } from '../mail-retention.ts';
import { refusedPaymentMail } from './reversal-mail.ts';
import { paymentEventExpiry } from './retention.ts';
import { sessionMismatch } from './session-check.ts';

const mailId = (site: string, id: string) => (site === DEFAULT_SITE ? id : `${site}--${id}`);

/** What handling a paid session came to, for the log and the webhook's answer. */
export type PaidOutcome = { issued: string } | { replay: true } | { refused: string };

const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * A session Stripe says is paid: in one transaction, the event is marked handled, the session is
 * checked against the offer stored for it, and the licence is issued as an accepted quote's is
 * (issue.ts), with what was paid. A replayed event, a second event for the same session, or two
 * deliveries at once: the transaction sees the first's marks and issues nothing more.
 */
export function issuePaid(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  now = Date.now(),
): Promise<PaidOutcome> {
  const eventRef = db.collection(PAYMENT_EVENTS).doc(event.id);
  const sessionRef = db.collection(CHECKOUT_SESSIONS).doc(session.id);
  return db.runTransaction(async (tx): Promise<PaidOutcome> => {
    const [seen, checkout] = await tx.getAll(eventRef, sessionRef);
    if (seen?.exists) return { replay: true };
    const stored = checkout?.data() as StoredCheckout | undefined;
    const mark = (note: string | null) =>
      tx.create(eventRef, { type: event.type, at: now, session: session.id, note, expiresAt: paymentEventExpiry(now) });
    if (!stored) {
      mark('no offer was stored for this session');
      return { refused: `no offer was stored for session ${session.id}` };
    }
    if (stored.outcome) {
      mark(`the session was handled at ${new Date(stored.outcome.at).toISOString()}`);
      return { replay: true };
    }
    const ref = quoteRef(db, stored.quote);
    const quote = (await tx.get(ref)).data() as StoredQuote | undefined;
    // Stripe took the money either way: the artist is told to give it back, where the quote names them.
    const refuse = (note: string): PaidOutcome => {
      const paymentIntent = paymentIntentOf(session);
      tx.update(sessionRef, {
        outcome: { at: now, licence: null, note },
        paymentIntent,
        expiresAt: FieldValue.delete(),
      });
      if (quote && quote.site === stored.site)
        tx.create(db.collection('mail').doc(mailId(stored.site, `payment-${session.id}-refused`)), {
          ...refusedPaymentMail(quote, stored.quote, { session, paymentIntent, note }, now),
          expiresAt: mailExpiry(now),
        });
      mark(note);
      return { refused: note };
    };
    const mismatch = sessionMismatch(session, stored);
    if (mismatch) return refuse(mismatch);
    const siteSettings = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === stored.site);
    if (!quote || quote.site !== stored.site || !siteSettings) return refuse(`quote ${stored.quote} is not there`);
    // The quote was open when the buyer pressed pay; a payment that clears later (a bank debit) still counts.
    const refused = acceptanceRefusal(quote, stored.acceptance, stored.createdAt);
    if (refused) return refuse(`paid, but not issued: ${refused.message}; refund it`);
    const paymentIntent = paymentIntentOf(session);
    const payment: QuotePayment = {
      state: 'paid',
      amount: session.amount_total ?? stored.amount,
      currency: stored.currency,
      paidAt: now,
      session: session.id,
      paymentIntent,
      changedAt: null,
    };
    // The mails link the licence by a token of their own: a link's raw token is never stored, so the one the page holds can't be mailed.
    const token = newToken();
    const licence = await issueLicence({
      db,
      tx,
      ref,
      quoteId: stored.quote,
      quote,
      site: stored.site,
      siteSettings,
      acceptance: { at: now, ...stored.acceptance },
      token,
      payment,
    });
    // Paid: the purchase's quote and the page's token are kept for good, as every licence is.
    tx.update(ref, { purgeAt: FieldValue.delete() });
    tx.update(db.collection(LICENCE_TOKENS).doc(quote.tokenHash), { purgeAt: FieldValue.delete() });
    tx.create(db.collection(LICENCE_TOKENS).doc(hashToken(token)), {
      site: stored.site,
      quote: stored.quote,
    } satisfies TokenEntry);
    tx.update(sessionRef, {
      outcome: { at: now, licence: licence.number, note: null },
      paymentIntent,
      expiresAt: FieldValue.delete(),
    });
    mark(null);
    return { issued: licence.number };
  });
}
