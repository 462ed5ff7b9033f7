import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from './contract/contact-message.ts';
import { unknownField, validateContactRequest } from './validation.ts';

const valid = {
  id: '0b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Sync license for a trailer',
  message: 'Hello,\n\tcould we license "Night Drive"?',
  nectar: '',
};
const messageFor = (data: unknown): string => {
  const result = validateContactRequest(data);
  return result.ok ? 'ok' : result.message;
};

describe('validateContactRequest', () => {
  it('accepts a complete message, honeypot optional', () => {
    expect(validateContactRequest(valid)).toEqual({ ok: true, value: valid });
    const { nectar: _nectar, ...withoutHoneypot } = valid;
    expect(messageFor(withoutHoneypot)).toBe('ok');
  });

  it("names the honeypot with a word no browser's autofill matches, so a real visitor's browser never fills it", () => {
    // The words Chromium's and Firefox's field heuristics key on, in a name or id.
    expect(HONEYPOT_FIELD).not.toMatch(
      /name|mail|url|web|site|homepage|company|org|phone|tel|address|street|city|zip|postal|country|user|login|card|title/i,
    );
  });

  it("takes every address the browser's email field takes, Japanese carriers' dotted ones among them", () => {
    for (const email of [
      'taro..yamada@docomo.ne.jp',
      'taro.@ezweb.ne.jp',
      '.dot@softbank.ne.jp',
      'x@localhost',
      "o'brien+sync@agency.example",
    ]) {
      expect(messageFor({ ...valid, email })).toBe('ok');
    }
  });

  it('names the field it refuses, for the form to point at', () => {
    expect(validateContactRequest({ ...valid, email: 'a@b@c' })).toMatchObject({ ok: false, field: 'email' });
    expect(validateContactRequest({ ...valid, name: undefined })).toMatchObject({ ok: false, field: 'name' });
    expect(validateContactRequest({ ...valid, subject: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      field: 'subject',
    });
  });

  it('keeps script and HTML as plain text', () => {
    expect(messageFor({ ...valid, name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>' })).toBe(
      'ok',
    );
  });

  it.each([
    [{ ...valid, name: undefined }, '"name" is required'],
    [{ ...valid, admin: true }, '"admin" is not an accepted field'],
    [{ ...valid, subject: 42 }, '"subject" must be a string'],
    [{ ...valid, name: 'x'.repeat(101) }, '"name" must be at most 100 characters'],
    [{ ...valid, email: `${'x'.repeat(250)}@a.co` }, '"email" must be at most 254 characters'],
    [{ ...valid, subject: 'x'.repeat(201) }, '"subject" must be at most 200 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, '"message" must be at most 5000 characters'],
    [{ ...valid, message: ' \n\t ' }, '"message" must not be empty'],
    [{ ...valid, email: 'not-an-address' }, '"email" must be an email address as a browser\'s email field takes it'],
    [{ ...valid, email: 'a@b@example.com' }, '"email" must be an email address as a browser\'s email field takes it'],
    [
      { ...valid, name: 'Ada\u0000' },
      '"name" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, subject: 'two\nlines' },
      '"subject" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, message: 'broken \ud800 surrogate' },
      '"message" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, name: 'Ada\u2028Bcc: x' },
      '"name" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, message: 'para one\u2029para two' },
      '"message" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, subject: 'Invoice \u202Efdp.exe' },
      '"subject" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, name: 'Ada \u2066x\u2069' },
      '"name" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [
      { ...valid, message: 'ok \u202A' },
      '"message" must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates',
    ],
    [{ ...valid, name: '\u200B' }, '"name" must not be empty'],
    [{ ...valid, name: '\u3164\u200D\uFEFF\u2800' }, '"name" must not be empty'],
    [{ ...valid, name: '\u115F\u00AD ' }, '"name" must not be empty'],
    [{ ...valid, subject: '\u200B\u200C' }, '"subject" must not be empty'],
    // What a hand-made list missed, found by Unicode's properties: tag characters, the Arabic
    // letter mark, musical formatting, interlinear annotations, an unassigned code point.
    [{ ...valid, name: '\u{E0041}\u{E0064}\u{E0061}' }, '"name" must not be empty'],
    [{ ...valid, name: '\u061C\u{1D173}\u{1D17A}' }, '"name" must not be empty'],
    [{ ...valid, subject: '\uFFF9\uFFFA\uFFFB' }, '"subject" must not be empty'],
    [{ ...valid, message: '\u{E0001}\u{E0020}\u0378' }, '"message" must not be empty'],
    [{ ...valid, id: 'not-a-uuid' }, '"id" must be a lower-case UUID'],
    [{ ...valid, id: valid.id.toUpperCase() }, '"id" must be a lower-case UUID'],
    [null, 'the data must be an object'],
    [['a'], 'the data must be an object'],
  ])('names the field: %j', (data, expected) => {
    expect(messageFor(data)).toBe(expected);
  });

  it('keeps names in any script, right-to-left marks and joined emoji included', () => {
    expect(messageFor({ ...valid, name: '\u200Fנועה כהן' })).toBe('ok');
    expect(messageFor({ ...valid, name: 'محمد' })).toBe('ok');
    expect(messageFor({ ...valid, name: '👩\u200D🎤 Ada' })).toBe('ok');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(messageFor({ ...valid, name: '🎹'.repeat(100) })).toBe('ok');
  });

  it('stops at the first problem', () => {
    expect(messageFor({ ...valid, name: 1, email: 'x' })).toBe('"name" must be a string');
  });

  it('refuses the first unknown key of a flood without walking the rest', () => {
    const flood: Record<string, number> = { ...valid, key0: 0 } as unknown as Record<string, number>;
    for (let index = 1; index < 100_000; index += 1) flood[`key${index}`] = index;
    expect(messageFor(flood)).toBe('"key0" is not an accepted field');
    expect(unknownField(flood)).toBe('key0');
    expect(unknownField(valid)).toBeNull();
    expect(unknownField(JSON.parse('{"__proto__": 1}'))).toBe('__proto__');
  });

  it('keeps echoed field names short and printable', () => {
    expect(messageFor({ ...valid, [`\u001b[31m${'k'.repeat(60)}`]: 1 })).toBe(
      `"?[31m${'k'.repeat(35)}…" is not an accepted field`,
    );
  });
});
