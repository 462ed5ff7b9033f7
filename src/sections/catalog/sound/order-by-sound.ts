import type { Found } from '../search/searcher.ts';
import type { SearchTrack } from '../search/search-track.ts';
import { likeDistance, likeReasons, placedOf, type Placed } from './similar.ts';
import type { QueryPrint } from '../../../audio/sound/sound-print.ts';
import { hasSound, orderForFile, soundDistance, zOf, type SoundSpace } from './sound-space.ts';

/** What the results are ordered by: a catalog track ("more like this"), or a visitor's file, its sound and its print. */
export type SoundFrom = { like: string } | { z: Float64Array; query: QueryPrint };

const placesBy = new WeakMap<readonly SearchTrack[], Map<string, number>>();

/** A track's place in the search base, which is its place in the sound file too. */
function placeOf(tracks: readonly SearchTrack[], id: string): number | undefined {
  let places = placesBy.get(tracks);
  if (!places) {
    places = new Map(tracks.map((track, place) => [track.id, place]));
    placesBy.set(tracks, places);
  }
  return places.get(id);
}

/**
 * The results a search found, nearest in sound first, each with why when ordered from a track. A
 * track the build heard nothing of cannot be placed and is left out; so is the track asked from.
 */
export function orderBySound(
  found: readonly Found[],
  tracks: readonly SearchTrack[],
  space: SoundSpace,
  from: SoundFrom,
): Found[] {
  const source = 'like' in from ? placeOf(tracks, from.like) : undefined;
  if ('like' in from && (source === undefined || !hasSound(space, source))) return [];
  const fromZ = 'z' in from ? from.z : zOf(space, source!);
  const placed = (place: number): Placed => placedOf(space, place, tracks[place]!);
  const origin: Placed | null = source === undefined ? null : placed(source);
  // In flat arrays, sorted by index: a catalog of thousands is ordered at each press, and objects per track would be garbage.
  const kept = new Int32Array(found.length);
  const places = new Int32Array(found.length);
  const distances = new Float64Array(found.length);
  let count = 0;
  found.forEach((result, index) => {
    const place = placeOf(tracks, result.id);
    if (place === undefined || place === source || !hasSound(space, place)) return;
    kept[count] = index;
    places[count] = place;
    distances[count] = origin
      ? likeDistance(space, origin, placed(place), fromZ)
      : soundDistance(space, place, fromZ, 'file');
    count += 1;
  });
  // A file: the nearest by the whole sound, then by the print, finds the track an excerpt is of.
  const order =
    'z' in from
      ? orderForFile(
          space,
          Array.from({ length: count }, (_, at) => ({ at, place: places[at]!, distance: distances[at]! })),
          fromZ,
          from.query,
        ).map(({ at }) => at)
      : Array.from({ length: count }, (_, at) => at).sort((a, b) => distances[a]! - distances[b]!);
  return order.map((at) => {
    const result = found[kept[at]!]!;
    if (!origin) return result;
    const place = places[at]!;
    return { ...result, reasons: likeReasons(space, origin, placed(place)) };
  });
}
