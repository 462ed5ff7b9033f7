import createEmotionServer from '@emotion/server/create-instance';
import audioFacts from 'virtual:site-config/audio-facts';
import config from 'virtual:site-config/server';
import type { BuildArtifacts } from './build-artifacts';
import { createEmotionCache, prerenderedStyleTags } from './emotion-cache';
import { renderHead } from './head/render-head';
import { renderPage } from './render-page';
import { routeFor, siteRoutes, type SiteRoute } from './routes';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: { lang: string; dir: string };
}

/** Every page of the site, for the prerender's files and the dev server's answers. */
export const routes: SiteRoute[] = siteRoutes(config);

/** The page that answers `pathname` (the not-found page for an unknown one) as the build renders it. */
export async function render(pathname: string, artifacts: BuildArtifacts = {}): Promise<RenderResult & { route: SiteRoute }> {
  const route = routeFor(routes, pathname);
  const url = route.kind === 'not-found' ? pathname : route.path;
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderPage(url, config, cache, artifacts, audioFacts);
  const styles = prerenderedStyleTags(extractCriticalToChunks(html).styles);
  return {
    html,
    head: `${renderHead(config, route)}\n${styles}`,
    htmlAttributes: { lang: config.site.lang, dir: config.site.dir },
    route,
  };
}

export type Render = typeof render;
