import type { AudioFactsMap } from '../../../audio/AudioFactsContext.tsx';
import { partStart } from '../../../audio/sound/sound-features.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { listedTracks } from '../listed.ts';
import { keyRelation, likeKey, type KeyRelation } from './like-key.ts';
import { hasSound, soundDistance, soundSpace, zAt, zOf, type SoundSpace } from './sound-space.ts';

type Track = CatalogSection['tracks'][number];

export type SimilarReason =
  'similarTempo' | KeyRelation | 'brighter' | 'darker' | 'calmer' | 'moreEnergetic' | 'alsoInstrumental' | 'alsoVocal';

export interface SimilarTrack {
  id: string;
  title: string;
  reasons: SimilarReason[];
}

/** The facts a buyer filters by, which weigh in beside the sound. */
export interface Facets {
  vocals: string;
  /** The tempo compared by (likeTempo), null where the track has no steady pulse. */
  bpm: number | null;
  /** The key compared by (like-key.ts's likeKey, as a keyNumber), null where none is clear. */
  key: number | null;
}

/** A track's place in a space, with its facets. */
export interface Placed extends Facets {
  place: number;
}

const spaceBy = new WeakMap<CatalogSection, SoundSpace>();

/**
 * The tempo "more like this" compares a track by. The YAML's where the producer wrote it or
 * reviewed it (no `measured.bpm` mark); where it is measured or absent, what the build measured
 * from the audio it decodes (null: no steady pulse, so no tempo to be near); where the build heard
 * nothing (audio on another host), the YAML's measured value, else none. A placeholder typed on
 * every track no longer makes every pair "similar tempo" once it is marked measured or left out.
 */
export function likeTempo(track: Track, facts: AudioFactsMap): number | null {
  const written = track.bpm ?? null;
  if (written !== null && !track.measured?.bpm) return written;
  const heard = facts[track.audio]?.tempo;
  return heard ? heard.bpm : written;
}

/** The tempo a place is compared by: the space's own (the build's likeTempo) when it has them, else the one written beside the track. */
const placedTempo = (space: SoundSpace, place: number, written: number | null | undefined): number | null =>
  space.tempos && place < space.tempos.length
    ? space.tempos[place]!
    : typeof written === 'number' && written > 0
      ? written
      : null;

/** The key a place is compared by: the space's own (the build's likeKey); a space without them relates no keys. */
const placedKey = (space: SoundSpace, place: number): number | null => space.keys?.[place] ?? null;

/** A place with the facets the build or the browser compares it by. */
export const placedOf = (space: SoundSpace, place: number, track: { vocals: string; bpm?: number | null }): Placed => ({
  place,
  vocals: track.vocals,
  bpm: placedTempo(space, place, track.bpm),
  key: placedKey(space, place),
});

/**
 * The space of the catalog's listed tracks, in the search base's order: the one the browser
 * fetches and the one "More like this" ranks in, built once per catalog. A track kept for
 * shortlists is not in it, nor in the mean and spread the sound file publishes.
 */
export function catalogSoundSpace(section: CatalogSection, facts: AudioFactsMap): SoundSpace {
  let space = spaceBy.get(section);
  if (!space) {
    const listed = listedTracks(section.tracks);
    space = {
      ...soundSpace(
        listed.map((track) => facts[track.audio]?.sound),
        listed.map((track) => facts[track.audio]?.print),
      ),
      tempos: listed.map((track) => likeTempo(track, facts)),
      keys: listed.map((track) => likeKey(track, facts)),
    };
    spaceBy.set(section, space);
  }
  return space;
}

const bothOr = (a: string, b: string) => a === b || a === 'both' || b === 'both';

/**
 * How far apart two tempos count: twice their log ratio (10 % apart is 0.19, an octave 1.39);
 * two tracks without a steady pulse are alike in that; one with and one without as far as a
 * different vocals choice.
 */
function tempoApart(from: number | null, to: number | null): number {
  if (from === null || to === null) return from === to ? 0 : 0.5;
  return 2 * Math.abs(Math.log(to / from));
}

/** Sound first; a different vocals choice, and a tempo far off, push a track down. `fromZ` is the first track's z-scores, read once for a whole catalog. */
export function likeDistance(space: SoundSpace, from: Placed, to: Placed, fromZ = zOf(space, from.place)): number {
  return (
    soundDistance(space, to.place, fromZ) + (bothOr(from.vocals, to.vocals) ? 0 : 0.5) + tempoApart(from.bpm, to.bpm)
  );
}

/** Where the parts the reasons read start, found once: a catalog's worth of reasons reads them thousands of times. */
const STARTS = {
  centroid: partStart('centroid'),
  loudness: partStart('loudness'),
  onsets: partStart('onsets'),
} as const;

/** Why a track is near another, in a few words. */
export function likeReasons(space: SoundSpace, from: Placed, to: Placed): SimilarReason[] {
  const z = (placed: Placed, part: keyof typeof STARTS) => zAt(space, placed.place, STARTS[part]);
  const energy = (placed: Placed) => (z(placed, 'loudness') + z(placed, 'onsets')) / 2;
  const reasons: SimilarReason[] = [];
  if (from.bpm !== null && to.bpm !== null && Math.abs(to.bpm - from.bpm) <= 0.06 * from.bpm)
    reasons.push('similarTempo');
  const key = keyRelation(from.key, to.key);
  if (key) reasons.push(key);
  const brightness = z(to, 'centroid') - z(from, 'centroid');
  if (brightness > 0.75) reasons.push('brighter');
  if (brightness < -0.75) reasons.push('darker');
  const lift = energy(to) - energy(from);
  if (lift > 0.75) reasons.push('moreEnergetic');
  if (lift < -0.75) reasons.push('calmer');
  if (from.vocals === to.vocals && from.vocals !== 'both')
    reasons.push(from.vocals === 'instrumental' ? 'alsoInstrumental' : 'alsoVocal');
  return reasons;
}

/** The listed tracks that sound nearest to one, nearest first, with why in a few words. */
export function similarTracks(
  section: CatalogSection,
  facts: AudioFactsMap,
  trackId: string,
  count = 5,
): SimilarTrack[] {
  const space = catalogSoundSpace(section, facts);
  const listed = listedTracks(section.tracks);
  const placed = (track: Track, place: number): Placed => placedOf(space, place, track);
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
    .map(({ to }) => ({
      id: listed[to.place]!.id,
      title: listed[to.place]!.title,
      reasons: likeReasons(space, from, to),
    }));
}
