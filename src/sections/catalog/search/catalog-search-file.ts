import type { AudioFactsMap } from '../../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../../../functions/src/contract/track-fields.ts';
import { listedTracks } from '../listed.ts';
import { buildSearchFiles, type TrackText } from './build-index.ts';
import { shardFile } from './search-shards.ts';
import type { SectionFile } from '../../define.ts';
import type { SearchTrack } from './search-track.ts';

type Track = CatalogSection['tracks'][number];

/** The search base's name beside the catalog page: `/catalog.search.json` for a section `catalog`. */
export const searchFileName = (sectionId: string) => `${sectionId}.search.json`;

/** The folder of the index's parts beside it: `/catalog.search/`. */
export const searchFolderName = (sectionId: string) => `${sectionId}.search`;

/** Lists are joined by line breaks: the schema keeps each item on one line, and a phrase stays within an item. */
const list = (items: readonly string[] | undefined) => (items ?? []).join('\n');

export function trackText(track: Track): TrackText {
  const text = (value: unknown) => (Array.isArray(value) ? list(value as string[]) : String(value ?? ''));
  const fields: readonly TrackField[] = TRACK_FIELDS;
  return {
    id: track.id,
    title: track.title,
    versions: list(track.versions.map((version) => version.label)),
    ...(Object.fromEntries(
      fields.filter((field) => field.search).map((field) => [field.name, text(valueOf(track, field))]),
    ) as Omit<TrackText, 'id' | 'title' | 'versions' | 'writers'>),
    writers: list(track.rights.writers.map((writer) => writer.name)),
  };
}

export function searchTrack(
  track: Track,
  section: Pick<CatalogSection, 'aiDefault' | 'labels'>,
  facts: AudioFactsMap,
): SearchTrack {
  const length = (audio: string) => Math.round((facts[audio]?.duration ?? 0) * 10) / 10;
  return {
    id: track.id,
    vocals: track.vocals,
    moods: track.moods,
    genres: track.genres,
    ...(track.bpm === undefined ? {} : { bpm: track.bpm }),
    ...(track.energy && { energy: track.energy }),
    lengths: [
      [section.labels.mainVersion, length(track.audio)],
      ...track.versions.map((version): [string, number] => [version.label, length(version.audio)]),
    ],
    noAi: (track.ai ?? section.aiDefault) === 'none',
  };
}

/** The listed tracks' search files (unlisted tracks are for shortlists and never found by search). */
export function catalogSearchFiles(section: CatalogSection, facts: AudioFactsMap): SectionFile[] {
  const tracks = listedTracks(section.tracks);
  const { base, shards } = buildSearchFiles(
    tracks.map(trackText),
    tracks.map((track) => searchTrack(track, section, facts)),
  );
  return [
    { name: searchFileName(section.id), content: JSON.stringify(base) },
    ...[...shards].map(([shard, entries]) => ({
      name: shardFile(searchFolderName(section.id), shard),
      content: JSON.stringify(entries),
    })),
  ];
}
