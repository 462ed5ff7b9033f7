/**
 * What the catalog's islands are given, typed from the generated config types and picked by the
 * lists below: a field of a track, or a label, that an island reads is added to its list here
 * and rendered in the island, and the props follow. Props are bytes of the page, so each island
 * gets only the fields it reads.
 */
import type { AudioFactsMap } from '../../audio/AudioFactsContext';
import type { CatalogSection, SiteConfig } from '../../config/site-config.generated';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

const pick = <T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

const PLAYER_FIELDS = ['title', 'download'] as const satisfies readonly (keyof Track)[];
const PLAYER_LABELS = ['play', 'pause', 'seek', 'position', 'versions', 'licence', 'download'] as const satisfies readonly (keyof Labels)[];

export interface PlayerVersion {
  label: string;
  src: Track['audio'];
  /** Seconds, read by the build; 0 when unknown (an https file the build does not fetch). */
  duration: number;
}

export type TrackPlayerProps = Pick<Track, (typeof PLAYER_FIELDS)[number]> & {
  artist: SiteConfig['artist']['name'];
  /** The main file first, then the track's versions. */
  versions: PlayerVersion[];
  /** The licence link for each version, in order: the form opens with the track and that version. */
  licenceHrefs: string[];
  /** Follow licence links in place (the form is on this page) or load the page that has it. */
  inPlace: boolean;
  labels: Pick<Labels, (typeof PLAYER_LABELS)[number]>;
};

/** The main file and the versions, each with its name and its length from the build's facts. */
export const trackVersions = (track: Track, labels: Pick<Labels, 'mainVersion'>, facts: AudioFactsMap): PlayerVersion[] =>
  [{ label: labels.mainVersion, audio: track.audio }, ...track.versions].map((v) => ({ label: v.label, src: v.audio, duration: facts[v.audio]?.duration ?? 0 }));

/**
 * One track's player props. `licenceHref` is the link that asks for a licence of the version
 * named; `inPlace` when the contact form is on the same page.
 */
export function playerProps(
  track: Track,
  { labels, artist, facts, licenceHref, inPlace }: { labels: Labels; artist: string; facts: AudioFactsMap; licenceHref: (version: string) => string; inPlace: boolean },
): TrackPlayerProps {
  const versions = trackVersions(track, labels, facts);
  return {
    ...pick(track, PLAYER_FIELDS),
    artist,
    versions,
    licenceHrefs: versions.map((v) => licenceHref(v.label)),
    inPlace,
    labels: pick(labels, PLAYER_LABELS),
  };
}

const FILTER_LABELS = [
  'filters',
  'vocals',
  'any',
  'instrumental',
  'vocal',
  'mood',
  'genre',
  'tempo',
  'tempoFrom',
  'tempoTo',
  'showing',
  'noMatch',
] as const satisfies readonly (keyof Labels)[];

export interface CatalogFiltersProps {
  /** The id of the list whose cards the filters show and hide. */
  listId: string;
  moods: Track['moods'];
  genres: Track['genres'];
  bpmMin: Track['bpm'];
  bpmMax: Track['bpm'];
  total: number;
  labels: Pick<Labels, (typeof FILTER_LABELS)[number]>;
}

const unique = (lists: string[][]) => [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));

/** The filters' props: the choices the listed tracks offer. */
export function filterProps(tracks: readonly Track[], labels: Labels, listId: string): CatalogFiltersProps {
  const bpms = tracks.map((t) => t.bpm);
  return {
    listId,
    moods: unique(tracks.map((t) => t.moods)),
    genres: unique(tracks.map((t) => t.genres)),
    bpmMin: Math.floor(Math.min(...bpms)),
    bpmMax: Math.ceil(Math.max(...bpms)),
    total: tracks.length,
    labels: pick(labels, FILTER_LABELS),
  };
}
