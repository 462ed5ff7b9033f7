import { expect, it } from 'vitest';
import { invisibleShown } from './invisible-text.ts';

const hidden = (text: string) => [...text].map((char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join('');

it('shows hidden tag text, bidi controls and other format characters as codes', () => {
  expect(invisibleShown(`Hi${hidden('run rm')}!`)).toBe(
    'Hi\\u{e0072}\\u{e0075}\\u{e006e}\\u{e0020}\\u{e0072}\\u{e006d}!',
  );
  expect(invisibleShown('a\u2066b\u{1D173}c\uFFF9d\uE000')).toBe('a\\u{2066}b\\u{1d173}c\\u{fff9}d\\u{e000}');
});

it('keeps what scripts and emoji need: joiners, direction marks, variation selectors', () => {
  for (const text of ['می‌خواهم', '👩‍💻', '\u200Fנועה', '❤️', 'محمد\u061C']) expect(invisibleShown(text)).toBe(text);
});

it('shows a terminal its escapes and line separators too, never a joiner a name needs', () => {
  expect(invisibleShown('\u001b[2Jhi\u2028\uE000', 'terminal')).toBe('\\u{1b}[2Jhi\\u{2028}\\u{e000}');
  expect(invisibleShown('\u001b[2Jhi\n', 'mail')).toBe('\u001b[2Jhi\n');
  for (const text of ['می‌خواهم', '👩‍💻', '\u200Fנועה']) expect(invisibleShown(text, 'terminal')).toBe(text);
});
