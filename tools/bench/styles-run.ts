/**
 * bench:styles' figures from described tracks, ranked exactly as the site ranks (soundSpace,
 * nearestBySound, orderForFile): each against chance (a random five) and the attainable (five of
 * the group wherever the group has five others). Pure, so a test can run it on a few sounds.
 */
import type { SoundPrint } from '../../src/audio/sound/sound-print.ts';
import {
  nearestBySound,
  orderForFile,
  placeSound,
  soundSpace,
  zOf,
} from '../../src/sections/catalog/sound/sound-space.ts';
import type { Described, Excerpt } from './styles-audio.ts';

export interface BenchTrack {
  /** The file, relative to the folder given. */
  name: string;
  /** The style or the collection it belongs to. */
  group: string;
  described: Described;
  excerpt?: Excerpt;
}

/** A share of neighbours in the query's own group, beside what a random five and the best five would hold. */
export interface Share {
  value: number;
  chance: number;
  attainable: number;
  /** value / attainable. */
  ofAttainable: number;
  queries: number;
}

export interface GroupFigures {
  tracks: number;
  groups: Record<string, number>;
  /** "More like this": a track's five nearest by the whole sound. */
  moreLikeThis: Share;
  /** A track's own file dropped on "Find tracks like a file", itself left out of the catalog. */
  file: Share;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const NEIGHBOURS = 5;

function shareOf(tracks: readonly BenchTrack[], ranked: (place: number) => number[]): Share {
  const sizes = new Map<string, number>();
  for (const { group } of tracks) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  const values: number[] = [];
  const chance: number[] = [];
  const attainable: number[] = [];
  tracks.forEach((track, place) => {
    const others = sizes.get(track.group)! - 1;
    const top = ranked(place).slice(0, NEIGHBOURS);
    values.push(top.filter((other) => tracks[other]!.group === track.group).length / NEIGHBOURS);
    chance.push(others / Math.max(1, tracks.length - 1));
    attainable.push(Math.min(NEIGHBOURS, others) / NEIGHBOURS);
  });
  const value = mean(values);
  return {
    value,
    chance: mean(chance),
    attainable: mean(attainable),
    ofAttainable: value / Math.max(1e-9, mean(attainable)),
    queries: tracks.length,
  };
}

const spaceOf = (tracks: readonly BenchTrack[]) =>
  soundSpace(
    tracks.map((track) => track.described.sound),
    tracks.map((track): SoundPrint => track.described.print),
  );

/** Both shares for a catalog made of these tracks, each track a query in turn, never its own neighbour. */
export function groupFigures(tracks: readonly BenchTrack[]): GroupFigures {
  const space = spaceOf(tracks);
  const groups: Record<string, number> = {};
  for (const { group } of tracks) groups[group] = (groups[group] ?? 0) + 1;
  const others = (place: number) => (other: number) => other !== place;
  const moreLikeThis = shareOf(tracks, (place) =>
    nearestBySound(space, zOf(space, place), NEIGHBOURS, others(place)).map((found) => found.place),
  );
  const file = shareOf(tracks, (place) => {
    const { sound } = tracks[place]!.described;
    const z = placeSound(space, sound);
    const near = nearestBySound(space, z, tracks.length, others(place), 'file');
    return orderForFile(space, near, z, tracks[place]!.described.query).map((found) => found.place);
  });
  return { tracks: tracks.length, groups, moreLikeThis, file };
}

export interface ExcerptFigures {
  count: number;
  rank1: number;
  top5: number;
  /** Where the first place went when it was not the source: the same group, or another. */
  missesInGroup: number;
  misses: { name: string; rank: number; first: string }[];
}

/** Each track's excerpt ranked against the whole catalog as the browser ranks a visitor's file. */
export function excerptFigures(tracks: readonly BenchTrack[]): ExcerptFigures {
  const space = spaceOf(tracks);
  const ranks: number[] = [];
  const misses: ExcerptFigures['misses'] = [];
  let missesInGroup = 0;
  tracks.forEach((track, place) => {
    if (!track.excerpt) return;
    const z = placeSound(space, track.excerpt.sound);
    const order = orderForFile(
      space,
      nearestBySound(space, z, tracks.length, undefined, 'file'),
      z,
      track.excerpt.query,
    ).map((found) => found.place);
    const rank = order.indexOf(place) + 1;
    ranks.push(rank);
    if (rank !== 1) {
      misses.push({ name: track.name, rank, first: tracks[order[0]!]!.name });
      if (tracks[order[0]!]!.group === track.group) missesInGroup++;
    }
  });
  return {
    count: ranks.length,
    rank1: ranks.filter((rank) => rank === 1).length / Math.max(1, ranks.length),
    top5: ranks.filter((rank) => rank <= 5).length / Math.max(1, ranks.length),
    missesInGroup,
    misses,
  };
}
