import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../config/site-config.generated.ts';
import { MAIN_VERSION, type ShortlistTrack } from '../../../functions/src/shortlist/model.ts';

/**
 * Every track of the catalog, listed or not, as a shortlist stores it: what the track's card
 * shows and each version with its length and waveform. `npm run shortlist`
 * keeps a copy in the shortlist, so the link plays what was sent even if the catalog changes.
 */
export function shortlistTracks(section: CatalogSection, facts: AudioFactsMap): ShortlistTrack[] {
  const length = (audio: string) => facts[audio]?.duration ?? null;
  const peaks = (audio: string) => (facts[audio] ? { peaks: facts[audio].peaks } : {});
  return section.tracks.map((track) => ({
    id: track.id,
    title: track.title,
    bpm: track.bpm,
    key: track.key,
    moods: track.moods,
    genres: track.genres,
    vocals: track.vocals,
    explicit: track.explicit,
    ...(track.description !== undefined && { description: track.description }),
    stems: track.stems,
    versions: [
      { key: MAIN_VERSION, label: section.labels.mainVersion, audio: track.audio, durationSeconds: length(track.audio), ...peaks(track.audio) },
      ...track.versions.map((version) => ({ key: version.label, label: version.label, audio: version.audio, durationSeconds: length(version.audio), ...peaks(version.audio) })),
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
