import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A quote's id: short enough to type in `licence void ID`, random so ids say nothing about how many quotes exist. */
export function newQuoteId(): string {
  return [...randomBytes(8)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}
