import type { StoredQuote } from '../contract/licence-model.ts';
import { formatMinorUnits } from '../contract/money.ts';
import type { PaymentState, QuotePayment } from '../contract/payment-model.ts';
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
        `Paid ${utcMinute(payment.paidAt)}; Stripe's references: ${payment.paymentIntent ?? payment.session}. Noted ${utcMinute(now)}.`,
        '',
        'The licence is now void: its verification page says so and its file links no longer open.',
        state === 'disputed'
          ? "Answer the dispute in Stripe's Dashboard. If you win it, the licence stays void until you issue a new one."
          : 'If the refund was a mistake, quote the licence again.',
      ].join('\n'),
    },
  };
}
