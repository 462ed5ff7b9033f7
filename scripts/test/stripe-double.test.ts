// The double answers the real `stripe` library as Stripe does, for the calls the payment functions
// make; then what the buyer and Stripe do next comes out as events the library itself verifies.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from './stripe-double.ts';

let double: StripeDouble;
let stripe: Stripe;
beforeAll(async () => {
  double = await startStripeDouble({ tax: 150 });
  const { hostname, port } = new URL(double.base);
  stripe = new Stripe('sk_test_double', { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => double.close());

const params = (amount: number): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    { quantity: 1, price_data: { currency: 'eur', unit_amount: amount, product_data: { name: 'Licence' } } },
  ],
  automatic_tax: { enabled: true },
  success_url: 'https://example.com/paid',
  metadata: { quote: 'q1' },
});

describe('the Stripe double', () => {
  it('makes a Checkout session, the same one again for the same Idempotency-Key and parameters', async () => {
    const session = await stripe.checkout.sessions.create(params(2500), { idempotencyKey: 'k1' });
    expect(session).toMatchObject({ currency: 'eur', amount_subtotal: 2500, amount_total: 2650, status: 'open' });
    expect(session.url).toBe(`${double.base}/pay/${session.id}`);
    expect((await stripe.checkout.sessions.create(params(2500), { idempotencyKey: 'k1' })).id).toBe(session.id);
    await expect(stripe.checkout.sessions.create(params(3000), { idempotencyKey: 'k1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).metadata).toEqual({ quote: 'q1' });
    expect(double.seen.filter((seen) => seen.method === 'POST').map((seen) => seen.idempotencyKey)).toEqual([
      'k1',
      'k1',
      'k1',
    ]);
  });

  it('refuses what Stripe refuses, in its error shape', async () => {
    await expect(stripe.checkout.sessions.create({ ...params(100), line_items: [] })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items',
    });
    await expect(stripe.checkout.sessions.retrieve('cs_none')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    const wrongKey = new Stripe('pk_test_x', { host: '127.0.0.1', port: new URL(double.base).port, protocol: 'http' });
    await expect(wrongKey.checkout.sessions.retrieve('cs_none')).rejects.toMatchObject({ statusCode: 401 });
    await expect(stripe.customers.list()).rejects.toMatchObject({ statusCode: 404 });
  });

  it('pays, clears, refunds and disputes a session, as signed events', async () => {
    const { id } = await stripe.checkout.sessions.create(params(1000));
    const paid = double.pay(id, { async: true });
    expect(paid.type).toBe('checkout.session.completed');
    expect(paid.data.object).toMatchObject({ id, status: 'complete', payment_status: 'unpaid' });
    expect(double.clear(id).data.object).toMatchObject({ payment_status: 'paid' });
    expect(double.refund(id, 400).data.object).toMatchObject({ amount: 1150, amount_refunded: 400, refunded: false });
    expect(double.dispute(id).type).toBe('charge.dispute.created');
    const { body, signature } = double.signed(paid, 'whsec_test');
    expect(stripe.webhooks.constructEvent(body, signature, 'whsec_test').id).toBe(paid.id);
    expect(() => double.pay('cs_none')).toThrow('the Stripe double made no session cs_none');
  });
});
