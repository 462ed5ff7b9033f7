import { CacheProvider, type EmotionCache } from '@emotion/react';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AudioFactsProvider, type AudioFactsMap } from './audio/AudioFactsContext.tsx';
import { BuildArtifactsProvider, type BuildArtifacts } from './build-artifacts.tsx';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { renderStatic } from './islands/render-static.tsx';
import { routeFor, siteRoutes, type SiteRoute } from './routes.ts';
import { loadSectionRenderers, SectionRenderersProvider } from './sections/renderers.tsx';

/**
 * One route of the site as static HTML with its islands, in react-router's static router.
 * `routes`: the site's table, made once by a caller that renders every page.
 */
export async function renderPage(
  url: string,
  config: SiteConfig,
  cache: EmotionCache,
  artifacts: BuildArtifacts = {},
  audioFacts: AudioFactsMap = {},
  routes: readonly SiteRoute[] = siteRoutes(config),
): Promise<string> {
  const renderers = await loadSectionRenderers();
  return renderStatic(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <SectionRenderersProvider renderers={renderers}>
          <BuildArtifactsProvider artifacts={artifacts}>
            <AudioFactsProvider facts={audioFacts}>
              <App config={config} route={routeFor(routes, url)} />
            </AudioFactsProvider>
          </BuildArtifactsProvider>
        </SectionRenderersProvider>
      </StaticRouter>
    </CacheProvider>,
    config,
    cache,
  );
}
