/** Formats of the identifiers a buyer's clearance team types into a cue sheet. */

/** ISRC: country (2 letters), registrant (3 letters or digits), year (2 digits), designation (5 digits). */
const ISRC = /^([A-Z]{2})-?([A-Z0-9]{3})-?(\d{2})-?(\d{5})$/;

export function isIsrc(value: string): boolean {
  const hyphens = (value.match(/-/g) ?? []).length;
  // All three hyphens or none: "US-MK126-00001" is a typo, not a style.
  return ISRC.test(value) && (hyphens === 0 || hyphens === 3);
}

/** ISWC: T, nine digits, one check digit; the dots and hyphens are optional. */
const ISWC = /^T-?(\d{3})\.?(\d{3})\.?(\d{3})-?(\d)$/;

/** The check digit of an ISWC's nine digits (ISO 15707): 1 + Σ i·dᵢ, then 10 minus that mod 10. */
export function iswcCheckDigit(digits: string): number {
  const sum = [...digits].reduce((total, digit, i) => total + (i + 1) * Number(digit), 1);
  return (10 - (sum % 10)) % 10;
}

export type IswcProblem = 'format' | { expected: number };

/** What is wrong with an ISWC, or null when it is well formed and its check digit agrees. */
export function iswcProblem(value: string): IswcProblem | null {
  const match = ISWC.exec(value);
  if (!match) return 'format';
  const expected = iswcCheckDigit(match.slice(1, 4).join(''));
  return Number(match[4]) === expected ? null : { expected };
}

/** Shares of one list, to a hundredth: floating sums such as 33.33 + 33.33 + 33.34 must still be 100. */
export const sharesTotal = (shares: readonly number[]): number =>
  Math.round(shares.reduce((a, b) => a + b, 0) * 100) / 100;
