import MiniSearch, { type AsPlainObject, type Query } from 'minisearch';
import { fittingVersion, passes, type Choice } from './choice.ts';
import { indexOptions, PAIRS, phrasePairs } from './index-terms.ts';
import type { SearchDocument } from './index-options.ts';
import { parseQuery } from './query.ts';
import { shardsFor, type ShardEntries } from './search-shards.ts';
import type { SearchBase } from './build-index.ts';
import type { SimilarReason } from '../sound/similar.ts';

export interface Found {
  id: string;
  /** With a cut length chosen: the version that fits it. */
  fits: { label: string; seconds: number } | null;
  /** Ordered by sound from a track: why this one is near it. */
  reasons?: SimilarReason[];
}

/** A typo is allowed from the fourth letter ("pianno" finds piano), two from the ninth. */
const fuzzy = (term: string) => (term.length < 4 ? 0 : term.length < 9 ? 1 : 2);

export type Search = (choice: Choice) => Promise<Found[]>;

/**
 * The catalog's search over the files the build wrote: the base, and each part of the index the
 * words need, fetched once (`fetchShard`). The index is put together again from the parts at
 * hand, so a query scores as it would over the whole index.
 */
export function createSearcher(base: SearchBase, fetchShard: (shard: string) => Promise<ShardEntries>): Search {
  const documentIds = Object.fromEntries(base.tracks.map((_, place) => [place, place]));
  const fetched = new Map<string, Promise<ShardEntries>>();
  let index: { shards: string; search: MiniSearch<SearchDocument> } | null = null;
  // The fields and weights the build indexed with, from the search base (build-index.ts).
  const inFields = { fields: Object.keys(base.weights), boost: base.weights };
  const options = indexOptions<SearchDocument>(inFields.fields);

  const indexWith = async (needed: string[]): Promise<MiniSearch<SearchDocument>> => {
    // A part the build did not write has no term of the catalog: nothing to fetch.
    for (const shard of needed.filter((key) => base.shards.includes(key) && !fetched.has(key))) {
      const entries = fetchShard(shard);
      fetched.set(shard, entries);
      entries.catch(() => fetched.delete(shard));
    }
    const keys = [...fetched.keys()].sort().join();
    const parts = await Promise.all(fetched.values());
    if (index?.shards !== keys) {
      const whole: AsPlainObject = { ...base.index, documentIds, index: parts.flat() as AsPlainObject['index'] };
      index = { shards: keys, search: MiniSearch.loadJS<SearchDocument>(whole, options) };
    }
    return index.search;
  };

  return async (choice) => {
    const parsed = parseQuery(choice.q);
    const { words, phrases, excluded } = parsed;
    const search = await indexWith(shardsFor(parsed));
    const wanted: Query[] = [
      // Every word as a prefix too: results come as the buyer types ("whistl"), at a lower weight than a whole word.
      ...words.map((word): Query => ({ ...inFields, queries: [word], prefix: true, fuzzy: fuzzy(word) })),
      ...phrases.map((phrase): Query => ({
        fields: [PAIRS],
        queries: phrasePairs(phrase),
        tokenize: (pair) => [pair],
        combineWith: 'AND',
        prefix: false,
        fuzzy: false,
      })),
    ];
    const positive: Query = wanted.length ? { combineWith: 'AND', queries: wanted } : MiniSearch.wildcard;
    const query: Query = excluded.length
      ? { combineWith: 'AND_NOT', queries: [positive, { ...inFields, queries: excluded, prefix: false, fuzzy: false }] }
      : positive;
    const track = (place: unknown) => base.tracks[place as number]!;
    const results = search.search(query, { filter: (result) => passes(track(result.id), choice) });
    // With no words every track scores alike: keep the catalog's own order.
    const ordered = wanted.length ? results : results.sort((a, b) => (a.id as number) - (b.id as number));
    return ordered.map(({ id }) => ({
      id: track(id).id,
      fits: choice.fits === null ? null : fittingVersion(track(id), choice.fits),
    }));
  };
}
