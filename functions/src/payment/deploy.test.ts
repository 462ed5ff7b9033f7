import { describe, expect, it } from 'vitest';
import { payLicenceQuote } from './payLicenceQuote.ts';
import { stripeWebhook } from './stripeWebhook.ts';

describe('the payment functions deploy', () => {
  it('with the Stripe secrets they use, as Firebase secrets, beside the counters salt for the page call', () => {
    expect(payLicenceQuote.__endpoint).toMatchObject({
      callableTrigger: {},
      secretEnvironmentVariables: [{ key: 'IP_HASH_SALT' }, { key: 'STRIPE_SECRET_KEY' }],
    });
    expect(stripeWebhook.__endpoint).toMatchObject({
      httpsTrigger: {},
      secretEnvironmentVariables: [{ key: 'STRIPE_WEBHOOK_SECRET' }],
    });
  });
});
