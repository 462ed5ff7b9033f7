import { CacheProvider, type EmotionCache } from '@emotion/react';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { AudioFactsProvider, type AudioFactsMap } from './audio/AudioFactsContext';
import { BuildArtifactsProvider, type BuildArtifacts } from './build-artifacts';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { renderStatic } from './islands/render-static';
import { loadSectionRenderers, SectionRenderersProvider } from './sections/renderers';

/** One route of the site as static HTML with its islands, through react-router's static rendering. */
export async function renderPage(
  url: string,
  config: SiteConfig,
  cache: EmotionCache,
  artifacts: BuildArtifacts = {},
  audioFacts: AudioFactsMap = {},
): Promise<string> {
  const renderers = await loadSectionRenderers();
  return renderStatic(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <SectionRenderersProvider renderers={renderers}>
          <BuildArtifactsProvider artifacts={artifacts}>
            <AudioFactsProvider facts={audioFacts}>
              <App config={config} />
            </AudioFactsProvider>
          </BuildArtifactsProvider>
        </SectionRenderersProvider>
      </StaticRouter>
    </CacheProvider>,
    config,
    cache,
  );
}
