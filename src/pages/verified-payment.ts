import { fill } from '../../functions/src/contract/fill.ts';
import { formatMinorUnits } from '../../functions/src/contract/money.ts';
import type { VerifiedPayment } from '../../functions/src/contract/payment-model.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';
import type { PaymentLabels } from '../payment/payment-labels.ts';

/** The words of a payment on the verification page (`licensing.payment.labels`). */
export type VerifyPaymentLabels = Pick<PaymentLabels, 'payment' | 'paid' | 'refunded' | 'disputed'>;

/**
 * A licence's payment as its verification page says it: the amount from its minor units, when
 * Stripe confirmed it and its reference, then whether it was refunded or disputed since (the
 * licence is then void, as the verdict says).
 */
export function verifiedPaymentText(payment: VerifiedPayment, labels: VerifyPaymentLabels, lang: string): string {
  const paid = fill(labels.paid, {
    amount: formatMinorUnits(payment.amount, payment.currency, lang),
    date: utcMinute(payment.paidAt),
    reference: payment.reference ?? '',
  });
  if (payment.state === 'paid' || payment.changedAt === null) return paid;
  const reversed = payment.state === 'refunded' ? labels.refunded : labels.disputed;
  return `${paid}. ${fill(reversed, { date: utcMinute(payment.changedAt) })}`;
}
