import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LicenceOffer } from '../contract/licence-model.ts';
import { offer } from './licence.fixture.ts';
import { canonicalJson, termsHash } from './terms-hash.ts';

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
    expect(
      termsHash({
        ...offer,
        clauses: [{ heading: 'Law', text: 'This licence is governed by the laws of England and Wales!' }],
      }),
    ).not.toBe(hash);
    expect(termsHash({ ...offer, use: { ...offer.use, termMonths: 24 } })).not.toBe(hash);
  });
});
