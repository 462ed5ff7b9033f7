import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { trackFixtures } from '../../functions/src/private-links/tracks.test-data.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { licenceRequestOf } from '../../src/sections/registry.ts';
import type { AiDisclosure } from '../../functions/src/contract/site-config.generated.ts';
import { buildOffer, type OfferInput } from './offer.ts';

const config = await loadSiteConfig();
const fields = licenceRequestOf(config.sections)!.fields;
const instrumental = {
  key: 'Instrumental',
  label: 'Instrumental',
  audio: '/audio/golden-hour-inst.mp3',
  durationSeconds: 40,
};
const tracks = trackFixtures().map((track) => ({
  ...track,
  versions: track.id === 'golden-hour' ? [...track.versions, instrumental] : track.versions,
  rights: { ...track.rights, isrc: 'USXXX2600001', writers: [{ name: 'Marlowe Kane', share: 100, pro: 'ASCAP' }] },
}));

const input = (licence: OfferInput['request']['licence'], more: Partial<OfferInput> = {}): OfferInput => ({
  request: { id: 'req1', name: 'Anna Lee', email: 'anna@northlight.example', licence },
  config,
  licensorEmail: 'bookings@marlowekane.com',
  fields,
  tracks,
  fee: { amount: 2500, currency: 'USD' },
  ...more,
});

const asked = {
  track: 'Golden Hour',
  version: 'Instrumental',
  company: 'Northlight',
  project: 'Chase',
  media: 'online-ad',
  territory: 'worldwide',
  term: '1-year',
  usage: 'featured',
  length: 45,
};

describe('a quote’s offer from a licence request', () => {
  it('takes the request’s track, version and use, labelled as the form labels them, and the catalog’s rights', () => {
    const offer = buildOffer(input(asked));
    expect(offer.track).toMatchObject({
      id: 'golden-hour',
      version: 'Instrumental',
      isrc: 'USXXX2600001',
      writers: [{ name: 'Marlowe Kane', share: 100, pro: 'ASCAP', role: 'CA' }],
    });
    expect(offer.use).toMatchObject({
      project: 'Chase',
      media: { value: 'online-ad' },
      term: { value: '1-year', label: '1 year' },
      termMonths: 12,
      durationSeconds: 45,
      start: null,
    });
    expect(offer.use.exclusivity.value).toBe('non-exclusive');
    // Featured, and the instrumental version: visual instrumental.
    expect(offer.use.cueUsage).toBe('VI');
    expect(offer.licensee).toEqual({ name: 'Anna Lee', company: 'Northlight', email: 'anna@northlight.example' });
    expect(offer.licensor.name).toBe(config.artist.name);
  });

  it('fills the standard terms’ placeholders, leaving none behind', () => {
    const offer = buildOffer(input(asked));
    const text = [...offer.granted, ...offer.notGranted, ...offer.clauses.map((clause) => clause.text)].join('\n');
    expect(text).toContain('"Golden Hour" (Instrumental)');
    expect(text).toContain('the production "Chase"');
    expect(text).not.toMatch(/\{\w+\}/);
    // The form's labels read as facts, not in a sentence they do not fit ("in Worldwide, for in perpetuity").
    expect(offer.granted[1]).toBe(
      'To reproduce and distribute the production "Chase" with the track in it (media: Online ad / social; territory: Worldwide; term: 1 year).',
    );
    expect(buildOffer(input({ ...asked, term: 'perpetuity' })).granted[1]).toContain('term: In perpetuity).');
  });

  it('starts on the air date when the request gives one, or the day given', () => {
    expect(buildOffer(input({ ...asked, airDate: '2027-01-15' })).use.start).toBe('2027-01-15');
    expect(buildOffer(input({ ...asked, airDate: '2027-01-15' }, { start: '2027-02-01' })).use.start).toBe(
      '2027-02-01',
    );
  });

  it('says what to do when the request’s track or version is not in the catalog, or its term has no length', () => {
    expect(() => buildOffer(input({ ...asked, track: 'Unknown Song' }))).toThrow(
      'names the track "Unknown Song", which is not in the catalog; give --track ID[:VERSION] (one of night-drive, golden-hour)',
    );
    expect(() => buildOffer(input({ ...asked, version: 'Sting' }))).toThrow('"Golden Hour" has no version "Sting"');
    expect(buildOffer(input({ ...asked, track: 'nothing' }, { track: { id: 'night-drive' } })).track.id).toBe(
      'night-drive',
    );
    expect(() => buildOffer(input({ ...asked, term: 'festival' }))).toThrow('is not a number of months or years');
  });

  it('writes the AI disclosure as the licence’s sentence, and says when the version licensed is instrumental', () => {
    const said = (ai: AiDisclosure | undefined, version = 'Main') =>
      buildOffer(
        input(
          { ...asked, version },
          { tracks: tracks.map(({ ai: _own, ...track }) => (ai === undefined ? track : { ...track, ai })) },
        ),
      ).track.ai;
    expect(said(undefined)).toBe('Not disclosed by the licensor.');
    expect(said('none')).toBe('No AI was used in making the track.');
    // A disclosure that names no use, tool or statement says what "none" says.
    expect(said({ vocals: 'none' })).toBe('No AI was used in making the track.');
    expect(said({ production: 'assisted', tool: 'iZotope Ozone' })).toBe(
      'production: AI-assisted; tool: iZotope Ozone.',
    );
    expect(said({ vocals: 'none', tool: 'Melodyne', statement: 'Tuning only.' })).toBe(
      'No AI was used in any role; tool: Melodyne; statement: "Tuning only.".',
    );
    expect(said('none', 'Instrumental')).toBe(
      'No AI was used in making the track. The version licensed is instrumental.',
    );
  });
});

describe("a quote's delivered files", () => {
  const files = [
    {
      name: 'golden-hour-instrumental.wav',
      kind: 'master' as const,
      path: 'golden-hour-instrumental.wav',
      bytes: 2535094,
      sha256: 'a'.repeat(64),
    },
    {
      name: 'golden-hour-stems.zip',
      kind: 'stems' as const,
      path: 'golden-hour-stems.zip',
      bytes: 5070516,
      sha256: 'b'.repeat(64),
    },
  ];
  it("are the offer's track's, as read", () => {
    expect(buildOffer(input(asked, { files })).track.files).toEqual(files);
  });
  it('are left out when the catalog names none', () => {
    expect(buildOffer(input(asked, { files: [] })).track).not.toHaveProperty('files');
    expect(buildOffer(input(asked)).track).not.toHaveProperty('files');
  });
});
