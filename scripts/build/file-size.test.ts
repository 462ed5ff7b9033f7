import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size.ts';

describe('fileSize', () => {
  it('says kB below a megabyte and MB from it, with the language’s digits', () => {
    expect(fileSize(385_849, 'en')).toBe('386 kB');
    expect(fileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(fileSize(1_234_567, 'fr')).toBe('1,2 MB');
    expect(fileSize(120, 'en')).toBe('1 kB');
  });
});
