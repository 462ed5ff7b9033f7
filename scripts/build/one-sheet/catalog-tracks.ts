import type { AudioFactsMap } from '../../../src/audio/AudioFactsContext.tsx';
import type { SiteConfig } from '../../../src/config/site-config.generated.ts';
import type { OneSheetTrack } from './sheet-facts.ts';

/** The sheet's tracks: the first catalog's, in its order (its featured tracks lead), with lengths read from the files. */
export function catalogTracks(config: SiteConfig, facts: AudioFactsMap): OneSheetTrack[] {
  const catalog = config.sections.find((section) => section.type === 'catalog');
  if (!catalog) return [];
  return catalog.tracks.map((track) => ({
    title: track.title,
    durationSeconds: Math.round(facts[track.audio]?.duration ?? 0),
    bpm: track.bpm,
    key: track.key,
    moods: track.moods,
    vocals: track.vocals,
    oneStop: track.rights.oneStop,
    preCleared: track.rights.preCleared,
  }));
}
