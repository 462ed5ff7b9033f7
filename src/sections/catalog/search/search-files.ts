import { fetchJson, once } from './fetch-json';
import { shardFile } from './search-shards';
import type { SearchBase } from './build-index';
import type { Search } from './searcher';
import type { SearchTrack } from './search-track';
import type { CatalogSearchProps } from './search-props';
import type { SoundFile } from '../sound/sound-file';
import type { SoundSpace } from '../sound/sound-space';

export interface SearchFiles {
  /** The search code and the search base, each part of the index fetched the first time a word needs it. */
  search: () => Promise<{ search: Search; tracks: SearchTrack[] }>;
  /** The code that orders by sound and the catalog's sound file, for "more like this" and a dropped file. */
  sounds: () => Promise<{ space: SoundSpace; order: typeof import('../sound/order-by-sound') }>;
}

/** What the search fetches, each once, and only when first asked for: none of it comes with the page. */
export function searchFiles({ searchFile, searchFolder, soundFile }: Pick<CatalogSearchProps, 'searchFile' | 'searchFolder' | 'soundFile'>): SearchFiles {
  return {
    search: once(() =>
      Promise.all([import('./searcher'), fetchJson<SearchBase>(searchFile)]).then(([{ createSearcher }, base]) => ({
        search: createSearcher(base, (shard) => fetchJson(shardFile(searchFolder, shard))),
        tracks: base.tracks,
      })),
    ),
    sounds: once(() =>
      Promise.all([import('../sound/sound-file'), import('../sound/order-by-sound'), fetchJson<SoundFile>(soundFile ?? '')]).then(([{ spaceOfFile }, order, file]) => ({
        space: spaceOfFile(file),
        order,
      })),
    ),
  };
}
