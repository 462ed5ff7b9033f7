import { describe, expect, it } from 'vitest';
import { formatLicenceNumber, initialsOf, isLicenceNumber, nextSequence } from './licence-number';

describe('licence numbers', () => {
  it('are the prefix, the year and a sequence of at least four digits', () => {
    expect(formatLicenceNumber('MK', 2026, 7)).toBe('MK-2026-0007');
    expect(formatLicenceNumber('MK', 2026, 12345)).toBe('MK-2026-12345');
  });

  it('count from 1 each year, on from what the counter holds', () => {
    expect(nextSequence(undefined)).toBe(1);
    expect(nextSequence(6)).toBe(7);
    expect(nextSequence('6')).toBe(1);
    expect(nextSequence(-3)).toBe(1);
  });

  it('are recognised only in their own shape', () => {
    expect(isLicenceNumber('MK-2026-0007')).toBe(true);
    for (const bad of ['mk-2026-0007', 'MK-26-0007', 'MK-2026-07', 'MK-2026-0007 ', 7, 'ABCDEFG-2026-0001']) expect(isLicenceNumber(bad)).toBe(false);
  });

  it('take their letters from the artist’s name', () => {
    expect(initialsOf('Marlowe Kane')).toBe('MK');
    expect(initialsOf('Zoë de la Fontaine')).toBe('ZDLF');
    expect(initialsOf('   ')).toBe('LIC');
  });
});
