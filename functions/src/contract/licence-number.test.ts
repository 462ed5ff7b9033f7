import { describe, expect, it } from 'vitest';
import {
  formatLicenceNumber,
  initialsOf,
  isLicenceNumber,
  nextSequence,
  readVerifyCode,
  verifyCodeOf,
} from './licence-number.ts';

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
    for (const bad of ['mk-2026-0007', 'MK-26-0007', 'MK-2026-07', 'MK-2026-0007 ', 7, 'ABCDEFG-2026-0001'])
      expect(isLicenceNumber(bad)).toBe(false);
  });

  it('take their letters from the artist’s name', () => {
    expect(initialsOf('Marlowe Kane')).toBe('MK');
    expect(initialsOf('Zoë de la Fontaine')).toBe('ZDLF');
    expect(initialsOf('   ')).toBe('LIC');
  });
});

describe('verification codes', () => {
  it('spell 40 bits in eight characters of Crockford base 32, the first bits first', () => {
    expect(verifyCodeOf(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(verifyCodeOf(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
    // 0x08 = 00001 000..., so the first character is 1 and the rest 0.
    expect(verifyCodeOf(new Uint8Array([0x08, 0, 0, 0, 0]))).toBe('10000000');
    expect(verifyCodeOf(new Uint8Array([0, 0, 0, 0, 0x1f]))).toBe('0000000Z');
    expect(() => verifyCodeOf(new Uint8Array(4))).toThrow(RangeError);
  });

  it('never use the letters people misread (I, L, O, U)', () => {
    const codes = Array.from({ length: 200 }, (_, i) =>
      verifyCodeOf(new Uint8Array([i, i * 7, i * 13, i * 31, i * 57].map((byte) => byte & 255))),
    );
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('are read back as typed from paper: any case, O for 0, I or L for 1, a space or dash inside', () => {
    expect(readVerifyCode('7KQ2M9XA')).toBe('7KQ2M9XA');
    expect(readVerifyCode('7kq2-m9xa')).toBe('7KQ2M9XA');
    expect(readVerifyCode('7KQ2 M9XA')).toBe('7KQ2M9XA');
    expect(readVerifyCode('O1IL0000')).toBe('01110000');
    for (const bad of ['7KQ2M9X', '7KQ2M9XAB', '7KQ2M9XU', '', 7, null, 'x'.repeat(40)])
      expect(readVerifyCode(bad)).toBeNull();
  });
});
