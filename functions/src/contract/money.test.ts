import { describe, expect, it } from 'vitest';
import { formatMinorUnits, minorUnitDigits, minorUnitsDecimal, toMinorUnits } from './money.ts';

describe('money in minor units', () => {
  it('turns a price in major units into the integer Stripe charges', () => {
    expect(toMinorUnits(149, 'USD')).toBe(14900);
    expect(toMinorUnits(149.99, 'USD')).toBe(14999);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; 19.99 * 100 is 1998.9999999999998.
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1.1, 'GBP')).toBe(110);
    expect(toMinorUnits(0, 'USD')).toBe(0);
    expect(toMinorUnits(15000, 'JPY')).toBe(15000);
    expect(toMinorUnits(99000, 'KRW')).toBe(99000);
    // Three-decimal currencies are charged in thousandths whose last digit Stripe requires to be 0.
    expect(toMinorUnits(1.25, 'KWD')).toBe(1250);
    expect(toMinorUnits(1.255, 'KWD')).toBeNull();
  });

  it('refuses an amount the currency cannot carry exactly, and anything that is not an amount', () => {
    for (const [amount, currency] of [
      [149.999, 'USD'],
      [1500.5, 'JPY'],
      [0.5, 'KRW'],
      [-1, 'USD'],
      [Number.NaN, 'USD'],
      [Number.POSITIVE_INFINITY, 'USD'],
      [1e21, 'USD'],
      [1e-7, 'USD'],
      [2 ** 53, 'JPY'],
    ] as const) {
      expect(toMinorUnits(amount, currency), `${amount} ${currency}`).toBeNull();
    }
  });

  it('knows the zero-decimal currencies Stripe lists, whatever the case of the code', () => {
    for (const code of [
      'BIF',
      'CLP',
      'DJF',
      'GNF',
      'JPY',
      'KMF',
      'KRW',
      'MGA',
      'PYG',
      'RWF',
      'UGX',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
    ]) {
      expect(minorUnitDigits(code), code).toBe(0);
    }
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('EUR')).toBe(2);
  });

  it('formats minor units back as the price was written, with no floating point on the way', () => {
    expect(formatMinorUnits(14900, 'USD', 'en')).toBe('$149.00');
    expect(formatMinorUnits(14999, 'USD', 'en')).toBe('$149.99');
    expect(formatMinorUnits(15000, 'JPY', 'en')).toBe('¥15,000');
    expect(formatMinorUnits(123456789012345, 'USD', 'en')).toBe('$1,234,567,890,123.45');
    expect(formatMinorUnits(1999, 'EUR', 'de')).toBe('19,99\u00a0€');
    expect(formatMinorUnits(5, 'USD', 'en')).toBe('$0.05');
    expect([minorUnitsDecimal(5, 'USD'), minorUnitsDecimal(15000, 'JPY'), minorUnitsDecimal(1250, 'KWD')]).toEqual([
      '0.05',
      '15000',
      '1.250',
    ]);
  });

  it('round-trips every price a rate card may hold', () => {
    for (const price of [0.01, 0.1, 1, 9.99, 49, 149.5, 2500, 49000, 1234567.89]) {
      const minor = toMinorUnits(price, 'USD');
      expect(minor).not.toBeNull();
      expect(formatMinorUnits(minor!, 'USD', 'en').replace(/[$,]/g, '')).toBe(price.toFixed(2));
    }
  });
});
