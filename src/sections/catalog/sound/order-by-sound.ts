import type { Found } from '../search/searcher';
import type { SearchTrack } from '../search/search-track';
import { likeDistance, likeReasons, type Placed } from './similar';
import { hasSound, soundDistance, type SoundSpace } from './sound-space';

/** What the results are ordered by: a catalog track ("more like this"), or the sound of a visitor's file. */
export type SoundFrom = { like: string } | { z: Float64Array };

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
export function orderBySound(found: readonly Found[], tracks: readonly SearchTrack[], space: SoundSpace, from: SoundFrom): Found[] {
  const placed = (place: number): Placed => ({ place, vocals: tracks[place]!.vocals, bpm: tracks[place]!.bpm });
  const source = 'like' in from ? placeOf(tracks, from.like) : undefined;
  if ('like' in from && (source === undefined || !hasSound(space, source))) return [];
  const scored = found.flatMap((result) => {
    const place = placeOf(tracks, result.id);
    if (place === undefined || place === source || !hasSound(space, place)) return [];
    return [{ result, place, distance: source === undefined ? soundDistance(space, place, (from as { z: Float64Array }).z) : likeDistance(space, placed(source), placed(place)) }];
  });
  return scored
    .sort((a, b) => a.distance - b.distance)
    .map(({ result, place }) => (source === undefined ? result : { ...result, reasons: likeReasons(space, placed(source), placed(place)) }));
}
