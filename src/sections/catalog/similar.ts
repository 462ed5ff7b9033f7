import type { AudioFactsMap } from '../../audio/AudioFactsContext.tsx';
import { partStart, SOUND_LAYOUT, SOUND_SIZE, type SoundPart } from '../../audio/sound/sound-features.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Track = CatalogSection['tracks'][number];

export type SimilarReason = 'similarTempo' | 'brighter' | 'darker' | 'calmer' | 'moreEnergetic' | 'alsoInstrumental' | 'alsoVocal';

export interface SimilarTrack {
  id: string;
  title: string;
  reasons: SimilarReason[];
}

/**
 * How much each part of the sound counts: timbre (brightness, noisiness, change, the spectrum's
 * shape) most, then harmony, dynamics and rhythm alike; each part's numbers share its weight, so a
 * part with many numbers does not outvote one with few.
 */
const WEIGHTS: Record<SoundPart, number> = { centroid: 0.4, flatness: 0.2, flux: 0.2, cepstrum: 0.6, chroma: 0.4, loudness: 0.4, onsets: 0.3, tempo: 0.2 };
const dimensionWeights = Float64Array.from(SOUND_LAYOUT.flatMap(([part, size]) => Array.from({ length: size }, () => WEIGHTS[part] / size)));

/** What is compared: a track's main version's sound, as z-scores over the catalog, with the facts a buyer filters by. */
interface Placed {
  track: Track;
  z: Float64Array;
}

const placedBy = new WeakMap<CatalogSection, Placed[]>();

/** The tracks with a sound, each number as z-scores over the catalog: done once per catalog. */
function place(section: CatalogSection, facts: AudioFactsMap): Placed[] {
  const known = placedBy.get(section);
  if (known) return known;
  const withSound = section.tracks.flatMap((track) => {
    const sound = facts[track.audio]?.sound;
    return sound?.length === SOUND_SIZE ? [{ track, sound }] : [];
  });
  const mean = new Float64Array(SOUND_SIZE);
  const spread = new Float64Array(SOUND_SIZE);
  for (const { sound } of withSound) sound.forEach((value, d) => (mean[d]! += value / withSound.length));
  for (const { sound } of withSound) sound.forEach((value, d) => (spread[d]! += (value - mean[d]!) ** 2 / withSound.length));
  const placed = withSound.map(({ track, sound }) => ({
    track,
    z: Float64Array.from(sound, (value, d) => (spread[d]! > 1e-12 ? (value - mean[d]!) / Math.sqrt(spread[d]!) : 0)),
  }));
  placedBy.set(section, placed);
  return placed;
}

const distance = (a: Float64Array, b: Float64Array) => {
  let sum = 0;
  for (let d = 0; d < SOUND_SIZE; d++) sum += dimensionWeights[d]! * (a[d]! - b[d]!) ** 2;
  return Math.sqrt(sum);
};

/** The buyer's own filters weigh in: a different vocals choice, and a tempo far off, push a track down. */
function blended(from: Placed, to: Placed): number {
  const vocals = from.track.vocals === to.track.vocals || to.track.vocals === 'both' || from.track.vocals === 'both' ? 0 : 0.5;
  return distance(from.z, to.z) + vocals + 2 * Math.abs(Math.log(to.track.bpm / from.track.bpm));
}

function reasonsFor(from: Placed, to: Placed): SimilarReason[] {
  const z = (placed: Placed, part: SoundPart) => placed.z[partStart(part)]!;
  const energy = (placed: Placed) => (z(placed, 'loudness') + z(placed, 'onsets')) / 2;
  const reasons: SimilarReason[] = [];
  if (Math.abs(to.track.bpm - from.track.bpm) <= 0.06 * from.track.bpm) reasons.push('similarTempo');
  const brightness = z(to, 'centroid') - z(from, 'centroid');
  if (brightness > 0.75) reasons.push('brighter');
  if (brightness < -0.75) reasons.push('darker');
  const lift = energy(to) - energy(from);
  if (lift > 0.75) reasons.push('moreEnergetic');
  if (lift < -0.75) reasons.push('calmer');
  if (from.track.vocals === to.track.vocals && from.track.vocals !== 'both') reasons.push(from.track.vocals === 'instrumental' ? 'alsoInstrumental' : 'alsoVocal');
  return reasons;
}

/** The listed tracks that sound nearest to one, nearest first, with why in a few words. */
export function similarTracks(section: CatalogSection, facts: AudioFactsMap, trackId: string, count = 5): SimilarTrack[] {
  const placed = place(section, facts);
  const from = placed.find((candidate) => candidate.track.id === trackId);
  if (!from) return [];
  return placed
    // A track kept for shortlists is compared, and its page suggests listed ones, never another kept one.
    .filter((candidate) => candidate !== from && candidate.track.listed !== false)
    .map((candidate) => ({ candidate, score: blended(from, candidate) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map(({ candidate }) => ({ id: candidate.track.id, title: candidate.track.title, reasons: reasonsFor(from, candidate) }));
}
