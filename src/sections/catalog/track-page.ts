import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { absoluteUrl } from '../../head/urls.ts';
import type { ItemHead } from '../define.ts';

/** A track's page of its own, under its catalog's: `/catalog/night-drive`. */
export const trackPath = (sectionId: string, trackId: string) => `/${sectionId}/${trackId}`;

const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', aac: 'audio/aac', ogg: 'audio/ogg', opus: 'audio/ogg', flac: 'audio/flac', wav: 'audio/wav' };

/** What a track's page says in its head, so a link to it unfolds into the track: its title, words, preview and picture. */
export function trackHead(section: CatalogSection, item: string, config: SiteConfig): ItemHead | undefined {
  const track = section.tracks.find((candidate) => candidate.id === item);
  if (!track) return undefined;
  const facts = [track.moods.slice(0, 3).join(', '), `${track.bpm} BPM`, track.key].filter(Boolean).join(' · ');
  const extension = track.audio.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  return {
    title: track.title,
    description: track.description ? `${track.description} (${facts})` : facts,
    type: 'music.song',
    audio: { url: absoluteUrl(track.audio, config.site.url), type: AUDIO_TYPES[extension] ?? 'audio/mpeg' },
  };
}
