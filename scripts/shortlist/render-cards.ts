import { createServer } from 'vite';
import type { StoredTrack } from '../../functions/src/contract/shortlist-model.ts';
import type { RenderShortlistCards } from '../../src/entry-shortlist.tsx';
import type { LoadedSite } from '../config/vite-plugin.ts';
import { viteSettings } from '../build/vite-settings.ts';

/**
 * Renders a shortlist's cards with the site's own components through Vite's server-side module
 * loader, as the dev server renders pages: no build is needed, and the markup is the one the
 * site's players hydrate. The server listens on no port.
 */
export async function renderCards(
  site: LoadedSite,
  tracks: StoredTrack[],
  shortlist: { id: string; downloads: boolean },
): Promise<string> {
  const server = await createServer({
    ...viteSettings(site),
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Emotion joins the module graph rather than being left to Node: under some loaders (vitest's)
    // Node loads @emotion/react twice, as CommonJS for @emotion/styled and as an ES module for the
    // theme's provider, and the cards then render with no theme.
    ssr: { noExternal: [/^@emotion\//] },
  });
  try {
    const { renderShortlistCards } = (await server.ssrLoadModule('/src/entry-shortlist.tsx')) as {
      renderShortlistCards: RenderShortlistCards;
    };
    return await renderShortlistCards(tracks, shortlist);
  } finally {
    await server.close();
  }
}
