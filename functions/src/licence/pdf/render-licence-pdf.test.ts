import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { acceptedLicence as doc, defaultLabels, deliveredFiles, offerWithFiles } from '../licence.fixture.ts';
import type { LicenceDocument, LicenceLabels } from './LicencePdf.tsx';
import type { LicencePdfStyle } from './pdf-style.ts';
import { renderLicencePdf } from './render-licence-pdf.tsx';

// Poppler and zbar read the PDF as any viewer or scanner would.
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
const style: LicencePdfStyle = {
  bodyFont: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  lang: 'en',
  dir: 'ltr',
  paper: 'A4',
  labels: defaultLabels,
};
const dir = mkdtempSync(path.join(tmpdir(), 'licence-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const writeLicencePdf = async (licence: LicenceDocument, file: string, as = style) =>
  writeFileSync(file, await renderLicencePdf(licence, as));

describe('the licence PDF', () => {
  it(
    'is text: every fact of the licence and its cue-sheet block reads back, and its QR code opens the verification page',
    { timeout: 60_000 },
    async () => {
      const file = path.join(dir, 'licence.pdf');
      await writeLicencePdf(doc, file);
      const text = run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']).replace(/\s+/g, ' ');
      for (const fact of [
        'Licence MK-2026-0007',
        'Marlowe Kane Music Ltd',
        '1 Example Street, London',
        'Granted by Marlowe Kane Music Ltd to Northlight',
        'Northlight · represented by Anna Lee',
        'Golden Hour (Instrumental)',
        'USXXX2600001',
        'T-123.456.789-0',
        'Marlowe Kane (CA) ASCAP IPI 00123456789 100%',
        'Kane Sync Music (E) ASCAP IPI 00987654321 100%',
        'Online ad / social',
        'from 2026-11-25 to 2027-11-24 inclusive',
        '$2,500.00 (USD)',
        'To Northlight, reference MK-2026-0007.',
        'Payable within 30 days of acceptance.',
        'IBAN GB00 TEST 0000 0000 0000 00',
        'production: AI-assisted; tool: iZotope Ozone.',
        'Training any machine-learning model with the track.',
        '2026-11-25 12:30:00 UTC',
        'a'.repeat(64),
        'VI (visual instrumental)',
        'Intended duration 0:30',
        'https://marlowekane.com/l/verify/MK-2026-0007',
      ]) {
        expect(text).toContain(fact);
      }
      expect(text).not.toContain('This licence is void');
      // The licensee is the company quoted, everywhere: the acceptance typed it otherwise.
      expect(text).not.toContain('Northlight Films');
      // Headings read as words, not as spaced letters.
      for (const heading of ['SYNCHRONISATION LICENCE', 'PARTIES', 'CUE SHEET', 'ACCEPTANCE'])
        expect(text).toContain(heading);
      run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
      const png = readdirSync(dir).find((name) => name.startsWith('page') && name.endsWith('.png'))!;
      expect(run('zbarimg', ['--quiet', '--raw', path.join(dir, png)]).trim()).toBe(doc.verifyUrl);
    },
  );

  it(
    'names each delivered file with its kind, size and whole SHA-256, in a monospaced face, on A4 and Letter',
    { timeout: 60_000 },
    async () => {
      for (const paper of ['A4', 'Letter'] as const) {
        const file = path.join(dir, `files-${paper}.pdf`);
        await writeLicencePdf({ ...doc, offer: offerWithFiles }, file, { ...style, paper });
        // -layout keeps each line as printed: a checksum broken over two lines would not match.
        const lines = run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']).split('\n');
        expect(lines.some((line) => line.trim() === 'FILES DELIVERED')).toBe(true);
        const [master, stems] = deliveredFiles;
        for (const [delivered, kind] of [
          [master!, 'Master · 48.2 MB'],
          [stems!, 'Stems · 212 MB'],
        ] as const) {
          expect(lines.some((line) => line.includes(kind) && line.includes(delivered.name))).toBe(true);
          expect(lines.some((line) => line.trim() === `SHA-256 ${delivered.sha256}`)).toBe(true);
        }
        expect(run('pdffonts', [file])).toContain('IBMPlexMono-Regular');
      }
      const without = path.join(dir, 'no-files.pdf');
      await writeLicencePdf(doc, without);
      expect(run('pdftotext', [without, '-'])).not.toContain('FILES DELIVERED');
      expect(run('pdffonts', [without])).not.toContain('IBMPlexMono');
    },
  );

  it(
    'says what was paid, when and its reference in place of the invoice line, amounts exact from minor units',
    { timeout: 60_000 },
    async () => {
      const paidAt = Date.UTC(2026, 10, 25, 12, 31);
      const byStripe = {
        state: 'paid' as const,
        amount: 1500000,
        currency: 'JPY',
        paidAt,
        session: 'cs_test_a1',
        paymentIntent: 'pi_3QxTest0001',
        changedAt: null,
      };
      const yen = { ...doc.offer, fee: { amount: 1500000, currency: 'JPY' } };
      const text = async (licence: LicenceDocument, name: string) => {
        const file = path.join(dir, name);
        await writeLicencePdf(licence, file);
        return run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']).replace(/\s+/g, ' ');
      };
      const paid = await text({ ...doc, offer: yen, payment: byStripe }, 'paid.pdf');
      expect(paid).toContain('Fee ¥1,500,000 (JPY)');
      expect(paid).toContain('Paid ¥1,500,000 (JPY) on 2026-11-25 12:31 UTC');
      expect(paid).toContain('Payment reference pi_3QxTest0001');
      expect(paid).not.toContain('Invoice');
      const outside = await text(
        {
          ...doc,
          payment: {
            ...byStripe,
            amount: 250050,
            currency: 'USD',
            session: null,
            paymentIntent: null,
            paidAt: Date.UTC(2026, 10, 27),
            outside: { reference: 'INV-0042', recordedAt: paidAt },
          },
        },
        'paid-outside.pdf',
      );
      expect(outside).toContain('Paid $2,500.50 (USD) on 2026-11-27 Payment reference INV-0042');
      const refunded = await text(
        { ...doc, voided: true, payment: { ...byStripe, state: 'refunded', changedAt: paidAt + 86_400_000 } },
        'refunded.pdf',
      );
      expect(refunded).toContain('on 2026-11-25 12:31 UTC; refunded in full on 2026-11-26 12:31 UTC');
    },
  );

  it('says so at its top when the licence is void', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'void.pdf');
    await writeLicencePdf({ ...doc, voided: true }, file);
    expect(run('pdftotext', [file, '-'])).toContain('This licence is void.');
  });

  it('refuses text its fonts cannot draw, naming the character', async () => {
    const file = path.join(dir, 'cjk.pdf');
    await expect(writeLicencePdf({ ...doc, acceptance: { ...doc.acceptance, name: '北光' } }, file)).rejects.toThrow(
      "cannot draw '北' (U+5317)",
    );
  });
});

