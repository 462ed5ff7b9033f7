import MiniSearch, { type Query } from 'minisearch';
import { fittingVersion, passes, type Choice } from './choice';
import { INDEX_OPTIONS, PAIRS, phrasePairs, TEXT_FIELDS, WEIGHTS, type SearchDocument } from './index-options';
import { parseQuery } from './query';
import type { SearchFile } from './build-index';
import type { SearchTrack } from './search-track';

export interface Found {
  id: string;
  /** With a cut length chosen: the version that fits it. */
  fits: { label: string; seconds: number } | null;
}

/** A typo is allowed from the fourth letter ("pianno" finds piano), two from the ninth. */
const fuzzy = (term: string) => (term.length < 4 ? 0 : term.length < 9 ? 1 : 2);

/** The catalog's search, over the file the build wrote: the tracks that answer a choice, best first. */
export function createSearcher(file: SearchFile): (choice: Choice) => Found[] {
  const index = MiniSearch.loadJS<SearchDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  const tracks = new Map(file.tracks.map((track) => [track.id, track]));
  const inFields = { fields: TEXT_FIELDS, boost: WEIGHTS };
  return (choice) => {
    const { words, phrases, excluded } = parseQuery(choice.q);
    const wanted: Query[] = [
      // Every word as a prefix too: results come as the buyer types ("whistl"), at a lower weight than a whole word.
      ...words.map((word): Query => ({ ...inFields, queries: [word], prefix: true, fuzzy: fuzzy(word) })),
      ...phrases.map((phrase): Query => ({ fields: [PAIRS], queries: phrasePairs(phrase), tokenize: (pair) => [pair], combineWith: 'AND', prefix: false, fuzzy: false })),
    ];
    const positive: Query = wanted.length ? { combineWith: 'AND', queries: wanted } : MiniSearch.wildcard;
    const query: Query = excluded.length ? { combineWith: 'AND_NOT', queries: [positive, { ...inFields, queries: excluded, prefix: false, fuzzy: false }] } : positive;
    const results = index.search(query, { filter: (result) => passes(tracks.get(result.id as string) as SearchTrack, choice) });
    // With no words every track scores alike: keep the catalog's own order.
    const ordered = wanted.length ? results : results.sort((a, b) => order(file.tracks, a.id) - order(file.tracks, b.id));
    return ordered.map(({ id }) => ({ id: id as string, fits: choice.fits === null ? null : fittingVersion(tracks.get(id as string) as SearchTrack, choice.fits) }));
  };
}

const positions = new WeakMap<readonly SearchTrack[], Map<string, number>>();
function order(tracks: readonly SearchTrack[], id: string): number {
  let map = positions.get(tracks);
  if (!map) positions.set(tracks, (map = new Map(tracks.map((track, index) => [track.id, index]))));
  return map.get(id) ?? 0;
}
