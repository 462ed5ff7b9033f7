import type { AudioFactsMap } from '../../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import type { SectionFile } from '../../define.ts';
import { listedTracks } from '../listed.ts';
import { catalogSoundSpace } from './similar.ts';
import { soundFileOf } from './sound-file.ts';
import { hasSound } from './sound-space.ts';

/** The sound file's name beside the catalog page: `/catalog.sound.json` for a section `catalog`. */
export const soundFileName = (sectionId: string) => `${sectionId}.sound.json`;

/** Whether the build heard any listed track: audio kept on another host is not decoded. */
export function heardListed(section: CatalogSection, facts: AudioFactsMap): boolean {
  const space = catalogSoundSpace(section, facts);
  return listedTracks(section.tracks).some((_, place) => hasSound(space, place));
}

/** The listed tracks' sounds, in the search base's order; none when the build heard none. */
export function catalogSoundFiles(section: CatalogSection, facts: AudioFactsMap): SectionFile[] {
  return heardListed(section, facts)
    ? [{ name: soundFileName(section.id), content: JSON.stringify(soundFileOf(catalogSoundSpace(section, facts))) }]
    : [];
}
