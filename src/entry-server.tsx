import createEmotionServer from '@emotion/server/create-instance';
import audioFacts from 'virtual:site-config/audio-facts';
import config from 'virtual:site-config/server';
import type { BuildArtifacts } from './build-artifacts';
import { createEmotionCache, prerenderedStyleTags } from './emotion-cache';
import { renderHead, type PageKind } from './head/render-head';
import { renderPage } from './render-page';
import { sectionPages } from './sections/pages';

export interface RenderResult {
  html: string;
  head: string;
  htmlAttributes: { lang: string; dir: string };
}

/** Renders one page to static HTML with its critical CSS and its islands; used by the prerender and the dev server. */
export async function render(url: string, page: PageKind, artifacts: BuildArtifacts = {}): Promise<RenderResult> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = await renderPage(url, config, cache, artifacts, audioFacts);
  const styles = prerenderedStyleTags(extractCriticalToChunks(html).styles);
  return {
    html,
    head: `${renderHead(config, page, url)}\n${styles}`,
    htmlAttributes: { lang: config.site.lang, dir: config.site.dir },
  };
}

export type Render = typeof render;

/** The addresses of the sections' pages of their own, for the prerender and the dev server. */
export const sectionPagePaths = (): string[] => sectionPages(config.sections).map(({ path }) => path);
