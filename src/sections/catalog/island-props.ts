/**
 * What the catalog's islands are given, picked from the config by the lists each island keeps
 * beside the code that reads them (PLAYER_FIELDS, PLAYER_LABELS, SEARCH_LABELS): a track's
 * field or a label an island shows is added to its list there, and the props and their types
 * follow. Props are bytes of the page, so each island gets only what it reads.
 */
import type { StoredTrack } from '../../../functions/src/contract/shortlist-model.ts';
import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { licenceHref } from '../../contact/prefill.ts';
import type { ShortlistCardsProps } from '../../shortlist/view.ts';
import type { SearchFormProps } from './SearchForm.tsx';
import { SEARCH_LABELS, type CatalogSearchProps } from './search/search-props.ts';
import { PLAYER_FIELDS, PLAYER_LABELS, type TrackPlayerProps } from './player/PlayerView.tsx';
import type { PlayerVersion } from './player/useTrackAudio.ts';
import type { BuyOffer } from './player/buy-offer.ts';
import type { ShortlistPlayerProps } from './ShortlistPlayer.island.tsx';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

const pick = <T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

/**
 * Where a highlight starts, to a tenth of a second: the player's seek needs no finer, and props
 * are bytes of the page. A highlight within the first second (a cue of 30 s or less is its own
 * highlight) is no jump: the player offers none, and a first press plays from the start anyway.
 */
const peakOf = (highlight: { start: number } | undefined) =>
  highlight === undefined || highlight.start < 1 ? {} : { peak: Math.round(highlight.start * 10) / 10 };

/**
 * The main file and the versions, each with its name, its length and where its highlight starts
 * from the build's facts. The energy curve itself is drawn at build time beside the waveform
 * (EnergyCurve.tsx), so it is not sent again as props.
 */
const trackVersions = (track: Track, labels: Pick<Labels, 'mainVersion'>, facts: AudioFactsMap): PlayerVersion[] =>
  [{ label: labels.mainVersion, audio: track.audio }, ...track.versions].map((v) => ({
    label: v.label,
    src: v.audio,
    duration: facts[v.audio]?.duration ?? 0,
    ...peakOf(facts[v.audio]?.energy?.highlight),
  }));

/**
 * One track's player props. `licenceHref` is the link that asks for a licence of the version
 * named; `inPlace` when the contact form is on the same page.
 */
export function playerProps(
  track: Track,
  {
    labels,
    artist,
    facts,
    licenceHref,
    inPlace,
    pageUrl,
    buy,
  }: {
    labels: Labels;
    artist: string;
    facts: AudioFactsMap;
    licenceHref: (version: string) => string;
    inPlace: boolean;
    pageUrl?: string;
    buy?: BuyOffer | undefined;
  },
): TrackPlayerProps {
  const versions = trackVersions(track, labels, facts);
  return {
    ...pick(track, PLAYER_FIELDS),
    artist,
    versions,
    licenceHrefs: versions.map((v) => licenceHref(v.label)),
    inPlace,
    ...(pageUrl !== undefined && { pageUrl }),
    labels: pick(labels, PLAYER_LABELS),
    ...(buy && { buy }),
  };
}

/**
 * One track's player on a shortlist page: the versions the shortlist offers, each with a licence
 * link that names the shortlist (the form is on the home page, so the link loads it there), and
 * the keys its listening is reported under.
 */
export function shortlistPlayerProps(
  track: StoredTrack,
  { section, shortlist }: Omit<ShortlistCardsProps<CatalogSection>, 'tracks'>,
  artist: string,
): ShortlistPlayerProps {
  return {
    title: track.title,
    download: shortlist.downloads,
    artist,
    versions: track.versions.map((version) => ({
      label: version.label,
      src: version.audio,
      duration: version.durationSeconds,
      ...peakOf(version.energy?.highlight),
    })),
    licenceHrefs: track.versions.map(
      (version) => `/${licenceHref(section.contactTarget, track.title, version.label, shortlist.id)}`,
    ),
    inPlace: false,
    labels: pick(section.labels, PLAYER_LABELS),
    report: { track: track.id, versions: track.versions.map((version) => version.key) },
  };
}

const unique = (lists: string[][]) => [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));

/**
 * The search's form and its script: the choices the listed tracks offer and the form's labels,
 * drawn at build; where the script finds the page's parts and the files, and the labels it writes.
 */
export function searchProps(
  tracks: readonly Track[],
  labels: Labels,
  where: Omit<CatalogSearchProps, 'total' | 'labels'>,
): { form: SearchFormProps; island: CatalogSearchProps } {
  // Free-time tracks have no tempo to bound the range by.
  const bpms = tracks.flatMap((t) => (t.bpm === undefined ? [] : [t.bpm]));
  return {
    form: {
      moods: unique(tracks.map((t) => t.moods)),
      genres: unique(tracks.map((t) => t.genres)),
      ...(bpms.length > 0 && { bpmMin: Math.floor(Math.min(...bpms)), bpmMax: Math.ceil(Math.max(...bpms)) }),
      total: tracks.length,
      byFile: where.soundFile !== null,
      labels,
    },
    island: { ...where, total: tracks.length, labels: pick(labels, SEARCH_LABELS) },
  };
}
