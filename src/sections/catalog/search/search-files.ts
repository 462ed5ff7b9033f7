import { fetchJson, once } from './fetch-json.ts';
import { shardFile } from './search-shards.ts';
import type { SearchBase } from './build-index.ts';
import type { Search } from './searcher.ts';
import type { SearchTrack } from './search-track.ts';
import type { CatalogSearchProps } from './search-props.ts';
import type { SoundFile } from '../sound/sound-file.ts';
import type { SoundSpace } from '../sound/sound-space.ts';

export interface SearchFiles {
  /** The search code and the search base, each part of the index fetched the first time a word needs it. */
  search: () => Promise<{ search: Search; tracks: SearchTrack[] }>;
  /** The code that orders by sound and the catalog's sound file, for "more like this" and a dropped file. */
  sounds: () => Promise<{ space: SoundSpace; order: typeof import('../sound/order-by-sound.ts') }>;
}

/** What the search fetches, each once, and only when first asked for: none of it comes with the page. */
export function searchFiles({
  searchFile,
  searchFolder,
  soundFile,
}: Pick<CatalogSearchProps, 'searchFile' | 'searchFolder' | 'soundFile'>): SearchFiles {
  return {
    search: once(() =>
      Promise.all([import('./searcher.ts'), fetchJson<SearchBase>(searchFile)]).then(([{ createSearcher }, base]) => ({
        search: createSearcher(base, (shard) => fetchJson(shardFile(searchFolder, shard))),
        tracks: base.tracks,
      })),
    ),
    sounds: once(() =>
      Promise.all([
        import('../sound/sound-file.ts'),
        import('../sound/order-by-sound.ts'),
        fetchJson<SoundFile>(soundFile ?? ''),
      ]).then(([{ spaceOfFile }, order, file]) => ({
        space: spaceOfFile(file),
        order,
      })),
    ),
  };
}
