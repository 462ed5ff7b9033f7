import { describe, expect, it } from 'vitest';
import { parseCurrency, parseDate, parseFee } from './args.ts';

describe('the licence command’s notations', () => {
  it('takes a fee as a plain amount', () => {
    expect(parseFee('2500')).toBe(2500);
    expect(parseFee('2500.5')).toBe(2500.5);
    for (const bad of ['0', '$2500', '2,500', '2500.123', '-5', 'abc'])
      expect(() => parseFee(bad)).toThrow(`--fee "${bad}"`);
    expect(() => parseFee(undefined)).toThrow('--fee AMOUNT is required');
  });

  it('takes ISO 4217 currencies in any case, and dates that exist', () => {
    expect(parseCurrency('eur')).toBe('EUR');
    expect(() => parseCurrency('EURO')).toThrow('ISO 4217');
    expect(() => parseCurrency('XYZ')).toThrow('ISO 4217');
    expect(parseDate('2027-02-28', '--start')).toBe('2027-02-28');
    expect(() => parseDate('2027-02-30', '--start')).toThrow('--start "2027-02-30"');
  });
});
