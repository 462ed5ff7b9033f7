/**
 * A quote's offer, built once so it is a fixed text: from what the buyer asked for (a licence
 * request, or a rate-card row bought at once), the catalog's track and its rights, and the site's
 * standard terms. `npm run licence -- quote` and the buyLicence function build offers here, one
 * code path; each words a problem (OfferProblem) its own way.
 */
import { aiStatement, aiText } from './ai-disclosure.ts';
import { cueUsageFor, type CueUsage } from './cue-usage.ts';
import type { DeliveredFile } from './delivery.ts';
import { factText } from './fact-text.ts';
import type { Choice, LicenceOffer, QuotedTrack, WriterRole } from './licence-model.ts';
import { shownValue, type LicenceField, type LicenceFieldName, type LicenceRequest } from './licence-request.ts';
import { termMonths } from './licence-term.ts';
import { offerTexts } from './licence-texts.ts';
import { MAIN_VERSION, type OfferedTrack, type OfferedVersion } from './offered-track.ts';
import type { CatalogSection, SiteConfig } from './site-config.generated.ts';
import { TRACK_FIELDS, valueOf, type FieldsWith, type TrackField } from './track-fields.ts';

/** What an offer asks for: a licence request as `npm run inbox` reads it, or the one a purchase makes. */
export interface RequestRecord {
  id: string;
  name: string;
  email: string;
  licence: LicenceRequest;
}

/** What an offer needs of a track: no audio, lengths or waveform, so the function's settings stay small. */
export type OfferTrack = Pick<
  OfferedTrack,
  'id' | 'title' | 'vocals' | 'ai' | 'rights' | FieldsWith<{ licence: true }>
> & {
  versions: ReadonlyArray<Pick<OfferedVersion, 'key' | 'label'>>;
};

/** A catalog's tracks and the labels its licence facts are listed under. */
export interface OfferCatalog {
  tracks: readonly string[];
  labels: Partial<CatalogSection['labels']>;
}

/** The site's side of every offer: the licensor, the standard terms, the licence form's fields, the catalogs. */
export interface OfferSite {
  licensor: { name: string; address: string; email: string };
  terms: Pick<
    SiteConfig['licensing']['terms'],
    'paymentTerms' | 'invoiceDetails' | 'governingLaw' | 'granted' | 'notGranted' | 'clauses'
  >;
  fields: readonly LicenceField[];
  tracks: readonly OfferTrack[];
  catalogs: readonly OfferCatalog[];
}

export interface OfferInput {
  request: RequestRecord;
  site: OfferSite;
  fee: { amount: number; currency: string };
  /** The catalog's track (and version) when the request's title does not name one. */
  track?: { id: string; version?: string };
  /** The cue-sheet usage when the request's "use" does not say it right. */
  usage?: CueUsage;
  /** The first day; otherwise the request's air date, or the day of acceptance. */
  start?: string;
  /** The files the licence delivers, read from the delivery folder; none: the offer names none. */
  files?: readonly DeliveredFile[];
}

/** Why no offer could be built, for its caller to word: a command line names its options, a page its fields. */
export type OfferProblem =
  | { kind: 'track'; request: string; named: string; tracks: readonly OfferTrack[] }
  | { kind: 'version'; request: string; track: OfferTrack; wanted: string }
  | { kind: 'choice'; request: string; name: LicenceFieldName }
  | { kind: 'term'; request: string; term: Choice };

export class OfferError extends Error {
  constructor(readonly problem: OfferProblem) {
    super(`${problem.kind}: no offer for request ${problem.request}`);
  }
}

