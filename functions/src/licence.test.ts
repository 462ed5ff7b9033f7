import { describe, expect, it } from 'vitest';
import { settings } from './generated/settings.ts';
import type { ContactRequest } from './contract/contact-message.ts';
import { notificationMail } from './mail.ts';
import { earliestDeadline, validateContactRequest } from './validation.ts';

// The shipped config's licence request, as the function's build generated it.
const site = settings.sites[0]!;
const licence = site.licence!;
const NOW = Date.parse('2026-11-22T12:00:00Z');

// Generic in the fields, so a test of refusals can send what no form would and a mail test gets a ContactRequest.
const request = <Fields extends Record<string, unknown>>(fields: Fields, extra: Partial<ContactRequest> = {}) => ({
  id: '0b8f4f2e-3d1c-4c6b-9a53-6f1f0f5b2a11',
  name: 'Ada Lovelace',
  email: 'ada@agency.example',
  subject: 'Licence request: Golden Hour',
  licence: fields,
  ...extra,
});
const problem = (fields: Record<string, unknown>) => {
  const result = validateContactRequest(request(fields), licence, NOW);
  return result.ok ? 'ok' : result.message;
};
const minimal = { media: 'online-ad', territory: 'worldwide', term: '1-year' };

describe('a licence request at the function', () => {
  it('is accepted with the required choices and no message', () => {
    expect(problem(minimal)).toBe('ok');
    expect(
      problem({
        ...minimal,
        track: 'Golden Hour',
        version: 'Instrumental',
        length: 30,
        airDate: '2027-03-01',
        deadline: '2026-11-22',
      }),
    ).toBe('ok');
  });

  it('is refused when its fields are inherited, as the decoder makes a "__proto__" key', () => {
    // What firebase-functions' decode makes of {"licence": {"__proto__": {...}}}: own keys none.
    const decoded = Object.assign(Object.create(null) as object, request({}));
    (decoded as { licence: object }).licence = Object.setPrototypeOf(
      {},
      { ...minimal, track: 'Golden Hour' },
    ) as object;
    const result = validateContactRequest(decoded, licence, NOW);
    expect(result).toEqual({ ok: false, message: '"licence" must be a plain object' });
    expect(validateContactRequest(Object.setPrototypeOf({}, request(minimal)), licence, NOW)).toEqual({
      ok: false,
      message: '"data" must be a plain object',
    });
  });

  it('counts a text field by code point, as the message schema does: 200 emoji fit, 201 do not', () => {
    expect(problem({ ...minimal, track: '🎹'.repeat(200) })).toBe('ok');
    expect(problem({ ...minimal, track: '🎹'.repeat(201) })).toBe(
      '"licence.track" must be a text of at most 200 characters or a whole number from 1 to 36000',
    );
  });

  it("names the field of everything outside the site's fields and choices", () => {
    expect(problem({ ...minimal, media: 'billboard' })).toBe(
      '"licence.media" must be one of online-ad, tv-ad, radio-ad, trailer, film, tv-series, documentary, online-video, corporate, podcast, video-game, live-event',
    );
    expect(problem({ territory: 'worldwide', term: '1-year' })).toBe('"licence.media" is required');
    expect(problem({ ...minimal, colour: 'red' })).toBe(
      '"licence.colour" is not a field of this site\'s licence request',
    );
    expect(problem({ ...minimal, length: '30' })).toBe(
      '"licence.length" must be a whole number of seconds from 1 to 36000',
    );
    expect(problem({ ...minimal, length: 2.5 })).toBe(
      '"licence.length" must be a text of at most 200 characters or a whole number from 1 to 36000',
    );
    expect(problem({ ...minimal, length: 0 })).toBe(
      '"licence.length" must be a text of at most 200 characters or a whole number from 1 to 36000',
    );
    expect(problem({ ...minimal, airDate: 'next spring' })).toBe('"licence.airDate" must be a date written YYYY-MM-DD');
    expect(problem({ ...minimal, airDate: '2027-02-30' })).toBe('"licence.airDate" must be a date written YYYY-MM-DD');
    expect(problem({ ...minimal, deadline: '2026-11-01' })).toBe('"licence.deadline" must not be in the past');
    expect(problem({ ...minimal, project: 'x'.repeat(201) })).toBe(
      '"licence.project" must be a text of at most 200 characters or a whole number from 1 to 36000',
    );
    expect(problem({ ...minimal, project: 'two\nlines' })).toBe(
      '"licence.project" must be a text of at most 200 characters or a whole number from 1 to 36000',
    );
  });

  it('still wants a message from a general one, and refuses a licence where the site takes none', () => {
    const { licence: _licence, ...general } = request(minimal);
    expect(validateContactRequest(general, licence, NOW)).toEqual({
      ok: false,
      message: '"message" is required',
      field: 'message',
    });
    expect(validateContactRequest(request(minimal), null, NOW)).toEqual({
      ok: false,
      message: '"licence" is not an accepted field',
    });
  });

  it("takes a deadline of the buyer's today wherever they are: the day before in UTC is the earliest", () => {
    expect(earliestDeadline(NOW)).toBe('2026-11-21');
  });
});

