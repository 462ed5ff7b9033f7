import { expect, it } from 'vitest';
import { parseRecipient } from './recipient.ts';

it('reads a recipient as a name and an address', () => {
  expect(parseRecipient('Anna Lee, Northlight <anna@northlight.tv>')).toEqual({
    name: 'Anna Lee, Northlight',
    email: 'anna@northlight.tv',
  });
  expect(() => parseRecipient('anna@northlight.tv')).toThrow(
    '--for "anna@northlight.tv": write a name and an address in angle brackets',
  );
  expect(() => parseRecipient('Anna <not an address>')).toThrow('write a name and an address');
  expect(() => parseRecipient('Anna\u202e <anna@northlight.tv>')).toThrow('at most 100 visible characters on one line');
});

// The name is checked as the contact form and the acceptance check theirs (visible-text.ts): it used
// to refuse the ZWNJ of a Persian name the form had taken, and to take a private-use character.
it("takes a name's joiners and direction marks, and refuses what hides", () => {
  expect(parseRecipient('مریم\u200Cرضایی <maryam@example.ir>').name).toBe('مریم\u200Cرضایی');
  expect(() => parseRecipient('Anna\uE000 <anna@northlight.tv>')).toThrow('at most 100 visible characters on one line');
});
