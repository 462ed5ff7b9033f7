import { PAIR_JOINER, phrasePairs } from './index-terms.ts';
import type { ParsedQuery } from './query.ts';

/**
 * The index is cut by the first letter of its terms, words and phrase pairs apart, so a query
 * fetches only the parts its words can match: a typo from the second letter on and a prefix stay
 * in their word's part. Letters beyond ASCII share 64 parts, so a catalog in Arabic or Japanese
 * does not become thousands of files.
 */
export function shardOf(term: string): string {
  const first = term.codePointAt(0) ?? 0;
  const bucket = first < 128 ? first : 128 + (first % 64);
  return `${term.includes(PAIR_JOINER) ? 'p' : 'w'}${bucket.toString(36)}`;
}

/** The parts a query needs: its words' (asked, typed or excluded) and its phrases' pairs. */
export function shardsFor({ words, phrases, excluded }: ParsedQuery): string[] {
  const terms = [...words, ...excluded, ...phrases.flatMap(phrasePairs)];
  return [...new Set(terms.map(shardOf))].sort();
}

/** One part's terms as MiniSearch serialises them: a term and where it occurs. */
export type ShardEntries = [term: string, postings: unknown][];

/** The part's file, beside the search file: `/catalog.search/w74.json`. */
export const shardFile = (searchFolder: string, shard: string) => `${searchFolder}/${shard}.json`;
