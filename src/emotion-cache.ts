import createCache, { type EmotionCache } from '@emotion/cache';

const KEY = 'cs';

/**
 * Names the rules a prerendered style tag holds. Not Emotion's own `data-emotion`: in the
 * browser, Emotion's caches (its default one too) move every such tag, and moving a style tag
 * re-parses it and restyles the whole page, inside the first tap's answer.
 */
const PRERENDERED_NAMES = 'data-cs-prerendered';

/** Server and browser must use the same key, or hydration re-inserts every style. */
export const createEmotionCache = () => createCache({ key: KEY });

interface CriticalChunk {
  ids: string[];
  css: string;
}

/**
 * The page's critical CSS as style tags (from @emotion/server's chunks), in Emotion's order. A
 * `<Global>` that an island renders again finds no tag of its own and inserts its rules anew:
 * the same rules, once more.
 */
export function prerenderedStyleTags(chunks: CriticalChunk[]): string {
  return chunks.map(({ ids, css }) => `<style ${PRERENDERED_NAMES}="${ids.join(' ')}">${css}</style>`).join('');
}

/** The browser's cache: it knows the prerendered rules by name, so it neither inserts nor moves them. */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  for (const tag of document.querySelectorAll(`style[${PRERENDERED_NAMES}]`)) {
    for (const name of tag.getAttribute(PRERENDERED_NAMES)!.split(' ')) cache.inserted[name] = true;
  }
  return cache;
}