describe('the licence PDF of a right-to-left site', () => {
  it('is in its words and reads from the right', { timeout: 60_000 }, async () => {
    const arabic = (
      parse(readFileSync(new URL('../../../../examples/rtl-arabic.yaml', import.meta.url), 'utf8')) as {
        licensing: { labels: Partial<LicenceLabels> };
      }
    ).licensing.labels;
    const file = path.join(dir, 'arabic.pdf');
    const offer = {
      ...offerWithFiles,
      licensor: { ...doc.offer.licensor, name: 'ليلى حداد' },
      track: { ...offerWithFiles.track, title: 'ضوء البحر', version: 'النسخة الكاملة' },
    };
    await writeLicencePdf(
      { ...doc, offer: { ...offer, licensee: { ...offer.licensee, company: 'أفلام الأرز' } } },
      file,
      {
        ...style,
        lang: 'ar',
        dir: 'rtl',
        labels: { ...defaultLabels, ...arabic },
      },
    );
    // Poppler marks each right-to-left run with embedding controls, and reads a lam-alef ligature
    // back as other letters: words without one are compared.
    const text = run('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(/[\u202a-\u202e]/g, '');
    for (const words of [
      arabic.pdfKind!,
      arabic.pdfParties!,
      arabic.pdfSociety!,
      arabic.pdfScan!,
      'MK-2026-0007',
      'USXXX2600001',
      ...deliveredFiles.map((file) => `SHA-256 ${file.sha256}`),
    ])
      expect(text).toContain(words);
    for (const english of [
      'SYNCHRONISATION LICENCE',
      'PARTIES',
      'CUE SHEET',
      'Scan to verify',
      'FILES DELIVERED',
      'Master',
    ])
      expect(text).not.toContain(english);
    // An English value keeps its own direction: its full stop stays at its end.
    expect(text).toContain('Payable within 30 days of acceptance.');
  });
});
