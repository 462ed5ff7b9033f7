/**
 * The baseline "find by sound" is measured against: what a catalog offers without listening,
 * tracks ranked by the tags a producer gives them. A shared genre counts most, then each shared
 * mood, then the nearer tempo; ties go to catalog order, which knows nothing of the answer.
 */
export interface Tags {
  genre: string;
  moods: readonly string[];
  bpm: number;
}

const score = (track: Tags, query: Tags) =>
  (track.genre === query.genre ? 2 : 0) + track.moods.filter((mood) => query.moods.includes(mood)).length;

/** Every place of the catalog, best match to the query's tags first. */
export function rankByTags(catalog: readonly Tags[], query: Tags): number[] {
  const scores = catalog.map((track) => score(track, query));
  const apart = catalog.map((track) => Math.abs(track.bpm - query.bpm));
  return catalog.map((_, place) => place).sort((a, b) => scores[b]! - scores[a]! || apart[a]! - apart[b]! || a - b);
}
