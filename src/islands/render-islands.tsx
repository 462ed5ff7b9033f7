import type { EmotionCache } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import type { ClientSiteConfig } from '../config/client-config';
import { islandMarker, type IslandCollection } from './Island';
import { IslandProviders } from './IslandProviders';
import { idPrefix } from './markup';

/**
 * Renders each island the page render collected, as the browser will hydrate it: its own root,
 * the same providers, its id prefix; and puts the markup in its `<is-land>`. Module loading is
 * asynchronous and rendering is not, so every island's module is loaded first.
 */
export async function renderIslands(pageHtml: string, collection: IslandCollection, config: ClientSiteConfig, cache: EmotionCache): Promise<string> {
  const rendered = new Map<string, string>();
  for (const { key, definition, props, children } of collection.islands) {
    const { default: Component } = await definition.load();
    const html = renderToString(
      <IslandProviders config={config} cache={cache}>
        <Component {...props}>{children}</Component>
      </IslandProviders>,
      { identifierPrefix: idPrefix(key) },
    );
    rendered.set(islandMarker(key), html);
  }
  // A function replacement: config text in the markup must never be read as `$&`-style patterns.
  return pageHtml.replace(/<!--island:\d+-->/g, (marker) => {
    const html = rendered.get(marker);
    if (html === undefined) throw new Error(`No island rendered for ${marker}`);
    return html;
  });
}
