import { hasSound, nearestBySound, soundSpace, zOf } from './sound-space.ts';

/**
 * Moods, genres and instruments for a track the artist left without them, from the tracks that
 * sound nearest to it and carry them: each neighbour votes for its own values with a weight that
 * falls with its distance, and a value is suggested when its share of the votes reaches the
 * threshold. The vote reads the artist's own words, so a catalog tagged "Tense" and "Dark" is
 * suggested "Tense" and "Dark", never a vocabulary of someone else's.
 */

/** The fields suggested, in the order the YAML gives them. */
export const SUGGESTED_FIELDS = ['moods', 'genres', 'instruments'] as const;
export type SuggestedField = (typeof SUGGESTED_FIELDS)[number];

export interface SuggestOptions {
  /** How many tagged neighbours vote. */
  neighbours?: number;
  /** The share of the votes a value needs, 0 to 1. */
  threshold?: number;
  /** At most this many values are suggested for a field. */
  most?: number;
  /** A value needs this many neighbours carrying it: one track's tag alone is that track's, not the catalog's. */
  voters?: number;
}

/**
 * Set on the leave-one-out bench (npm run bench:suggest): seven neighbours, and a value needs a
 * third of the votes. Fewer neighbours let one stray track decide; more reach into other styles
 * in a catalog with few tracks of each.
 */
export const SUGGEST_DEFAULTS: Required<SuggestOptions> = { neighbours: 7, threshold: 0.34, most: 3, voters: 2 };

/** A neighbour's vote counts 1/(distance + NEAR): a track that sounds the same does not outvote all others alone. */
const NEAR = 0.25;

export interface SuggestedValue {
  value: string;
  /** Its share of the weighted votes, 0 to 1. */
  confidence: number;
}

export interface Suggestion {
  /** Most sure first, each at or above the threshold. */
  values: SuggestedValue[];
  /** The lowest confidence among the values: how sure the field as written is. */
  confidence: number;
  /** The neighbours that voted for a suggested value, nearest first: the tracks the suggestion came from. */
  from: string[];
}

export interface TaggedTrack {
  id: string;
  /** What the build measured (src/audio/sound/sound-features.ts), or null where there is none. */
  sound: readonly number[] | null | undefined;
  /** The field's values where the artist typed them; empty or absent where the track lacks them. */
  tags: Partial<Record<SuggestedField, readonly string[]>>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A field's values among the neighbours, by the weight of the votes for each; ties keep the nearest voter's value first. */
function vote(
  neighbours: readonly { track: TaggedTrack; distance: number }[],
  field: SuggestedField,
  { threshold, most, voters }: Required<SuggestOptions>,
): Suggestion | null {
  const votes = new Map<string, { weight: number; from: string[] }>();
  let total = 0;
  for (const { track, distance } of neighbours) {
    const weight = 1 / (distance + NEAR);
    total += weight;
    for (const value of new Set(track.tags[field])) {
      const tally = votes.get(value) ?? { weight: 0, from: [] };
      tally.weight += weight;
      tally.from.push(track.id);
      votes.set(value, tally);
    }
  }
  const chosen = [...votes]
    .map(([value, tally]) => ({ value, confidence: tally.weight / total, from: tally.from }))
    .filter((candidate) => candidate.confidence >= threshold && candidate.from.length >= voters)
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, most);
  if (!chosen.length) return null;
  const voting = new Set(chosen.flatMap((candidate) => candidate.from));
  return {
    values: chosen.map(({ value, confidence }) => ({ value, confidence: round2(confidence) })),
    confidence: round2(Math.min(...chosen.map((candidate) => candidate.confidence))),
    from: neighbours.map(({ track }) => track.id).filter((id) => voting.has(id)),
  };
}

const lacks = (track: TaggedTrack, field: SuggestedField) => !track.tags[field]?.length;

/**
 * For each track that lacks a field and has a sound, the field's suggestion from its nearest
 * neighbours among the tracks that carry it, measured in the sound space of all the tracks given
 * ("more like this"'s measure). A track with the field typed is never given a suggestion for it;
 * a track whose neighbours agree on nothing gets none.
 */
export function suggestTags(
  tracks: readonly TaggedTrack[],
  fields: readonly SuggestedField[] = SUGGESTED_FIELDS,
  options: SuggestOptions = {},
): Map<string, Partial<Record<SuggestedField, Suggestion>>> {
  const settings = { ...SUGGEST_DEFAULTS, ...options };
  const space = soundSpace(tracks.map((track) => track.sound));
  const found = new Map<string, Partial<Record<SuggestedField, Suggestion>>>();
  tracks.forEach((track, place) => {
    if (!hasSound(space, place)) return;
    const z = zOf(space, place);
    for (const field of fields) {
      if (!lacks(track, field)) continue;
      const near = nearestBySound(
        space,
        z,
        settings.neighbours,
        (other) => other !== place && !lacks(tracks[other]!, field),
      ).map(({ place: other, distance }) => ({ track: tracks[other]!, distance }));
      const suggestion = near.length ? vote(near, field, settings) : null;
      if (suggestion) found.set(track.id, { ...found.get(track.id), [field]: suggestion });
    }
  });
  return found;
}
