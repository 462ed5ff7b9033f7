import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import type { SheetTrack } from '../define.ts';
import { listedTracks } from './listed.ts';
import { trackLength } from './time.ts';

/** The catalog's tracks as the one-sheet lists them, in its order (its featured tracks lead), with lengths read from the files. */
export function sheetTracks(section: CatalogSection, facts: AudioFactsMap): SheetTrack[] {
  return listedTracks(section.tracks).map((track) => ({
    title: track.title,
    length: trackLength(facts[track.audio]?.duration ?? 0),
    ...(track.bpm === undefined ? {} : { bpm: track.bpm }),
    ...(track.key === undefined ? {} : { key: track.key }),
    ...(track.bpm === undefined && track.measured?.bpm && { noTempo: section.labels.freeTime }),
    moods: track.moods,
    vocals: track.vocals,
    oneStop: track.rights.oneStop,
    preCleared: track.rights.preCleared,
  }));
}
