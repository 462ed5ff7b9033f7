import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { absoluteUrl, itemImagePath, SHARE_IMAGE } from '../../head/urls.ts';
import type { ItemHead, ShareCard } from '../define.ts';
import { tempoWords } from './heard-tracks.ts';
import { listedTracks } from './listed.ts';
import { trackLength } from './time.ts';

type Track = CatalogSection['tracks'][number];

/** A track's page of its own, under its catalog's: `/catalog/night-drive`. */
export const trackPath = (sectionId: string, trackId: string) => `/${sectionId}/${trackId}`;

const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  wav: 'audio/wav',
};

/** A listed track: one kept for shortlists has no page, head or picture. */
const find = (section: CatalogSection, item: string): Track | undefined =>
  listedTracks(section.tracks).find((candidate) => candidate.id === item);

/** The facts a buyer scans first, in the card's words: length, tempo (or free time), key; none that nobody knows. */
function factsOf(track: Track, section: CatalogSection, facts?: AudioFactsMap): string[] {
  const length = facts?.[track.audio]?.duration;
  const tempo = track.bpm !== undefined ? `${track.bpm} ${section.labels.bpm}` : tempoWords(track, section.labels);
  return [
    ...(length !== undefined ? [trackLength(length)] : []),
    ...(tempo !== undefined ? [tempo] : []),
    ...(track.key !== undefined ? [track.key] : []),
  ];
}

/** What a track's page says in its head, so a link to it unfolds into the track: its title, words, preview and picture. */
export function trackHead(section: CatalogSection, item: string, config: SiteConfig): ItemHead | undefined {
  const track = find(section, item);
  if (!track) return undefined;
  const summary = [track.moods.slice(0, 3).join(', '), ...factsOf(track, section)].filter(Boolean).join(' · ');
  const extension = track.audio.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  return {
    title: track.title,
    description: track.description ? `${track.description} (${summary})` : summary,
    type: 'music.song',
    audio: { url: absoluteUrl(track.audio, config.site.url), type: AUDIO_TYPES[extension] ?? 'audio/mpeg' },
    image: {
      url: absoluteUrl(itemImagePath(trackPath(section.id, track.id)), config.site.url),
      alt: `${track.title}, ${config.artist.name}`,
      ...SHARE_IMAGE,
    },
  };
}

/** The track's share picture: artist, title, length, tempo, key and its waveform. */
export function trackImage(
  section: CatalogSection,
  item: string,
  { config, facts }: { config: SiteConfig; facts: AudioFactsMap },
): ShareCard | undefined {
  const track = find(section, item);
  if (!track) return undefined;
  const peaks = facts[track.audio]?.peaks;
  return {
    byline: config.artist.name,
    title: track.title,
    facts: factsOf(track, section, facts),
    ...(peaks && { peaks }),
    alt: `${track.title}, ${config.artist.name}`,
  };
}
