import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router';
import config from 'virtual:site-config/server';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { renderHead, type PageKind } from './head/render-head';
import { renderStatic } from './islands/render-static';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: { lang: string; dir: string };
}

/** Renders one page to static HTML with its critical CSS and its islands; used only by the prerender. */
export async function render(url: string, page: PageKind): Promise<RenderResult> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = await renderStatic(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App config={config} />
      </StaticRouter>
    </CacheProvider>,
    config,
    cache,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return {
    html,
    head: `${renderHead(config, page)}\n${styles}`,
    htmlAttributes: { lang: config.site.lang, dir: config.site.dir },
  };
}

export type Render = typeof render;
