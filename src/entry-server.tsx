import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
// The app renders from exactly the config the browser hydrates with; only the head reads the rest.
import config from 'virtual:site-config';
import fullConfig from 'virtual:site-config/server';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { renderHead, type PageKind } from './head/render-head';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: { lang: string; dir: string };
}

/** Renders one page to static HTML with its critical CSS; used only by the prerender. */
export function render(url: string, page: PageKind): RenderResult {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App config={config} />
      </StaticRouter>
    </CacheProvider>,
  );
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return {
    html,
    head: `${renderHead(fullConfig, page)}\n${styles}`,
    htmlAttributes: { lang: config.site.lang, dir: config.site.dir },
  };
}
