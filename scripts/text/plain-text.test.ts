import { describe, expect, it } from 'vitest';
import { firstLine, plainText } from './plain-text.ts';

describe('plainText', () => {
  it('shows control, bidi and zero-width characters as codes', () => {
    expect(plainText('\u001b[2Jhi\u0007')).toBe('\\u{1b}[2Jhi\\u{7}');
    expect(plainText('abc\u202Eevil\u200B')).toBe('abc\\u{202e}evil\\u{200b}');
  });

  it('leaves markup and ordinary unicode as they are', () => {
    expect(plainText('<script>alert(1)</script> Zoë 🎹')).toBe('<script>alert(1)</script> Zoë 🎹');
  });
});

describe('firstLine', () => {
  it('stops at any line break', () => {
    expect(firstLine('one\r\ntwo')).toBe('one');
    expect(firstLine('one\rtwo')).toBe('one');
    expect(firstLine('')).toBe('');
  });
});
