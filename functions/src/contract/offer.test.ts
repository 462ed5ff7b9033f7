import { describe, expect, it } from 'vitest';
import { trackFixtures } from '../private-links/tracks.test-data.ts';
import { buildOffer, OfferError, type OfferInput, type OfferProblem, type OfferSite } from './offer.ts';
import type { LicenceField } from './licence-request.ts';

const fields: LicenceField[] = [
  { name: 'media', required: true, label: 'Media', options: [{ value: 'online-video', label: 'Online video' }] },
  { name: 'territory', required: true, label: 'Territory', options: [{ value: 'worldwide', label: 'Worldwide' }] },
  {
    name: 'term',
    required: true,
    label: 'Term',
    options: [
      { value: 'perpetuity', label: 'In perpetuity' },
      { value: 'festival', label: 'Festival run' },
    ],
  },
];

/** The tracks as the function's settings keep them: no audio, lengths or waveforms. */
const slim = trackFixtures().map(({ versions, bpm: _bpm, key: _key, moods: _moods, genres: _genres, ...track }) => ({
  ...track,
  loudness: { integrated: -14.2, truePeak: -1 },
  versions: versions.map(({ key, label }) => ({ key, label })),
}));

const site: OfferSite = {
  licensor: { name: 'Marlowe Kane', address: '1 Example Street', email: 'bookings@marlowekane.com' },
  terms: {
    paymentTerms: 'On acceptance.',
    invoiceDetails: '',
    governingLaw: 'England and Wales',
    granted: ['To synchronise {track} in {project} ({media}; {territory}; {term}).'],
    notGranted: [],
    clauses: [{ heading: 'Grant', text: '{licensor} grants {licensee} the above.' }],
  },
  fields,
  tracks: slim,
  catalogs: [
    { tracks: ['other'], labels: { masterLoudness: 'Loudness elsewhere' } },
    { tracks: ['night-drive', 'golden-hour'], labels: { masterLoudness: 'Master loudness' } },
  ],
};

const bought = (more: Partial<OfferInput> = {}, licence: OfferInput['request']['licence'] = {}): OfferInput => ({
  request: {
    id: 'instant',
    name: 'Anna Lee',
    email: 'anna@example.com',
    licence: { project: 'Tour diary', media: 'online-video', territory: 'worldwide', term: 'perpetuity', ...licence },
  },
  site,
  fee: { amount: 149, currency: 'USD' },
  track: { id: 'night-drive', version: 'Instrumental' },
  ...more,
});

const problemOf = (input: OfferInput): OfferProblem => {
  try {
    buildOffer(input);
  } catch (error) {
    if (error instanceof OfferError) return error.problem;
    throw error;
  }
  throw new Error('built an offer');
};

describe('the shared offer builder', () => {
  it('builds an offer from tracks kept without their audio, the facts labelled by the catalog the track is in', () => {
    const offer = buildOffer(bought());
    expect(offer.track).toMatchObject({ id: 'night-drive', version: 'Instrumental', writers: [{ role: 'C' }] });
    expect(offer.track.facts).toEqual([{ label: 'Master loudness', value: expect.stringContaining('-14.2') }]);
    expect(offer.use).toMatchObject({ project: 'Tour diary', term: { label: 'In perpetuity' }, termMonths: null });
    expect(offer.licensee).toEqual({ name: 'Anna Lee', company: '', email: 'anna@example.com' });
    expect(offer.granted).toEqual([
      'To synchronise "Night Drive" (Instrumental) in the production "Tour diary" (Online video; Worldwide; In perpetuity).',
    ]);
    expect(offer.clauses[0]!.text).toBe('Marlowe Kane grants Anna Lee the above.');
  });

  it('gives no fact a catalog has no label for', () => {
    expect(buildOffer(bought({ site: { ...site, catalogs: [] } })).track).not.toHaveProperty('facts');
  });

  it('says what is wrong as data, for the command line and the function to word their own way', () => {
    expect(problemOf(bought({ track: { id: 'gone' } }))).toMatchObject({
      kind: 'track',
      request: 'instant',
      named: 'gone',
    });
    expect(problemOf(bought({ track: { id: 'night-drive', version: 'Sting' } }))).toMatchObject({
      kind: 'version',
      wanted: 'Sting',
      track: { id: 'night-drive' },
    });
    expect(problemOf(bought({}, { media: '' }))).toEqual({ kind: 'choice', request: 'instant', name: 'media' });
    expect(problemOf(bought({}, { term: 'festival' }))).toEqual({
      kind: 'term',
      request: 'instant',
      term: { value: 'festival', label: 'Festival run' },
    });
  });
});
