/**
 * A quote's offer from a licence request as stored, the site's config and its catalog, built by
 * the one offer builder the function shares (functions/src/contract/offer.ts); here its problems
 * are worded for the command line, naming the options that settle them.
 */
import {
  buildOffer as buildSharedOffer,
  OfferError,
  offerLicensor,
  pickTrack as pickSharedTrack,
  type OfferCatalog,
  type OfferInput as SharedOfferInput,
  type OfferProblem,
  type OfferSite,
  type RequestRecord,
} from '../../functions/src/contract/offer.ts';
import type { CatalogSection, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { LicenceField } from '../../functions/src/contract/licence-request.ts';
import type { LicenceOffer } from '../../functions/src/contract/licence-model.ts';
import type { OfferedTrack, OfferedVersion } from '../../functions/src/contract/offered-track.ts';
import { definitionFor } from '../../src/sections/registry.ts';
import { CommandError } from '../cli/command.ts';

export type { RequestRecord };

export interface OfferInput extends Omit<SharedOfferInput, 'site'> {
  config: Pick<SiteConfig, 'artist' | 'licensing' | 'sections'>;
  /** Where the buyer writes to: the address the site's messages go to. */
  licensorEmail: string;
  fields: readonly LicenceField[];
  tracks: readonly OfferedTrack[];
}

/** The catalogs that offer tracks to shortlists and quotes (their type's `offeredTracks` hook), whose labels name a track's facts. */
export function offerCatalogs(sections: SiteConfig['sections']): OfferCatalog[] {
  const catalogs = sections.filter(
    (section) => definitionFor(section)?.offeredTracks !== undefined,
  ) as CatalogSection[];
  return catalogs.map((section) => ({ tracks: section.tracks.map((track) => track.id), labels: section.labels }));
}

/** The site's side of an offer, from its config. */
export function offerSite(input: Pick<OfferInput, 'config' | 'licensorEmail' | 'fields' | 'tracks'>): OfferSite {
  return {
    ...offerLicensor(input.config, input.licensorEmail),
    fields: input.fields,
    tracks: input.tracks,
    catalogs: offerCatalogs(input.config.sections),
  };
}

/** A problem of the shared builder, as the command line says it. */
function commandError(problem: OfferProblem): CommandError {
  switch (problem.kind) {
    case 'track': {
      const why = problem.named ? `names the track "${problem.named}", which is not in the catalog` : 'names no track';
      return new CommandError(
        `request ${problem.request} ${why}; give --track ID[:VERSION] (one of ${problem.tracks.map((t) => t.id).join(', ')})`,
      );
    }
    case 'version':
      return new CommandError(
        `request ${problem.request}: "${problem.track.title}" has no version "${problem.wanted}"; give --track ${problem.track.id}:VERSION (one of ${problem.track.versions.map((v) => v.label).join(', ')})`,
      );
    case 'choice':
      return new CommandError(
        `request ${problem.request} has no ${problem.name}; a quote needs the media, territory and term asked for`,
      );
    case 'term':
      return new CommandError(
        `request ${problem.request}: the term "${problem.term.label}" (${problem.term.value}) is not a number of months or years (6-months, 2-years) or perpetuity, so the licence's end can't be worked out`,
      );
  }
}

function worded<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw error instanceof OfferError ? commandError(error.problem) : error;
  }
}

/** The catalog's track and version the quote is for: named by --track, else by the request. */
export function pickTrack(input: Pick<OfferInput, 'request' | 'tracks' | 'track'>): {
  track: OfferedTrack;
  version: OfferedVersion;
} {
  // The shared builder picks among the tracks given, so what it finds is one of these.
  return worded(() => pickSharedTrack(input)) as { track: OfferedTrack; version: OfferedVersion };
}

export function buildOffer(input: OfferInput): LicenceOffer {
  const { config: _config, licensorEmail: _email, fields: _fields, tracks: _tracks, ...asked } = input;
  return worded(() => buildSharedOffer({ ...asked, site: offerSite(input) }));
}
