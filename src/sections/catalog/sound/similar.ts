import type { AudioFactsMap } from '../../../audio/AudioFactsContext.tsx';
import { partStart } from '../../../audio/sound/sound-features.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { listedTracks } from '../listed.ts';
import { hasSound, soundDistance, soundSpace, zAt, zOf, type SoundSpace } from './sound-space.ts';

type Track = CatalogSection['tracks'][number];

export type SimilarReason = 'similarTempo' | 'brighter' | 'darker' | 'calmer' | 'moreEnergetic' | 'alsoInstrumental' | 'alsoVocal';

export interface SimilarTrack {
  id: string;
  title: string;
  reasons: SimilarReason[];
}

/** The facts a buyer filters by, which weigh in beside the sound. */
export interface Facets {
  vocals: string;
  bpm: number;
}

/** A track's place in a space, with its facets. */
export interface Placed extends Facets {
  place: number;
}

const spaceBy = new WeakMap<CatalogSection, SoundSpace>();

/**
 * The space of the catalog's listed tracks, in the search base's order: the one the browser
 * fetches and the one "More like this" ranks in, built once per catalog. A track kept for
 * shortlists is not in it, nor in the mean and spread the sound file publishes.
 */
export function catalogSoundSpace(section: CatalogSection, facts: AudioFactsMap): SoundSpace {
  let space = spaceBy.get(section);
  if (!space) {
    const listed = listedTracks(section.tracks);
    space = soundSpace(
      listed.map((track) => facts[track.audio]?.sound),
      listed.map((track) => facts[track.audio]?.print),
    );
    spaceBy.set(section, space);
  }
  return space;
}

const bothOr = (a: string, b: string) => a === b || a === 'both' || b === 'both';

/** Sound first; a different vocals choice, and a tempo far off, push a track down. `fromZ` is the first track's z-scores, read once for a whole catalog. */
export function likeDistance(space: SoundSpace, from: Placed, to: Placed, fromZ = zOf(space, from.place)): number {
  return soundDistance(space, to.place, fromZ) + (bothOr(from.vocals, to.vocals) ? 0 : 0.5) + 2 * Math.abs(Math.log(to.bpm / from.bpm));
}

/** Where the parts the reasons read start, found once: a catalog's worth of reasons reads them thousands of times. */
const STARTS = { centroid: partStart('centroid'), loudness: partStart('loudness'), onsets: partStart('onsets') } as const;

/** Why a track is near another, in a few words. */
export function likeReasons(space: SoundSpace, from: Placed, to: Placed): SimilarReason[] {
  const z = (placed: Placed, part: keyof typeof STARTS) => zAt(space, placed.place, STARTS[part]);
  const energy = (placed: Placed) => (z(placed, 'loudness') + z(placed, 'onsets')) / 2;
  const reasons: SimilarReason[] = [];
  if (Math.abs(to.bpm - from.bpm) <= 0.06 * from.bpm) reasons.push('similarTempo');
  const brightness = z(to, 'centroid') - z(from, 'centroid');
  if (brightness > 0.75) reasons.push('brighter');
  if (brightness < -0.75) reasons.push('darker');
  const lift = energy(to) - energy(from);
  if (lift > 0.75) reasons.push('moreEnergetic');
  if (lift < -0.75) reasons.push('calmer');
  if (from.vocals === to.vocals && from.vocals !== 'both') reasons.push(from.vocals === 'instrumental' ? 'alsoInstrumental' : 'alsoVocal');
  return reasons;
}

/** The listed tracks that sound nearest to one, nearest first, with why in a few words. */
export function similarTracks(section: CatalogSection, facts: AudioFactsMap, trackId: string, count = 5): SimilarTrack[] {
  const space = catalogSoundSpace(section, facts);
  const listed = listedTracks(section.tracks);
  const placed = (track: Track, place: number): Placed => ({ place, vocals: track.vocals, bpm: track.bpm });
  const fromPlace = listed.findIndex((track) => track.id === trackId);
  if (fromPlace < 0 || !hasSound(space, fromPlace)) return [];
  const from = placed(listed[fromPlace]!, fromPlace);
  const fromZ = zOf(space, fromPlace);
  return listed
    .map(placed)
    .filter((to) => to.place !== fromPlace && hasSound(space, to.place))
    .map((to) => ({ to, score: likeDistance(space, from, to, fromZ) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map(({ to }) => ({ id: listed[to.place]!.id, title: listed[to.place]!.title, reasons: likeReasons(space, from, to) }));
}
