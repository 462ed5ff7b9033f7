import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StoredCheckout } from '../contract/payment-model.ts';
import { sessionMismatch } from './session-check.ts';

const stored: StoredCheckout = {
  site: 'default',
  quote: 'q1',
  amount: 14900,
  currency: 'USD',
  acceptance: { name: 'Anna Lee', company: 'Northlight', termsHash: 'a'.repeat(64) },
  createdAt: 0,
  outcome: null,
  paymentIntent: null,
};
const session = (fields: Partial<Stripe.Checkout.Session>) =>
  ({
    currency: 'usd',
    amount_subtotal: 14900,
    amount_total: 14900,
    total_details: { amount_tax: 0 },
    metadata: { site: 'default', quote: 'q1' },
    ...fields,
  }) as unknown as Stripe.Checkout.Session;

describe('a paid session against the offer stored for it', () => {
  it('matches when Stripe charged the stored amount, plus the tax Stripe Tax added', () => {
    expect(sessionMismatch(session({}), stored)).toBeNull();
    expect(
      sessionMismatch(session({ amount_total: 17880, total_details: { amount_tax: 2980 } as never }), stored),
    ).toBeNull();
  });

  it('names what differs: currency, amount before tax, amount in all, the quote or site', () => {
    expect(sessionMismatch(session({ currency: 'eur' }), stored)).toBe(
      'currency: Stripe charged eur, the offer is in USD',
    );
    expect(sessionMismatch(session({ amount_subtotal: 149, amount_total: 149 }), stored)).toBe(
      'amount: Stripe charged 149 before tax, the offer asks 14900',
    );
    expect(sessionMismatch(session({ amount_total: 20000 }), stored)).toBe(
      'amount: Stripe charged 20000 in all, the offer asks 14900 and 0 tax',
    );
    expect(sessionMismatch(session({ metadata: { site: 'default', quote: 'q2' } }), stored)).toBe(
      'metadata: the session names quote q2 of default, the offer is q1 of default',
    );
    expect(sessionMismatch(session({ metadata: {} }), stored)).toMatch(
      /^metadata: the session names quote none of no site/,
    );
  });
});
