import core from '../../../src/config/site.schema.core.json' with { type: 'json' };
import type { DeliveredFile } from '../contract/delivery.ts';
import type { LicenceOffer } from '../contract/licence-model.ts';
import type { LicenceDocument, LicenceLabels } from './pdf/LicencePdf.tsx';

/** The licence's words as a site that sets none has them: the schema's defaults. */
export const defaultLabels = Object.fromEntries(
  Object.entries(core.properties.licensing.properties.labels.properties).map(([key, label]) => [
    key,
    (label as { default: string }).default,
  ]),
) as LicenceLabels;

/** An offer with every fact a licence prints, for the tests of what prints or mails it. */
export const offer: LicenceOffer = {
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

/**
 * That offer accepted: a licence as the PDF prints it. The company typed on accepting is not the
 * quoted one's spelling (as a licence accepted before the check could have it), so a test sees
 * which of the two is printed.
 */
export const acceptedLicence: LicenceDocument = {
  offer,
  acceptance: {
    at: Date.UTC(2026, 10, 25, 12, 30),
    name: 'Anna Lee',
    company: 'Northlight Films',
    termsHash: 'a'.repeat(64),
  },
  licence: { number: 'MK-2026-0007', start: '2026-11-25', end: '2027-11-24' },
  verifyUrl: 'https://marlowekane.com/l/verify/MK-2026-0007',
  voided: false,
  payment: null,
};

/** The files a quote of that offer delivers when the catalog names them: the version's master and the track's stems. */
export const deliveredFiles: DeliveredFile[] = [
  {
    name: 'Golden Hour (Instrumental).wav',
    kind: 'master',
    path: 'masters/Golden Hour (Instrumental).wav',
    bytes: 48_214_316,
    sha256: '8d8a9040f1a187d74327cbdc180f6d11cc955002e77623966b442fb77bb46d40',
  },
  {
    name: 'golden-hour-stems.zip',
    kind: 'stems',
    path: 'stems/golden-hour-stems.zip',
    bytes: 212_004_887,
    sha256: '9667543bd293f794416d446762ec5d2da9893a1da22a1c926a1bad682953e5ea',
  },
];

export const offerWithFiles: LicenceOffer = { ...offer, track: { ...offer.track, files: deliveredFiles } };
