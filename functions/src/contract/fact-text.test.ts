import { expect, it } from 'vitest';
import { factText } from './fact-text.ts';

it('reads a list, a loudness and a plain value as one line', () => {
  expect(factText(['car chase', 'heist'])).toBe('car chase, heist');
  expect(factText({ integrated: -9.84, truePeak: -0.3 })).toBe('-9.8 LUFS, -0.3 dBTP');
  expect(factText('1980s')).toBe('1980s');
  expect(factText(92)).toBe('92');
});
