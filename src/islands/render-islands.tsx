import type { EmotionCache } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import type { ClientSiteConfig } from '../config/client-config.ts';
import { islandMarker, type IslandCollection } from './Island.tsx';
import { IslandProviders } from './runtime/IslandProviders.tsx';
import type { IslandComponent, IslandProps } from './define.ts';
import { idPrefix } from './markup.ts';

/**
 * Renders each island the page render collected, as the browser will hydrate it: its own root,
 * the same providers, its id prefix (a script island: its static children as they are); and puts
 * the markup in its `<is-land>`.
 */
export function renderIslands(
  pageHtml: string,
  collection: IslandCollection,
  config: ClientSiteConfig,
  cache: EmotionCache,
): string {
  const rendered = new Map<string, string>();
  for (const { key, kind, code, props, children } of collection.islands) {
    const Component = code as IslandComponent<IslandProps>;
    const html = renderToString(
      <IslandProviders config={config} cache={cache}>
        {kind === 'react' ? <Component {...props}>{children}</Component> : children}
      </IslandProviders>,
      { identifierPrefix: idPrefix(key) },
    );
    rendered.set(islandMarker(key), html);
  }
  // A function replacement: config text in the markup must never be read as `$&`-style patterns.
  return pageHtml.replace(/<!--island:[a-z]*\d+-->/g, (marker) => {
    const html = rendered.get(marker);
    if (html === undefined) throw new Error(`No island rendered for ${marker}`);
    return html;
  });
}
