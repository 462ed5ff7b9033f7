import { CacheProvider, type EmotionCache } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Section, SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { AudioFactsProvider, type AudioFactsMap } from './audio/AudioFactsContext.tsx';
import { createEmotionCache } from './emotion-cache.ts';
import { renderStatic } from './islands/render-static.tsx';
import { PageItemProvider, PlacementProvider } from './sections/placement.tsx';
import { sectionFragments } from './sections/files.ts';
import { loadSectionRenderers, SectionRenderersProvider } from './sections/renderers.tsx';
import { SectionList } from './sections/SectionList.tsx';
import { SiteProviders } from './SiteProviders.tsx';

/**
 * One entry of a section drawn alone (its `fragment` placement), as static HTML with its
 * islands, for a page's script to put in place. `keyPrefix` keeps its islands apart from the page's.
 */
async function renderFragment(
  section: Section,
  item: string,
  config: SiteConfig,
  cache: EmotionCache,
  audioFacts: AudioFactsMap,
  keyPrefix: string,
): Promise<string> {
  const renderers = await loadSectionRenderers();
  return renderStatic(
    <CacheProvider value={cache}>
      <SectionRenderersProvider renderers={renderers}>
        <AudioFactsProvider facts={audioFacts}>
          <SiteProviders config={config}>
            <PlacementProvider value="fragment">
              <PageItemProvider value={item}>
                <SectionList sections={[section]} />
              </PageItemProvider>
            </PlacementProvider>
          </SiteProviders>
        </AudioFactsProvider>
      </SectionRenderersProvider>
    </CacheProvider>,
    config,
    cache,
    keyPrefix,
  );
}

/** Letters only, a different string for each n: an island's key is letters, then its count. */
function letters(n: number): string {
  let text = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) text = String.fromCharCode(97 + ((k - 1) % 26)) + text;
  return text;
}

/** A style rule by its Emotion name, as the page's critical CSS holds it. */
export interface NamedRule {
  id: string;
  css: string;
}

export interface RenderedFragments {
  files: Array<{ section: string; file: string; html: string }>;
  /** Every rule the fragments use: a page they may join carries those it lacks (render's `extraRules`). */
  rules: NamedRule[];
}

/** Every section's entries drawn alone (its type's `itemFragments` hook), and the rules they use. */
export async function renderFragments(config: SiteConfig, audioFacts: AudioFactsMap): Promise<RenderedFragments> {
  // One cache for all: a rule is made once, and each fragment's markup names the rules it uses.
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const files: RenderedFragments['files'] = [];
  const rules = new Map<string, string>();
  for (const [count, { section, item, file }] of sectionFragments(config).entries()) {
    const html = await renderFragment(section, item, config, cache, audioFacts, `r${letters(count)}`);
    files.push({ section: section.id, file, html });
    for (const chunk of extractCriticalToChunks(html).styles) {
      // Global rules (the page's own) are on every page already.
      if (chunk.key.endsWith('-global')) continue;
      for (const id of chunk.ids) {
        const rule = cache.inserted[id];
        if (typeof rule === 'string') rules.set(id, rule);
      }
    }
  }
  return { files, rules: [...rules].map(([id, css]) => ({ id, css })) };
}

/** One entry drawn alone, by its file's name, as `renderFragments` writes it: the dev server's answer. */
export async function renderFragmentFile(
  config: SiteConfig,
  audioFacts: AudioFactsMap,
  file: string,
): Promise<string | undefined> {
  const specs = sectionFragments(config);
  const index = specs.findIndex((spec) => spec.file === file);
  if (index < 0) return undefined;
  const { section, item } = specs[index]!;
  const cache = createEmotionCache();
  // As the build's: the rules are the page's, not style tags inside the card.
  createEmotionServer(cache);
  return renderFragment(section, item, config, cache, audioFacts, `r${letters(index)}`);
}
