import { expect, it } from 'vitest';
import { contactMessageSchema } from './contact-message.js';
import { showsText, VISIBLE } from './visible-text.js';

it('finds nothing that shows in invisible characters, marks without a letter, or blanks', () => {
  for (const text of ['', ' \t', '\u034F', '\uFE0F', '\u0301', '\u0301\u0308\u0951', '\u200B\u200D', '\u3164', '\u2800', '\u{E0041}', '\uE000']) expect(showsText(text)).toBe(false);
});

it('finds the letters of names written with combining marks, in any script', () => {
  for (const text of ['Zoe\u0308', 'अनुष्का', 'مُحَمَّد', 'Nguyễn', '李', '❤️', '1']) expect(showsText(text)).toBe(true);
});

it("is the contact form's rule too: one pattern, not two", () => {
  const { name, subject, message } = contactMessageSchema.properties;
  expect([name.pattern, subject.pattern, message.pattern]).toEqual([VISIBLE, VISIBLE, VISIBLE]);
});
