import { describe, expect, it } from 'vitest';
import type { VerifiedPayment } from '../../functions/src/contract/payment-model.ts';
import { verifiedPaymentText } from './verified-payment.ts';

const labels = {
  payment: 'Payment',
  paid: '{amount} paid on {date}, reference {reference}',
  refunded: 'Refunded on {date}: this licence is void.',
  disputed: 'Disputed on {date}: this licence is void.',
};
const paid: VerifiedPayment = {
  state: 'paid',
  amount: 14900,
  currency: 'USD',
  paidAt: Date.UTC(2026, 10, 28, 9, 53),
  changedAt: null,
  reference: 'pi_test_1',
};

describe('a payment on the verification page', () => {
  it('says what was paid from its minor units, when to the minute in UTC, and its reference', () => {
    expect(verifiedPaymentText(paid, labels, 'en')).toBe('$149.00 paid on 2026-11-28 09:53 UTC, reference pi_test_1');
    expect(verifiedPaymentText({ ...paid, amount: 15000, currency: 'JPY' }, labels, 'en')).toMatch(/^¥15,000 paid/);
  });

  it('says when it was refunded or disputed: the licence is void', () => {
    const changedAt = Date.UTC(2026, 11, 1, 12, 0);
    expect(verifiedPaymentText({ ...paid, state: 'refunded', changedAt }, labels, 'en')).toBe(
      '$149.00 paid on 2026-11-28 09:53 UTC, reference pi_test_1. Refunded on 2026-12-01 12:00 UTC: this licence is void.',
    );
    expect(verifiedPaymentText({ ...paid, state: 'disputed', changedAt }, labels, 'en')).toMatch(
      /Disputed on 2026-12-01/,
    );
  });
});
