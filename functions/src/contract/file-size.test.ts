import { expect, it } from 'vitest';
import { megabytes } from './file-size.ts';

it('gives a size in megabytes of 10^6 bytes, to a precision that suits it, in the reader\u2019s numerals', () => {
  expect(megabytes(212_004_887, 'en')).toBe('212');
  expect(megabytes(48_214_316, 'en')).toBe('48.2');
  expect(megabytes(1_000_000, 'en')).toBe('1');
  expect(megabytes(40_960, 'en')).toBe('0.041');
  expect(megabytes(48_214_316, 'de')).toBe('48,2');
  expect(megabytes(48_214_316, 'ar')).toBe(new Intl.NumberFormat('ar', { maximumFractionDigits: 1 }).format(48.2));
});
