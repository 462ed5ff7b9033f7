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

  // The terminal used to show these as codes, while the mail and the CSV kept them: a Persian
  // name or an emoji sequence read differently in the inbox than in the mail it came with.
  it('keeps the joiners and direction marks names and emoji are written with, as the mail does', () => {
    for (const text of ['مریم\u200Cرضایی', '👩\u200D💻', '\u200Fנועה']) expect(plainText(text)).toBe(text);
  });

  it('shows private-use and unassigned characters as codes, as the mail does', () => {
    expect(plainText('a\uE000b\u0378')).toBe('a\\u{e000}b\\u{378}');
  });
});

describe('firstLine', () => {
  it('stops at any line break', () => {
    expect(firstLine('one\r\ntwo')).toBe('one');
    expect(firstLine('one\rtwo')).toBe('one');
    expect(firstLine('')).toBe('');
  });
});
