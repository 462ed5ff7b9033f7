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
    .map((word) => word.replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase())
    .join('');
  return letters.slice(0, 6) || 'LIC';
}

/** Where a counter stands after issuing one more number: the first of a year is 1. */
export function nextSequence(stored: unknown): number {
  return (typeof stored === 'number' && Number.isInteger(stored) && stored > 0 ? stored : 0) + 1;
}