describe("a licence request's email", () => {
  it('lists every filled field with its label, choices by their labels, the fee range, and replies to the buyer', () => {
    const contact = request(
      { ...minimal, track: 'Golden Hour', length: 30, deadline: '2026-12-01' },
      { message: 'Cut-down for social.' },
    );
    const mail = notificationMail(contact, 'bookings@example.com', site.mail, licence, {
      currency: 'USD',
      min: 1500,
      max: 4000,
    });
    expect(mail.replyTo).toBe('ada@agency.example');
    expect(mail.message.subject).toBe('Website contact: Licence request: Golden Hour');
    expect(mail.message.text).toBe(
      [
        'From: Ada Lovelace <ada@agency.example>',
        'Subject: Licence request: Golden Hour',
        '',
        'Track:                 "Golden Hour"',
        'Media:                 Online ad / social',
        'Territory:             Worldwide',
        'Term:                  1 year',
        'Length used (seconds): 30',
        'Answer needed by:      2026-12-01',
        'Typical fee shown:     $1,500–$4,000 (USD)',
        '',
        '> Cut-down for social.',
        '',
      ].join('\n'),
    );
  });

  it('quotes what the buyer typed on one line, so a padded value cannot pass for a line of the summary', () => {
    const forged = request({
      ...minimal,
      track: `Golden Hour${' '.repeat(80)}Typical fee shown:     $95,000 (USD)`,
      company: 'Acme "Films"\nBudget: 1M',
    });
    const text = notificationMail(forged, 'bookings@example.com', site.mail, licence).message.text;
    expect(text).toContain('Track:                 "Golden Hour Typical fee shown: $95,000 (USD)"');
    expect(text.split('\n').filter((line) => line.startsWith('Typical fee shown'))).toEqual([]);
  });

  it('shows hidden tag characters in what the sender typed as codes, in the subject, the header, the summary and the body', () => {
    const tag = (text: string) =>
      [...text].map((char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join('');
    const sneaky = request(
      { ...minimal, track: `Golden Hour${tag('ok')}` },
      { name: `Ada${tag('x')}`, subject: `Hi${tag('y')}`, message: `Hello${tag('ignore the artist')}` },
    );
    const mail = notificationMail(sneaky, 'bookings@example.com', site.mail, licence);
    expect(mail.message.subject).toContain('Hi\\u{e0079}');
    expect(mail.message.text).toContain('From: Ada\\u{e0078} <');
    expect(mail.message.text).toContain('"Golden Hour\\u{e006f}\\u{e006b}"');
    expect(mail.message.text).toContain('> Hello\\u{e0069}');
    expect(/[\u{E0000}-\u{E007F}]/u.test(mail.message.subject + mail.message.text)).toBe(false);
  });

  it("names the shortlist the request came from, by id and title, under the config's label", () => {
    const contact = request({ ...minimal, track: 'Golden Hour', shortlist: '3chdyfth' });
    const fee = { currency: 'USD', min: 1500, max: 4000 };
    expect(
      notificationMail(contact, 'bookings@example.com', site.mail, licence, fee, 'Tense, 90-100 BPM, by Friday').message
        .text,
    ).toBe(
      [
        'From: Ada Lovelace <ada@agency.example>',
        'Subject: Licence request: Golden Hour',
        '',
        'Track:                 "Golden Hour"',
        'Media:                 Online ad / social',
        'Territory:             Worldwide',
        'Term:                  1 year',
        'From shortlist:        3chdyfth "Tense, 90-100 BPM, by Friday"',
        'Typical fee shown:     $1,500–$4,000 (USD)',
        '',
      ].join('\n'),
    );
    // A shortlist deleted since, or another site's: the id alone, which the report command takes.
    expect(notificationMail(contact, 'bookings@example.com', site.mail, licence).message.text).toMatch(
      /^From shortlist: +3chdyfth$/m,
    );
    const french = { ...site.mail, shortlistLabel: 'Sélection' };
    expect(notificationMail(contact, 'bookings@example.com', french, licence).message.text).toMatch(
      /^Sélection: +3chdyfth$/m,
    );
  });

  it('keeps a shortlist title on its one line', () => {
    const contact = request({ ...minimal, shortlist: '3chdyfth' });
    const { text } = notificationMail(
      contact,
      'bookings@example.com',
      site.mail,
      licence,
      undefined,
      'Chase\nMedia: TV ad',
    ).message;
    expect(text).toMatch(/^From shortlist: +3chdyfth "Chase Media: TV ad"$/m);
    expect(text.match(/^Media:.*$/gm)).toEqual(['Media:                 Online ad / social']);
  });

  it('has no shortlist line when the request names none', () => {
    const { text } = notificationMail(
      request(minimal),
      'bookings@example.com',
      site.mail,
      licence,
      undefined,
      'Unused',
    ).message;
    expect(text).not.toContain('shortlist');
    expect(text).not.toContain('Unused');
  });

  it("shows the message as a quote, so its lines can't pass for the summary", () => {
    const forged = 'Thanks!\n\nTypical fee shown:     $15,000–$40,000 (USD)\r\nMedia: TV ad';
    const contact = request(minimal, { message: forged });
    const { text } = notificationMail(contact, 'bookings@example.com', site.mail, licence, {
      currency: 'USD',
      min: 1500,
      max: 4000,
    }).message;
    expect(text.match(/^Typical fee shown:.*$/gm)).toEqual(['Typical fee shown:     $1,500–$4,000 (USD)']);
    expect(text).toContain('> Thanks!\n>\n> Typical fee shown:     $15,000–$40,000 (USD)\n> Media: TV ad\n');
    expect(text.match(/^Media:.*$/gm)).toEqual(['Media:                 Online ad / social']);
  });
});
