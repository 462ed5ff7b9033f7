// What the buyLicence function builds a priced row's offer from, for a site that sells at once
// (licensing.payment): the same licensor, terms, tracks and delivered files `npm run licence --
// quote` reads, kept to what an offer needs, so the function's settings stay small.
import { offerLicensor, type InstantOffers, type OfferTrack } from '../../functions/src/contract/offer.ts';
import type { OfferedTrack } from '../../functions/src/contract/offered-track.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { initialsOf } from '../../functions/src/contract/licence-number.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../functions/src/contract/track-fields.ts';
import { definitionFor } from '../../src/sections/registry.ts';
import { CommandError } from '../cli/command.ts';
import { deliveredFiles } from '../delivery/delivered-files.ts';
import { offerCatalogs } from '../licence/offer.ts';

export class InstantOffersError extends Error {}

/** The catalog labels a licence's facts are listed under: of its many words, the only ones an offer prints. */
const LICENCE_LABELS = (TRACK_FIELDS as readonly TrackField[]).flatMap((field) =>
  field.licence && field.label ? [field.label] : [],
);

/** The track without its audio, lengths and waveforms: its rights, disclosure, versions and licence facts. */
function offerTrack(track: OfferedTrack): OfferTrack {
  const fields: readonly TrackField[] = TRACK_FIELDS;
  const facts = Object.fromEntries(
    fields.flatMap((field) =>
      field.licence && valueOf(track, field) !== undefined ? [[field.name, valueOf(track, field)]] : [],
    ),
  );
  return {
    id: track.id,
    title: track.title,
    vocals: track.vocals,
    ...(track.ai !== undefined && { ai: track.ai }),
    rights: track.rights,
    ...facts,
    versions: track.versions.map(({ key, label }) => ({ key, label })),
  };
}

/**
 * The site's offers, or null when it takes no payment. Every version's files are read now (size
 * and SHA-256), as a quote reads them: a named file that is not there stops the build, naming it,
 * rather than selling a licence whose master the site can't hand over.
 */
export async function instantOffers(config: SiteConfig, configFile: string): Promise<InstantOffers | null> {
  if (!config.licensing.payment) return null;
  // The audio's lengths and the heard tempo and key are no licence facts: the tracks are read without them.
  const tracks = config.sections.flatMap((section) => definitionFor(section)?.offeredTracks?.(section, {}) ?? []);
  const files: InstantOffers['files'] = {};
  for (const track of tracks) {
    for (const version of track.versions) {
      const delivered = await deliveredFiles(config, configFile, track.id, version.key).catch((error: unknown) => {
        throw error instanceof CommandError ? new InstantOffersError(`licensing.payment: ${error.message}`) : error;
      });
      if (delivered.length) files[track.id] = { ...files[track.id], [version.key]: delivered };
    }
  }
  return {
    ...offerLicensor(config, config.contact.notifyEmail),
    catalogs: offerCatalogs(config.sections).map(({ tracks: ids, labels }) => ({
      tracks: ids,
      labels: Object.fromEntries(LICENCE_LABELS.flatMap((name) => (labels[name] ? [[name, labels[name]]] : []))),
    })),
    tracks: tracks.map(offerTrack),
    numberPrefix: config.licensing.numberPrefix ?? initialsOf(config.artist.name),
    files,
  };
}
