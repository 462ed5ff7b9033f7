/** Licence numbers: the site's letters, the year of issue and a sequence per site and year (MK-2026-0007). */

const NUMBER = /^([A-Z]{1,6})-(\d{4})-(\d{4,})$/;

export function formatLicenceNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

export function isLicenceNumber(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 20 && NUMBER.test(value);
}

/** The letters of a licence number from a name: its words' initials, upper case (Marlowe Kane: MK). */
export function initialsOf(name: string): string {
  const letters = name
    .normalize('NFKD')
    .split(/[^\p{L}]+/u)
    .map((word) =>
      word
        .replace(/[^A-Za-z]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');
  return letters.slice(0, 6) || 'LIC';
}

/** Crockford's base 32: no I, L, O or U, so a code read off a printed licence is typed back right. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Eight characters, 40 bits: at 30 tries of a number in 10 minutes, from any address (VERIFY_PER_NUMBER), a number's code is not guessed. */
export const VERIFY_CODE_BYTES = 5;
const CODE = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/** A licence's verification code from VERIFY_CODE_BYTES random bytes. */
export function verifyCodeOf(bytes: Uint8Array): string {
  if (bytes.length !== VERIFY_CODE_BYTES) throw new RangeError(`a verification code takes ${VERIFY_CODE_BYTES} bytes`);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) code += CODE_ALPHABET[Number((bits >> shift) & 31n)];
  return code;
}

/** A code as someone may type it from paper (lower case, O for 0, I or L for 1, a space or dash inside), read; null if it is no code. */
export function readVerifyCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 16) return null;
  const code = value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE.test(code) ? code : null;
}

/** Where a counter stands after issuing one more number: the first of a year is 1. */
export function nextSequence(stored: unknown): number {
  return (typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : 0) + 1;
}