/** The site's licensor and terms as an offer prints them. */
export function offerLicensor(
  config: Pick<SiteConfig, 'artist' | 'licensing'>,
  email: string,
): Pick<OfferSite, 'licensor' | 'terms'> {
  const { licensor, address, paymentTerms, invoiceDetails, governingLaw, granted, notGranted, clauses } =
    config.licensing.terms;
  return {
    licensor: { name: licensor ?? config.artist.name, address, email },
    terms: { paymentTerms, invoiceDetails, governingLaw, granted, notGranted, clauses },
  };
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The catalog's track and version the offer is for: named by `track`, else by the request. */
export function pickTrack(input: Pick<OfferInput, 'request' | 'track'> & { tracks: readonly OfferTrack[] }): {
  track: OfferTrack;
  version: Pick<OfferedVersion, 'key' | 'label'>;
} {
  const named = input.track?.id ?? String(input.request.licence.track ?? '');
  const track = input.tracks.find((candidate) => candidate.id === named || same(candidate.title, named));
  if (!track) throw new OfferError({ kind: 'track', request: input.request.id, named, tracks: input.tracks });
  const wanted = input.track?.version ?? String(input.request.licence.version ?? '');
  const version = wanted
    ? track.versions.find((candidate) => same(candidate.key, wanted) || same(candidate.label, wanted))
    : track.versions[0];
  if (!version) throw new OfferError({ kind: 'version', request: input.request.id, track, wanted });
  return { track, version };
}

/** A version whose label says it is instrumental carries no vocals, whatever the main version has. */
function vocalIn(track: OfferTrack, version: Pick<OfferedVersion, 'key' | 'label'>): boolean {
  if (version.key !== MAIN_VERSION && /instrumental|inst\b|underscore/i.test(version.label)) return false;
  return track.vocals !== 'instrumental';
}

/**
 * The track's facts a licence lists besides its rights: the fields the track-field table marks
 * `licence` that the track gives, under the labels of the catalog it is in, fixed with the offer.
 */
function trackFacts(track: OfferTrack, catalogs: readonly OfferCatalog[]): Pick<QuotedTrack, 'facts'> {
  const labels = (catalogs.find((catalog) => catalog.tracks.includes(track.id)) ?? catalogs[0])?.labels;
  const fields: readonly TrackField[] = TRACK_FIELDS;
  const facts = fields.flatMap((field) => {
    const value = valueOf(track, field);
    const label = field.label && labels?.[field.label];
    if (!field.licence || !label || value === undefined || (Array.isArray(value) && value.length === 0)) return [];
    return [{ label, value: factText(value) }];
  });
  return facts.length ? { facts } : {};
}

function quotedTrack(
  track: OfferTrack,
  version: Pick<OfferedVersion, 'label'>,
  vocal: boolean,
  catalogs: readonly OfferCatalog[],
  files: readonly DeliveredFile[] = [],
): QuotedTrack {
  const role = (given: WriterRole | undefined): WriterRole => given ?? (track.vocals === 'instrumental' ? 'C' : 'CA');
  return {
    id: track.id,
    title: track.title,
    version: version.label,
    ...(track.rights.isrc !== undefined && { isrc: track.rights.isrc }),
    ...(track.rights.iswc !== undefined && { iswc: track.rights.iswc }),
    ...(track.rights.master !== undefined && { master: track.rights.master }),
    writers: track.rights.writers.map(({ role: given, ...writer }) => ({ ...writer, role: role(given) })),
    publishers: track.rights.publishers.map((publisher) => ({ ...publisher })),
    ...trackFacts(track, catalogs),
    // The offered track's disclosure already falls back on the catalog's default (offered-tracks.ts).
    ai: `${aiText(aiStatement(track.ai, undefined), 'licence')}${vocal ? '' : ' The version licensed is instrumental.'}`,
    ...(files.length > 0 && { files: files.map((file) => ({ ...file })) }),
  };
}

function choice(input: OfferInput, name: LicenceFieldName, fallback?: Choice): Choice {
  const value = input.request.licence[name];
  const field = input.site.fields.find((candidate) => candidate.name === name);
  if (value === undefined || value === '' || !field) {
    if (fallback) return fallback;
    throw new OfferError({ kind: 'choice', request: input.request.id, name });
  }
  return { value: String(value), label: shownValue(field, value) };
}

export function buildOffer(input: OfferInput): LicenceOffer {
  const { request, site } = input;
  const { track, version } = pickTrack({ ...input, tracks: site.tracks });
  const vocal = vocalIn(track, version);
  const term = choice(input, 'term');
  const months = termMonths(term.value);
  if (months === undefined) throw new OfferError({ kind: 'term', request: request.id, term });
  const airDate = typeof request.licence.airDate === 'string' ? request.licence.airDate : null;
  const length = request.licence.length;
  const { terms } = site;
  const facts = {
    licensor: { ...site.licensor },
    licensee: { name: request.name, company: String(request.licence.company ?? ''), email: request.email },
    track: quotedTrack(track, version, vocal, site.catalogs, input.files),
    use: {
      project: String(request.licence.project ?? ''),
      media: choice(input, 'media'),
      territory: choice(input, 'territory'),
      term,
      exclusivity: choice(input, 'exclusivity', { value: 'non-exclusive', label: 'Non-exclusive' }),
      cueUsage:
        input.usage ??
        cueUsageFor(typeof request.licence.usage === 'string' ? request.licence.usage : undefined, vocal),
      durationSeconds: typeof length === 'number' ? length : null,
      start: input.start ?? airDate,
      termMonths: months,
    },
    paymentTerms: terms.paymentTerms,
    governingLaw: terms.governingLaw,
  };
  return { ...facts, fee: input.fee, invoiceDetails: terms.invoiceDetails, ...offerTexts(terms, facts) };
}

/**
 * What the function keeps of a site that sells its priced rows at once (`licensing.payment`): the
 * licensor, the terms, the catalogs' tracks and the files each version delivers, read at build.
 * The licence form's fields are the site's licence settings'.
 */
export interface InstantOffers extends Omit<OfferSite, 'fields'> {
  /** The letters the licence number begins with. */
  numberPrefix: string;
  /** The files a licence of a version delivers, by track id and version key; a version that names none is left out. */
  files: Record<string, Record<string, DeliveredFile[]>>;
}
