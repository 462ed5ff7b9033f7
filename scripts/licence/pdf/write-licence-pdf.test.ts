import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LicenceOffer } from '../../../functions/src/contract/licence-model.ts';
import { loadSiteConfig } from '../../config/load-config.ts';
import type { LicenceDocument } from './LicencePdf.tsx';
import { writeLicencePdf } from './write-licence-pdf.tsx';

// Poppler and zbar read the PDF as any viewer or scanner would.
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
const config = await loadSiteConfig();
const dir = mkdtempSync(path.join(tmpdir(), 'licence-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const offer: LicenceOffer = {
  licensor: { name: 'Marlowe Kane Music Ltd', address: '1 Example Street, London', email: 'bookings@marlowekane.com' },
  licensee: { name: 'Anna Lee', company: 'Northlight', email: 'anna@northlight.example' },
  track: {
    id: 'golden-hour',
    title: 'Golden Hour',
    version: 'Instrumental',
    isrc: 'USXXX2600001',
    iswc: 'T-123.456.789-0',
    master: 'Kane Sync Music',
    writers: [{ name: 'Marlowe Kane', share: 100, pro: 'ASCAP', ipi: '00123456789', role: 'CA' }],
    publishers: [{ name: 'Kane Sync Music', share: 100, pro: 'ASCAP', ipi: '00987654321' }],
    ai: 'production: AI-assisted; tool: iZotope Ozone.',
  },
  use: {
    project: 'Spring campaign',
    media: { value: 'online-ad', label: 'Online ad / social' },
    territory: { value: 'worldwide', label: 'Worldwide' },
    term: { value: '1-year', label: '1 year' },
    exclusivity: { value: 'non-exclusive', label: 'Non-exclusive' },
    cueUsage: 'VI',
    durationSeconds: 30,
    start: null,
    termMonths: 12,
  },
  fee: { amount: 2500, currency: 'USD' },
  paymentTerms: 'Payable within 30 days of acceptance.',
  invoiceDetails: 'IBAN GB00 TEST 0000 0000 0000 00',
  governingLaw: 'the laws of England and Wales',
  granted: ['To synchronise the track with the production.'],
  notGranted: ['Training any machine-learning model with the track.'],
  clauses: [{ heading: 'Law', text: 'This licence is governed by the laws of England and Wales.' }],
};

const doc: LicenceDocument = {
  offer,
  acceptance: { at: Date.UTC(2026, 10, 25, 12, 30), name: 'Anna Lee', company: 'Northlight Films', termsHash: 'a'.repeat(64) },
  licence: { number: 'MK-2026-0007', start: '2026-11-25', end: '2027-11-24' },
  verifyUrl: 'https://marlowekane.com/l/verify/MK-2026-0007',
  voided: false,
};

describe('the licence PDF', () => {
  it('is text: every fact of the licence and its cue-sheet block reads back, and its QR code opens the verification page', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'licence.pdf');
    await writeLicencePdf(doc, config, file);
    const text = run('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']).replace(/\s+/g, ' ');
    for (const fact of [
      'Licence MK-2026-0007',
      'Marlowe Kane Music Ltd',
      '1 Example Street, London',
      'Northlight Films',
      'represented by Anna Lee',
      'Golden Hour (Instrumental)',
      'USXXX2600001',
      'T-123.456.789-0',
      'Marlowe Kane (CA) ASCAP IPI 00123456789 100%',
      'Kane Sync Music (E) ASCAP IPI 00987654321 100%',
      'Online ad / social',
      'from 2026-11-25 to 2027-11-24 inclusive',
      '$2,500 (USD)',
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
    // Headings read as words, not as spaced letters.
    for (const heading of ['SYNCHRONISATION LICENCE', 'PARTIES', 'CUE SHEET', 'ACCEPTANCE']) expect(text).toContain(heading);
    run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const png = readdirSync(dir).find((name) => name.startsWith('page') && name.endsWith('.png'))!;
    expect(run('zbarimg', ['--quiet', '--raw', path.join(dir, png)]).trim()).toBe(doc.verifyUrl);
  });

  it('says so at its top when the licence is void', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'void.pdf');
    await writeLicencePdf({ ...doc, voided: true }, config, file);
    expect(run('pdftotext', [file, '-'])).toContain('This licence is void.');
  });

  it('refuses text its fonts cannot draw, naming the character', async () => {
    const file = path.join(dir, 'cjk.pdf');
    await expect(writeLicencePdf({ ...doc, acceptance: { ...doc.acceptance, company: '北光映画' } }, config, file)).rejects.toThrow("cannot draw '北' (U+5317)");
  });
});
