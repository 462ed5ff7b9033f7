import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { MAIN_VERSION, type OfferedTrack } from '../../../functions/src/contract/offered-track.ts';
import {
  TRACK_FIELDS,
  valueOf,
  type FieldsWith,
  type TrackField,
} from '../../../functions/src/contract/track-fields.ts';

/** The fields that have a value: Firestore stores no `undefined`. */
const defined = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * Every track of the catalog, listed or not, as private links offer it: the fields the
 * track-field table keeps for shortlists and each version with its length and waveform.
 * `npm run shortlist` keeps a copy in the shortlist, so the link plays what was sent even if the
 * catalog changes; `npm run licence` quotes from it.
 */
export function offeredTracks(section: CatalogSection, facts: AudioFactsMap): OfferedTrack[] {
  const length = (audio: string) => facts[audio]?.duration ?? null;
  const drawn = (audio: string) => {
    const energy = facts[audio]?.energy;
    return {
      ...(facts[audio] && { peaks: facts[audio].peaks }),
      ...(energy && { energy: { curve: energy.curve, step: energy.step, highlight: energy.highlight } }),
    };
  };
  const fields: readonly TrackField[] = TRACK_FIELDS;
  const kept = fields.filter((field) => field.shortlist);
  return section.tracks.map((track) => ({
    id: track.id,
    title: track.title,
    ...(defined(Object.fromEntries(kept.map((field) => [field.name, valueOf(track, field)]))) as Pick<
      OfferedTrack,
      FieldsWith<{ shortlist: true }>
    >),
    ...defined({ ai: track.ai ?? section.aiDefault, measured: track.measured }),
    versions: [
      {
        key: MAIN_VERSION,
        label: section.labels.mainVersion,
        audio: track.audio,
        durationSeconds: length(track.audio),
        ...drawn(track.audio),
      },
      ...track.versions.map((version) => ({
        key: version.label,
        label: version.label,
        audio: version.audio,
        durationSeconds: length(version.audio),
        ...drawn(version.audio),
      })),
    ],
    rights: {
      oneStop: track.rights.oneStop,
      preCleared: track.rights.preCleared,
      ...(track.rights.master !== undefined && { master: track.rights.master }),
      ...(track.rights.isrc !== undefined && { isrc: track.rights.isrc }),
      ...(track.rights.iswc !== undefined && { iswc: track.rights.iswc }),
      writers: track.rights.writers,
      publishers: track.rights.publishers,
      samples: track.rights.samples,
    },
  }));
}
