import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LicenceOffer } from '../contract/licence-model';
import { canonicalJson, termsHash } from './terms-hash';

const offer: LicenceOffer = {
  licensor: { name: 'Marlowe Kane', address: '1 Sound St', email: 'bookings@marlowekane.com' },
  licensee: { name: 'Anna Lee', company: 'Northlight', email: 'anna@northlight.example' },
  track: { id: 'night-drive', title: 'Night Drive', version: 'Main', writers: [{ name: 'Marlowe Kane', share: 100, role: 'C' }], publishers: [], ai: 'None.' },
  use: {
    project: 'Chase',
    media: { value: 'online-ad', label: 'Online ad' },
    territory: { value: 'worldwide', label: 'Worldwide' },
    term: { value: '1-year', label: '1 year' },
    exclusivity: { value: 'non-exclusive', label: 'Non-exclusive' },
    cueUsage: 'BI',
    durationSeconds: 30,
    start: null,
    termMonths: 12,
  },
  fee: { amount: 2500, currency: 'USD' },
  paymentTerms: 'Within 30 days.',
  invoiceDetails: '',
  governingLaw: 'the laws of England and Wales',
  granted: ['To synchronise.'],
  notGranted: ['A remix.'],
  clauses: [{ heading: 'Grant', text: 'The licensor grants.' }],
};

describe('the terms’ hash', () => {
  it('is the SHA-256 of the offer as JSON with sorted keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(termsHash(offer)).toBe(createHash('sha256').update(canonicalJson(offer)).digest('hex'));
    expect(termsHash(offer)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the order fields were written in', () => {
    const reordered = Object.fromEntries(Object.entries(offer).reverse()) as unknown as LicenceOffer;
    expect(termsHash(reordered)).toBe(termsHash(offer));
  });

  it('changes with any word of the terms, the fee or the use', () => {
    const hash = termsHash(offer);
    expect(termsHash({ ...offer, fee: { ...offer.fee, amount: 2501 } })).not.toBe(hash);
    expect(termsHash({ ...offer, clauses: [{ heading: 'Grant', text: 'The licensor grants!' }] })).not.toBe(hash);
    expect(termsHash({ ...offer, use: { ...offer.use, termMonths: 24 } })).not.toBe(hash);
  });
});
