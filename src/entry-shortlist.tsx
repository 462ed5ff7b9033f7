import createEmotionServer from '@emotion/server/create-instance';
import { CacheProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import config from 'virtual:site-config/server';
import type { StoredTrack } from '../functions/src/contract/shortlist-model.ts';
import { createEmotionCache, prerenderedStyleTags } from './emotion-cache.ts';
import { renderStatic } from './islands/render-static.tsx';
import { definitionFor, shortlistSectionOf } from './sections/registry.ts';
import type { ShortlistCardsProps } from './shortlist/view.ts';
import { SiteProviders } from './SiteProviders.tsx';

// Only the file the section's `shortlistView` hook names is loaded.
const cardModules = import.meta.glob<{ default: ComponentType<ShortlistCardsProps<unknown>> }>([
  './sections/*/*.tsx',
  '!./sections/*/*.island.tsx',
  '!./sections/*/*.test.tsx',
]);

/** Set apart from the shell page's island keys: the cards join that page in the browser. */
const KEY_PREFIX = 's';

/**
 * A shortlist's tracks as its page shows them, rendered by `npm run shortlist -- create` with
 * the site's own section and theme: the markup and, before it, the style rules it uses, tagged
 * as prerendered so the islands' styles are not inserted twice when a player wakes.
 */
export async function renderShortlistCards(
  tracks: StoredTrack[],
  shortlist: ShortlistCardsProps<unknown>['shortlist'],
): Promise<string> {
  const section = shortlistSectionOf(config.sections);
  const view = section && definitionFor(section)?.shortlistView;
  if (!section || !view) throw new Error('No section of the site shows shortlists (a catalog does)');
  const load = cardModules[`./sections/${section.type}/${view.cards}`];
  if (!load)
    throw new Error(`Section type '${section.type}': src/sections/${section.type}/${view.cards} does not exist`);
  const { default: Cards } = await load();
  const cache = createEmotionCache();
  // Made before the render: it switches the cache from inline style tags to rules it extracts.
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderStatic(
    <CacheProvider value={cache}>
      <SiteProviders config={config}>
        <Cards section={section} tracks={tracks} shortlist={shortlist} />
      </SiteProviders>
    </CacheProvider>,
    config,
    cache,
    KEY_PREFIX,
  );
  return prerenderedStyleTags(extractCriticalToChunks(html).styles) + html;
}

export type RenderShortlistCards = typeof renderShortlistCards;
