import type { EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { clientConfig } from '../config/client-config.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { createEmotionCache } from '../emotion-cache.ts';
import { IslandCollection, IslandCollectionContext } from './Island.tsx';
import { renderIslands } from './render-islands.tsx';

/**
 * Renders static markup that may hold islands: the page first, collecting them, then each
 * island as its own root in its place. `cache` collects the styles of both for the page's CSS;
 * `keyPrefix` names the islands of markup that joins a page later (IslandCollection).
 */
export async function renderStatic(
  node: ReactNode,
  config: SiteConfig,
  cache: EmotionCache = createEmotionCache(),
  keyPrefix = '',
): Promise<string> {
  const collection = new IslandCollection(keyPrefix);
  const page = renderToString(
    <IslandCollectionContext.Provider value={collection}>{node}</IslandCollectionContext.Provider>,
  );
  return renderIslands(page, collection, clientConfig(config), cache);
}
