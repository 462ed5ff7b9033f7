import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, pairsOf, type SearchDocument, type TextField } from './index-options.ts';
import type { SearchTrack } from './search-track.ts';

/** A track's words by field, as the catalog section gives them. */
export type TrackText = { id: string } & Record<TextField, string>;

export interface SearchFile {
  index: unknown;
  tracks: SearchTrack[];
}

/**
 * The catalog's search file, written by the build beside its pages: the index of every listed
 * track's words and the facts its filters read. The browser fetches it when the box is first used.
 */
export function buildSearchFile(texts: readonly TrackText[], tracks: readonly SearchTrack[]): string {
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(
    texts.map((text) => ({
      ...text,
      // Each field's pairs apart: a phrase never spans the end of a title and the start of a keyword.
      pairs: Object.entries(text)
        .filter(([field]) => field !== 'id')
        .flatMap(([, value]) => value.split('\n').flatMap(pairsOf))
        .join(' '),
    })),
  );
  const file: SearchFile = { index: index.toJSON(), tracks: [...tracks] };
  return JSON.stringify(file);
}
