import { expect, it } from 'vitest';
import { contactMessageSchema } from './contact-message.ts';
import { hidesNothing, MISLEADING, NOT_ON_A_LINE, showsText, VISIBLE } from './visible-text.ts';

it('finds nothing that shows in invisible characters, marks without a letter, or blanks', () => {
  for (const text of [
    '',
    ' \t',
    '\u034F',
    '\uFE0F',
    '\u0301',
    '\u0301\u0308\u0951',
    '\u200B\u200D',
    '\u3164',
    '\u2800',
    '\u{E0041}',
    '\uE000',
  ])
    expect(showsText(text)).toBe(false);
});

it('finds the letters of names written with combining marks, in any script', () => {
  for (const text of ['Zoe\u0308', 'अनुष्का', 'مُحَمَّد', 'Nguyễn', '李', '❤️', '1']) expect(showsText(text)).toBe(true);
});

it("is the contact form's rule too: one pattern, not two", () => {
  const { name, subject, message } = contactMessageSchema.properties;
  expect([name.pattern, subject.pattern, message.pattern]).toEqual([VISIBLE, VISIBLE, VISIBLE]);
});

it('finds hidden characters in typed text: controls, separators, bidi controls, zero-width spaces, tags, private-use, unassigned, half a pair', () => {
  for (const text of [
    'a\nb',
    'a\tb',
    '\u001b[2J',
    'a\u0085',
    'a\u2028b',
    'a\u202Eb',
    'a\u2066b',
    'a\u200Bb',
    'a\u00ADb',
    'a\u{E0041}',
    'a\uE000',
    'a\u0378',
    'a\uD800',
  ]) {
    expect(hidesNothing(text, 'line')).toBe(false);
  }
});

it('keeps what scripts and emoji need, and line breaks in text of several lines only', () => {
  for (const text of ['می\u200Cخواهم', '👩\u200D💻', '\u200Fנועה', 'Anna\u200E', 'محمد\u061C', '❤️', 'Zoe\u0308'])
    expect(hidesNothing(text, 'line')).toBe(true);
  expect(hidesNothing('one\ntwo', 'lines')).toBe(true);
  expect(hidesNothing('one\r\ntwo', 'lines')).toBe(false);
  expect(hidesNothing('one\ntwo\u202E', 'lines')).toBe(false);
});

it('refuses in the contact form a part of what a typed line may not hold', () => {
  const misleading = new RegExp(`^[${MISLEADING}]$`, 'u');
  const chars = Array.from({ length: 0x2070 - 0x2000 }, (_, index) => String.fromCodePoint(0x2000 + index)).filter(
    (char) => misleading.test(char),
  );
  expect(chars.length).toBe(11);
  for (const char of chars) expect(new RegExp(NOT_ON_A_LINE, 'u').test(char)).toBe(true);
});
