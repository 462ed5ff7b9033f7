import { expect, it } from 'vitest';
import type { StoredQuote } from '../contract/licence-model.js';
import { acceptedLicence } from './licence.fixture.js';
import { verifyAnswer } from './verifyLicence.js';

it('names the quoted company as licensee, not the one typed on accepting', () => {
  const { offer, acceptance, licence } = acceptedLicence;
  const quote = { offer, acceptance, licence, voidedAt: null } as unknown as StoredQuote & { licence: typeof licence };
  expect(acceptance.company).not.toBe(offer.licensee.company);
  expect(verifyAnswer(quote, '2026-12-01')).toMatchObject({ number: 'MK-2026-0007', state: 'valid', licensee: 'Northlight' });
});
