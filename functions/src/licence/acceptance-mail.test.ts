import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '../contract/licence-model.ts';
import { acceptanceMails } from './acceptance-mail.ts';
import { deliveryPathOf } from '../contract/delivery.ts';
import { acceptedLicence, defaultLabels, offerWithFiles } from './licence.fixture.ts';

const quote = (site: string): StoredQuote => ({
  site,
  requestId: 'r1',
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: Date.UTC(2026, 11, 4),
  voidedAt: null,
  tokenHash: 'h'.repeat(64),
  note: null,
  numberPrefix: 'MK',
  base: 'https://marlowekane.com/',
  offer: acceptedLicence.offer,
  termsHash: 'a'.repeat(64),
  acceptance: acceptedLicence.acceptance,
  licence: acceptedLicence.licence,
});

const links = {
  page: 'https://marlowekane.com/l/TOKEN',
  verify: 'https://marlowekane.com/l/verify/MK-2026-0007',
  pdf: 'https://marlowekane.com/l/pdf/TOKEN',
  file: (file: { name: string }) => `https://marlowekane.com${deliveryPathOf('TOKEN', file)}`,
};

describe('the mails an acceptance sends', () => {
  it('give both parties the licence PDF and the verification page, the buyer their page and the payment terms', () => {
    const { buyer, licensor } = acceptanceMails(
      quote('default'),
      acceptedLicence.licence,
      links,
      { lang: 'en', labels: defaultLabels },
      30,
    );
    expect(buyer).toMatchObject({
      to: 'anna@northlight.example',
      replyTo: 'bookings@marlowekane.com',
      message: { subject: 'Licence MK-2026-0007: "Golden Hour" (Instrumental)' },
    });
    expect(licensor).toMatchObject({ to: 'bookings@marlowekane.com', replyTo: 'anna@northlight.example' });
    for (const mail of [buyer, licensor]) {
      expect(mail.message.text).toContain(`The licence PDF`);
      expect(mail.message.text).toContain(links.pdf);
      expect(mail.message.text).toContain(links.verify);
      expect(mail.message.text).toMatch(/^Licence MK-2026-0007\nTrack: +Golden Hour \(Instrumental\)$/m);
      expect(mail.message.text).toMatch(/^Term: +1 year: from 2026-11-25 to 2027-11-24 inclusive$/m);
      expect(mail.message.text).toMatch(/^Fee: +\$2,500\.00$/m);
      expect(mail.message.text).toMatch(/^Accepted: +2026-11-25 12:30:00 UTC by Anna Lee$/m);
    }
    expect(buyer.message.text).toContain(links.page);
    expect(buyer.message.text).toContain('Payment: Payable within 30 days of acceptance.');
    expect(licensor.message.text).not.toContain(links.page);
    expect(licensor.message.text).toContain('The cue-sheet row: npm run licence -- cue-sheet MK-2026-0007\n');
  });

  it('name the company quoted as the licensee, not a spelling the buyer typed', () => {
    const { buyer, licensor } = acceptanceMails(
      quote('default'),
      acceptedLicence.licence,
      links,
      { lang: 'en', labels: defaultLabels },
      30,
    );
    for (const mail of [buyer, licensor]) {
      expect(mail.message.text).toMatch(/^Licensee: +Northlight$/m);
      expect(mail.message.text).not.toContain('Northlight Films');
    }
    expect(licensor.message.text.startsWith('Anna Lee accepted the licence below for Northlight.\n')).toBe(true);
  });

  it('give the buyer a link to each licensed file and until when it works, and the licensor the files with their checksums', () => {
    const { buyer, licensor } = acceptanceMails(
      { ...quote('default'), offer: offerWithFiles },
      acceptedLicence.licence,
      links,
      { lang: 'en', labels: defaultLabels },
      30,
    );
    expect(buyer.message.text).toContain(
      [
        'Your files, to download until 2026-12-25 12:30 UTC:',
        '  Golden Hour (Instrumental).wav (Master, 48.2 MB)',
        '  https://marlowekane.com/l/file/TOKEN/Golden%20Hour%20(Instrumental).wav',
        '  golden-hour-stems.zip (Stems, 212 MB)',
        '  https://marlowekane.com/l/file/TOKEN/golden-hour-stems.zip',
        '',
        'Payment: ',
      ].join('\n'),
    );
    expect(licensor.message.text).toContain(
      [
        "The files delivered (the buyer's links work until 2026-12-25 12:30 UTC):",
        '  Golden Hour (Instrumental).wav (Master, 48.2 MB, SHA-256 8d8a9040f1a187d74327cbdc180f6d11cc955002e77623966b442fb77bb46d40)',
        '  golden-hour-stems.zip (Stems, 212 MB, SHA-256 9667543bd293f794416d446762ec5d2da9893a1da22a1c926a1bad682953e5ea)',
      ].join('\n'),
    );
    expect(licensor.message.text).not.toContain('/l/file/');
    // The site's days, not the default's.
    expect(
      acceptanceMails(
        { ...quote('default'), offer: offerWithFiles },
        acceptedLicence.licence,
        links,
        { lang: 'en', labels: defaultLabels },
        7,
      ).buyer.message.text,
    ).toContain('Your files, to download until 2026-12-02 12:30 UTC:');
  });

  it('say nothing of files when the licence delivers none', () => {
    const { buyer, licensor } = acceptanceMails(
      quote('default'),
      acceptedLicence.licence,
      links,
      { lang: 'en', labels: defaultLabels },
      30,
    );
    for (const mail of [buyer, licensor]) {
      expect(mail.message.text).not.toMatch(/files|SHA-256 [0-9a-f]|\/l\/file\//);
    }
  });

  it("names a roster site in the licensor's command", () => {
    expect(
      acceptanceMails(quote('nova-lane'), acceptedLicence.licence, links, { lang: 'en', labels: defaultLabels }, 30)
        .licensor.message.text,
    ).toContain('npm run licence -- cue-sheet MK-2026-0007 --site nova-lane');
  });
});

it("is in the site's words: an Arabic site's mails are in Arabic, their facts in one column", () => {
  const arabic = {
    ...defaultLabels,
    mailHello: 'مرحبًا {name}،',
    mailLicenceSubject: 'الترخيص {number}: «{track}» ({version})',
    track: 'المقطوعة',
    fee: 'الأجر',
  };
  const { buyer } = acceptanceMails(
    quote('default'),
    acceptedLicence.licence,
    links,
    { lang: 'ar', labels: arabic },
    30,
  );
  expect(buyer.message.subject).toBe('الترخيص MK-2026-0007: «Golden Hour» (Instrumental)');
  expect(buyer.message.text.startsWith('مرحبًا Anna Lee،\n')).toBe(true);
  const column = (label: string) => new RegExp(`^${label}: +`, 'm').exec(buyer.message.text)![0].length;
  expect(column('المقطوعة')).toBe(column('Territory'));
  expect(column('الأجر')).toBe(column('Territory'));
});
