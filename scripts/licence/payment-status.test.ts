import { describe, expect, it } from 'vitest';
import type { IssuedLicence } from '../../functions/src/contract/licence-model.ts';
import type { QuotePayment } from '../../functions/src/contract/payment-model.ts';
import { paymentLines, paymentRecord } from './payment-status.ts';

const licence: IssuedLicence = { number: 'MK-2026-0007', start: '2026-11-25', end: null };
const byStripe: QuotePayment = {
  state: 'paid',
  amount: 250000,
  currency: 'USD',
  paidAt: Date.UTC(2026, 10, 25, 12, 31),
  session: 'cs_test_1',
  paymentIntent: 'pi_test_1',
  changedAt: null,
};

describe("a licence's payment in `licence list`, its JSON and the inbox's exports", () => {
  it('is paid with its exact amount, when and its PaymentIntent, through Stripe', () => {
    expect(paymentRecord({ licence, payment: byStripe })).toEqual({
      state: 'paid',
      amount: '2500.00',
      currency: 'USD',
      paidAt: '2026-11-25T12:31:00.000Z',
      changedAt: null,
      reference: 'pi_test_1',
      via: 'stripe',
    });
    expect(paymentLines({ licence, payment: byStripe })).toEqual([
      '  payment: paid USD 2500.00 on 2026-11-25 (pi_test_1)',
    ]);
  });

  it('keeps a zero-decimal amount whole, and says a payment made outside Stripe was', () => {
    const outside: QuotePayment = {
      ...byStripe,
      amount: 15000,
      currency: 'JPY',
      session: null,
      paymentIntent: null,
      outside: { reference: 'INV-0042', recordedAt: Date.UTC(2026, 10, 28) },
    };
    expect(paymentRecord({ licence, payment: outside })).toMatchObject({
      amount: '15000',
      reference: 'INV-0042',
      via: 'outside',
    });
    expect(paymentLines({ licence, payment: outside })).toEqual(['  payment: paid JPY 15000 on 2026-11-25 (INV-0042)']);
  });

  it('says when a payment was refunded or disputed', () => {
    const refunded = { ...byStripe, state: 'refunded' as const, changedAt: Date.UTC(2026, 10, 27, 8) };
    expect(paymentLines({ licence, payment: refunded })).toEqual([
      '  payment: refunded 2026-11-27, paid USD 2500.00 on 2026-11-25 (pi_test_1)',
    ]);
    expect(paymentRecord({ licence, payment: { ...refunded, state: 'disputed' } })).toMatchObject({
      state: 'disputed',
      changedAt: '2026-11-27T08:00:00.000Z',
    });
  });

  it('is unpaid for an issued licence with no payment (an invoice), and nothing for a quote not accepted', () => {
    expect(paymentRecord({ licence })).toMatchObject({ state: 'unpaid', amount: null, via: null });
    expect(paymentLines({ licence })).toEqual(['  payment: unpaid (invoice)']);
    expect(paymentRecord({ licence: null })).toBeNull();
    expect(paymentLines({ licence: null })).toEqual([]);
  });
});
