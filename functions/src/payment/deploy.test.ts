import { describe, expect, it } from 'vitest';
import { buyLicence } from './buyLicence.ts';
import { payLicenceQuote } from './payLicenceQuote.ts';
import { stripeWebhook } from './stripeWebhook.ts';

describe('the payment functions deploy', () => {
  it('with the Stripe secrets they use, as Firebase secrets, beside the counters salt for the page calls', () => {
    for (const callable of [payLicenceQuote, buyLicence])
      expect(callable.__endpoint).toMatchObject({
        callableTrigger: {},
        secretEnvironmentVariables: [{ key: 'IP_HASH_SALT' }, { key: 'STRIPE_SECRET_KEY' }],
      });
    expect(stripeWebhook.__endpoint).toMatchObject({
      httpsTrigger: {},
      secretEnvironmentVariables: [{ key: 'STRIPE_WEBHOOK_SECRET' }],
    });
  });
});
