import { expect, it } from 'vitest';
import type { StoredQuote } from '../contract/licence-model.ts';
import { acceptedLicence } from './licence.fixture.ts';
import { verifyAnswer } from './verifyLicence.ts';

it('names the quoted company as licensee, not the one typed on accepting', () => {
  const { offer, acceptance, licence } = acceptedLicence;
  const quote = { offer, acceptance, licence, voidedAt: null } as unknown as StoredQuote & { licence: typeof licence };
  expect(acceptance.company).not.toBe(offer.licensee.company);
  expect(verifyAnswer(quote, '2026-12-01')).toMatchObject({
    number: 'MK-2026-0007',
    state: 'valid',
    licensee: 'Northlight',
  });
});

it('names the quoted person as licensee when the quote went to no company', () => {
  const { offer, acceptance, licence } = acceptedLicence;
  const toPerson = { ...offer, licensee: { ...offer.licensee, company: '' } };
  const quote = { offer: toPerson, acceptance, licence, voidedAt: null } as unknown as StoredQuote & {
    licence: typeof licence;
  };
  expect(verifyAnswer(quote, '2026-12-01').licensee).toBe(offer.licensee.name);
});

it('tells the payment (state, amount in minor units, when, reference) and nothing of who paid', () => {
  const { offer, acceptance, licence } = acceptedLicence;
  const base = { offer, acceptance, licence, voidedAt: null } as unknown as StoredQuote & { licence: typeof licence };
  expect(verifyAnswer(base, '2026-12-01').payment).toBeNull();
  const paidAt = Date.UTC(2026, 10, 28, 14, 2);
  const byStripe = {
    ...base,
    payment: {
      state: 'refunded',
      amount: 15000,
      currency: 'JPY',
      paidAt,
      session: 'cs_test_1',
      paymentIntent: 'pi_test_1',
      changedAt: paidAt + 60_000,
    },
  } satisfies StoredQuote;
  expect(verifyAnswer(byStripe, '2026-12-01').payment).toEqual({
    state: 'refunded',
    amount: 15000,
    currency: 'JPY',
    paidAt,
    changedAt: paidAt + 60_000,
    reference: 'pi_test_1',
  });
  const outside = {
    ...base,
    payment: {
      state: 'paid',
      amount: 250000,
      currency: 'USD',
      paidAt,
      session: null,
      paymentIntent: null,
      changedAt: null,
      outside: { reference: 'INV-0042', recordedAt: paidAt + 1 },
    },
  } satisfies StoredQuote;
  expect(verifyAnswer(outside, '2026-12-01').payment).toMatchObject({ state: 'paid', reference: 'INV-0042' });
});
