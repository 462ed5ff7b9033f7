import type { AudioFactsMap } from '../../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { listedTracks } from '../listed.ts';
import { buildSearchFile, type TrackText } from './build-index.ts';
import type { SearchTrack } from './search-track.ts';

type Track = CatalogSection['tracks'][number];

/** The search file's name beside the catalog page: `/catalog.search.json` for a section `catalog`. */
export const searchFileName = (sectionId: string) => `${sectionId}.search.json`;

/** Lists are joined by line breaks: the schema keeps each item on one line, and a phrase stays within an item. */
const list = (items: readonly string[] | undefined) => (items ?? []).join('\n');

export function trackText(track: Track): TrackText {
  return {
    id: track.id,
    title: track.title,
    versions: list(track.versions.map((version) => version.label)),
    description: track.description ?? '',
    keywords: list(track.keywords),
    instruments: list(track.instruments),
    lyrics: track.lyrics ?? '',
    moods: list(track.moods),
    genres: list(track.genres),
    soundsLike: list(track.soundsLike),
    writers: list(track.rights.writers.map((writer) => writer.name)),
  };
}

export function searchTrack(track: Track, section: Pick<CatalogSection, 'aiDefault' | 'labels'>, facts: AudioFactsMap): SearchTrack {
  const length = (audio: string) => Math.round((facts[audio]?.duration ?? 0) * 10) / 10;
  return {
    id: track.id,
    vocals: track.vocals,
    moods: track.moods,
    genres: track.genres,
    bpm: track.bpm,
    lengths: [[section.labels.mainVersion, length(track.audio)], ...track.versions.map((version): [string, number] => [version.label, length(version.audio)])],
    noAi: (track.ai ?? section.aiDefault) === 'none',
  };
}

/** The listed tracks' search file (unlisted tracks are for shortlists and never found by search). */
export function catalogSearchFile(section: CatalogSection, facts: AudioFactsMap): string {
  const tracks = listedTracks(section.tracks);
  return buildSearchFile(tracks.map(trackText), tracks.map((track) => searchTrack(track, section, facts)));
}
