import type { StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { minorUnitsDecimal } from '../../functions/src/contract/money.ts';
import { paymentReference } from '../../functions/src/contract/payment-model.ts';
import { plainText } from '../text/plain-text.ts';

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

/**
 * A licence's payment as `licence list --json` and the inbox's exports write it: paid, refunded or
 * disputed (through Stripe, or recorded with `licence paid`), or unpaid: an invoice not yet paid.
 * The amount is a decimal of the currency's major unit, exact from the minor units ("2500.00", "15000").
 */
export interface PaymentRecord {
  state: 'paid' | 'refunded' | 'disputed' | 'unpaid';
  amount: string | null;
  currency: string | null;
  paidAt: string | null;
  /** When it was refunded or disputed. */
  changedAt: string | null;
  reference: string | null;
  via: 'stripe' | 'outside' | null;
}

/** The payment of an issued licence; null for a quote not accepted, which owes nothing yet. */
export function paymentRecord(quote: Pick<StoredQuote, 'payment' | 'licence'>): PaymentRecord | null {
  const { payment } = quote;
  if (!payment) {
    if (!quote.licence) return null;
    return { state: 'unpaid', amount: null, currency: null, paidAt: null, changedAt: null, reference: null, via: null };
  }
  return {
    state: payment.state,
    amount: minorUnitsDecimal(payment.amount, payment.currency),
    currency: payment.currency,
    paidAt: iso(payment.paidAt),
    changedAt: iso(payment.changedAt),
    reference: paymentReference(payment),
    via: payment.outside ? 'outside' : 'stripe',
  };
}

/** The payment on `licence list`'s line: `paid USD 2500.00 on 2026-11-25 (pi_…)`, `refunded 2026-11-26 …`, `unpaid (invoice)`. */
export function paymentText(record: PaymentRecord | null): string | null {
  if (!record) return null;
  if (record.state === 'unpaid') return 'unpaid (invoice)';
  const paid = `${record.currency} ${record.amount} on ${record.paidAt!.slice(0, 10)}${record.reference ? ` (${plainText(record.reference)})` : ''}`;
  if (record.state === 'paid') return `paid ${paid}`;
  return `${record.state} ${record.changedAt?.slice(0, 10) ?? ''}, paid ${paid}`;
}

/** The line `licence list` prints under a licence, or none for a quote not accepted. */
export const paymentLines = (quote: Pick<StoredQuote, 'payment' | 'licence'>): string[] => {
  const text = paymentText(paymentRecord(quote));
  return text ? [`  payment: ${text}`] : [];
};
