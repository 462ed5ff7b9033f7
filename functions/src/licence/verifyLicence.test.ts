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
