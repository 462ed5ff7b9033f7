import createEmotionServer from '@emotion/server/create-instance';
import audioFacts from 'virtual:site-config/audio-facts';
import config from 'virtual:site-config/server';
import type { BuildArtifacts } from './build-artifacts.tsx';
import { createEmotionCache, prerenderedStyleTags } from './emotion-cache.ts';
import { renderHead } from './head/render-head.ts';
import { renderFragmentFile, renderFragments as renderSectionFragments, type NamedRule } from './render-fragments.tsx';
import { sectionFiles } from './sections/files.ts';
import { renderPage } from './render-page.tsx';
import { routeFor, siteRoutes, type SiteRoute } from './routes.ts';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: { lang: string; dir: string };
}

/** Every page of the site, for the prerender's files and the dev server's answers. */
export const routes: SiteRoute[] = siteRoutes(config);

/**
 * The page that answers `pathname` (the not-found page for an unknown one) as the build renders
 * it. `extraRules`: style rules of markup that may join the page (renderFragments), those it lacks added.
 */
export async function render(
  pathname: string,
  artifacts: BuildArtifacts = {},
  extraRules: readonly NamedRule[] = [],
): Promise<RenderResult & { route: SiteRoute }> {
  const route = routeFor(routes, pathname);
  const url = route.kind === 'not-found' ? pathname : route.path;
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderPage(url, config, cache, artifacts, audioFacts, routes);
  const chunks = extractCriticalToChunks(html).styles;
  const present = new Set(chunks.flatMap((chunk) => chunk.ids));
  const lacking = extraRules.filter((rule) => !present.has(rule.id));
  const styles = prerenderedStyleTags(
    lacking.length
      ? [...chunks, { ids: lacking.map((rule) => rule.id), css: lacking.map((rule) => rule.css).join('') }]
      : chunks,
  );
  return {
    html,
    head: `${renderHead(config, route)}\n${styles}`,
    htmlAttributes: { lang: config.site.lang, dir: config.site.dir },
    route,
  };
}

export type Render = typeof render;

/** Every section entry drawn alone (a catalog's cards, for search results), and the style rules they use. */
export const renderFragments = () => renderSectionFragments(config, audioFacts);

export type RenderFragments = typeof renderFragments;

/**
 * What the build writes beside the pages, by its address: a section's own file (the catalog's
 * search files) or an entry drawn alone (a card). The dev server answers with it; undefined for
 * any other address.
 */
export async function builtFile(pathname: string): Promise<string | undefined> {
  const name = decodeURIComponent(pathname.slice(1));
  const own = sectionFiles(config, audioFacts).find((file) => file.name === name);
  return own ? own.content : renderFragmentFile(config, audioFacts, name);
}

export type BuiltFile = typeof builtFile;
