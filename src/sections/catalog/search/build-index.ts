import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, WEIGHTS, type SearchDocument, type TextField } from './index-options.ts';
import { pairsOf } from './index-terms.ts';
import { shardOf, type ShardEntries } from './search-shards.ts';
import type { SearchTrack } from './search-track.ts';

/** A track's words by field, as the catalog section gives them. */
export type TrackText = { id: string } & Record<TextField, string>;

/**
 * What the first search fetches: MiniSearch's index without its terms (each track's field
 * lengths, which the ranking reads), the searched fields with their weights, the parts the terms
 * are cut into, and the facts the filters read. A track is known in the index by its place in
 * `tracks`, so no id is written twice.
 */
export interface SearchBase {
  index: Omit<AsPlainObject, 'index' | 'documentIds'>;
  /** Each searched field's weight, in the index's order: the track-field table's, so the browser needs no copy of it. */
  weights: Record<TextField, number>;
  shards: string[];
  tracks: SearchTrack[];
}

export interface SearchFiles {
  base: SearchBase;
  shards: Map<string, ShardEntries>;
}

/** The catalog's search files: the base, and the index's terms in parts (search-shards.ts). */
export function buildSearchFiles(texts: readonly TrackText[], tracks: readonly SearchTrack[]): SearchFiles {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(
    texts.map(({ id: _, ...fields }, place) => ({
      ...fields,
      id: place,
      // Each field's pairs apart: a phrase never spans the end of a title and the start of a keyword.
      pairs: Object.values(fields)
        .flatMap((value) => value.split('\n').flatMap(pairsOf))
        .join(' '),
    })),
  );
  const { index: terms, documentIds, ...rest } = index.toJSON();
  // The browser rebuilds the ids from the places; that holds only while MiniSearch numbers documents as they come.
  if (Object.entries(documentIds).some(([short, id]) => Number(short) !== id))
    throw new Error('MiniSearch numbered the tracks out of order');
  const shards = new Map<string, ShardEntries>();
  for (const entry of terms) {
    const key = shardOf(entry[0]);
    const shard = shards.get(key);
    if (shard) shard.push(entry);
    else shards.set(key, [entry]);
  }
  return { base: { index: rest, weights: WEIGHTS, shards: [...shards.keys()].sort(), tracks: [...tracks] }, shards };
}
