import type Stripe from 'stripe';
import type { StoredQuote } from '../contract/licence-model.ts';
import { formatMinorUnits } from '../contract/money.ts';
import { paymentReference, type PaymentState, type QuotePayment } from '../contract/payment-model.ts';
import { utcMinute } from '../contract/utc.ts';
import type { MailDocument } from '../mail.ts';

const WHY: Record<Exclude<PaymentState, 'paid'>, string> = {
  refunded: 'was refunded in full',
  disputed: 'is disputed by the card holder (a chargeback)',
};

/**
 * The artist's mail when Stripe takes a licence's payment back: which licence, what was paid and
 * when, that it is now void, and what to do. In English, like the artist's other notices; the
 * buyer's words are the site's own and come with the next step's pages.
 */
export function reversalMail(
  quote: StoredQuote,
  payment: QuotePayment,
  state: Exclude<PaymentState, 'paid'>,
  now: number,
): MailDocument {
  const number = quote.licence?.number ?? 'not issued';
  const paid = formatMinorUnits(payment.amount, payment.currency, 'en');
  return {
    to: quote.offer.licensor.email,
    message: {
      subject: `Licence ${number} is void: its payment ${WHY[state]}`,
      text: [
        `The payment of ${paid} for licence ${number} (${quote.offer.track.title}, ${quote.offer.licensee.company || quote.offer.licensee.name}) ${WHY[state]}.`,
        `Paid ${utcMinute(payment.paidAt)}; Stripe's references: ${paymentReference(payment) ?? 'none'}. Noted ${utcMinute(now)}.`,
        '',
        'The licence is now void: its verification page says so and its file links no longer open.',
        state === 'disputed'
          ? "Answer the dispute in Stripe's Dashboard. If you win it, the licence stays void until you issue a new one."
          : 'If the refund was a mistake, quote the licence again.',
      ].join('\n'),
    },
  };
}

/** What Stripe says it took for a session the webhook refused to issue a licence for. */
export interface RefusedPayment {
  session: Stripe.Checkout.Session;
  paymentIntent: string | null;
  /** Why no licence was issued (the session's outcome note). */
  note: string;
}

/**
 * The artist's mail when a payment arrives that issues nothing: the quote was voided, expired or
 * accepted meanwhile, or the session charged other than the offer. The buyer paid for no licence,
 * so the artist is told to refund it, with what Stripe took and its references.
 */
export function refusedPaymentMail(
  quote: StoredQuote,
  quoteId: string,
  { session, paymentIntent, note }: RefusedPayment,
  now: number,
): MailDocument {
  const currency = (session.currency ?? quote.offer.fee.currency).toUpperCase();
  const paid = formatMinorUnits(session.amount_total ?? 0, currency, 'en');
  const buyer = quote.offer.licensee.company || quote.offer.licensee.name;
  return {
    to: quote.offer.licensor.email,
    message: {
      subject: `Refund ${paid}: a payment for quote ${quoteId} issued no licence`,
      text: [
        `Stripe took ${paid} for quote ${quoteId} (${quote.offer.track.title}, ${buyer}), and no licence was issued: ${note}.`,
        `Stripe's references: ${paymentIntent ?? 'no PaymentIntent'}, session ${session.id}. Noted ${utcMinute(now)}.`,
        '',
        "Refund it in Stripe's Dashboard (Payments, the payment, Refund): the buyer paid for a licence they do not have.",
        'If they should have it, quote the licence again and tell them; the refund still comes first.',
      ].join('\n'),
    },
  };
}
