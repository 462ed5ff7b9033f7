/**
 * A quote's offer from a licence request as stored, the site's config and its catalog: the
 * request says what the buyer asked for; the catalog gives the track's rights; the config the
 * standard terms. Everything is resolved here, once, so the offer is a fixed text.
 */
import { aiStatement, aiText } from '../../functions/src/contract/ai-disclosure.ts';
import type { CatalogSection, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { cueUsageFor, type CueUsage } from '../../functions/src/contract/cue-usage.ts';
import {
  shownValue,
  type LicenceField,
  type LicenceFieldName,
  type LicenceRequest,
} from '../../functions/src/contract/licence-request.ts';
import type { DeliveredFile } from '../../functions/src/contract/delivery.ts';
import type { Choice, LicenceOffer, QuotedTrack, WriterRole } from '../../functions/src/contract/licence-model.ts';
import { termMonths } from '../../functions/src/contract/licence-term.ts';
import { offerTexts } from '../../functions/src/contract/licence-texts.ts';
import { MAIN_VERSION, type OfferedTrack, type OfferedVersion } from '../../functions/src/contract/offered-track.ts';
import { factText } from '../../functions/src/contract/fact-text.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../functions/src/contract/track-fields.ts';
import { definitionFor } from '../../src/sections/registry.ts';
import { CommandError } from '../cli/command.ts';

/** A licence request as `npm run inbox` reads it. */
export interface RequestRecord {
  id: string;
  name: string;
  email: string;
  licence: LicenceRequest;
}

export interface OfferInput {
  request: RequestRecord;
  config: Pick<SiteConfig, 'artist' | 'licensing' | 'sections'>;
  /** Where the buyer writes to: the address the site's messages go to. */
  licensorEmail: string;
  fields: readonly LicenceField[];
  tracks: readonly OfferedTrack[];
  fee: { amount: number; currency: string };
  /** --track ID[:VERSION]: the catalog's track when the request's title does not name one. */
  track?: { id: string; version?: string };
  /** --usage: the cue-sheet usage when the request's "use" does not say it right. */
  usage?: CueUsage;
  /** --start: the first day; otherwise the request's air date, or the day of acceptance. */
  start?: string;
  /** The files the licence delivers, read from the delivery folder (scripts/delivery/delivered-files.ts); none: the offer names none. */
  files?: readonly DeliveredFile[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The catalog's track and version the quote is for: named by --track, else by the request. */
export function pickTrack(input: Pick<OfferInput, 'request' | 'tracks' | 'track'>): {
  track: OfferedTrack;
  version: OfferedVersion;
} {
  const named = input.track?.id ?? String(input.request.licence.track ?? '');
  const track = input.tracks.find((candidate) => candidate.id === named || same(candidate.title, named));
  if (!track) {
    const why = named ? `names the track "${named}", which is not in the catalog` : 'names no track';
    throw new CommandError(
      `request ${input.request.id} ${why}; give --track ID[:VERSION] (one of ${input.tracks.map((t) => t.id).join(', ')})`,
    );
  }
  const wanted = input.track?.version ?? String(input.request.licence.version ?? '');
  const version = wanted
    ? track.versions.find((candidate) => same(candidate.key, wanted) || same(candidate.label, wanted))
    : track.versions[0];
  if (!version) {
    throw new CommandError(
      `request ${input.request.id}: "${track.title}" has no version "${wanted}"; give --track ${track.id}:VERSION (one of ${track.versions.map((v) => v.label).join(', ')})`,
    );
  }
  return { track, version };
}

/** A version whose label says it is instrumental carries no vocals, whatever the main version has. */
function vocalIn(track: OfferedTrack, version: OfferedVersion): boolean {
  if (version.key !== MAIN_VERSION && /instrumental|inst\b|underscore/i.test(version.label)) return false;
  return track.vocals !== 'instrumental';
}

/**
 * The track's facts a licence lists besides its rights: the fields the track-field table marks
 * `licence` that the track gives, under the labels of the catalog it is in, fixed with the offer.
 */
function trackFacts(track: OfferedTrack, sections: SiteConfig['sections']): Pick<QuotedTrack, 'facts'> {
  // The sections that offer tracks to shortlists and quotes (their type's `offeredTracks` hook) label them.
  const catalogs = sections.filter(
    (section) => definitionFor(section)?.offeredTracks !== undefined,
  ) as CatalogSection[];
  const labels = (catalogs.find((section) => section.tracks.some((t) => t.id === track.id)) ?? catalogs[0])?.labels;
  const fields: readonly TrackField[] = TRACK_FIELDS;
  const facts = fields.flatMap((field) => {
    const value = valueOf(track, field);
    if (
      !field.licence ||
      !field.label ||
      !labels ||
      value === undefined ||
      (Array.isArray(value) && value.length === 0)
    )
      return [];
    return [{ label: labels[field.label], value: factText(value) }];
  });
  return facts.length ? { facts } : {};
}

function quotedTrack(
  track: OfferedTrack,
  version: OfferedVersion,
  vocal: boolean,
  sections: SiteConfig['sections'],
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
    ...trackFacts(track, sections),
    // The offered track's disclosure already falls back on the catalog's default (offered-tracks.ts).
    ai: `${aiText(aiStatement(track.ai, undefined), 'licence')}${vocal ? '' : ' The version licensed is instrumental.'}`,
    ...(files.length > 0 && { files: files.map((file) => ({ ...file })) }),
  };
}

function choice(input: OfferInput, name: LicenceFieldName, fallback?: Choice): Choice {
  const value = input.request.licence[name];
  const field = input.fields.find((candidate) => candidate.name === name);
  if (value === undefined || value === '' || !field) {
    if (fallback) return fallback;
    throw new CommandError(
      `request ${input.request.id} has no ${name}; a quote needs the media, territory and term asked for`,
    );
  }
  return { value: String(value), label: shownValue(field, value) };
}

export function buildOffer(input: OfferInput): LicenceOffer {
  const { request, config } = input;
  const { track, version } = pickTrack(input);
  const vocal = vocalIn(track, version);
  const term = choice(input, 'term');
  const months = termMonths(term.value);
  if (months === undefined) {
    throw new CommandError(
      `request ${request.id}: the term "${term.label}" (${term.value}) is not a number of months or years (6-months, 2-years) or perpetuity, so the licence's end can't be worked out`,
    );
  }
  const airDate = typeof request.licence.airDate === 'string' ? request.licence.airDate : null;
  const length = request.licence.length;
  const { terms } = config.licensing;
  const facts = {
    licensor: { name: terms.licensor ?? config.artist.name, address: terms.address, email: input.licensorEmail },
    licensee: { name: request.name, company: String(request.licence.company ?? ''), email: request.email },
    track: quotedTrack(track, version, vocal, config.sections, input.files),
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
