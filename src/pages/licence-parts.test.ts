import { describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { LICENCE_PATH, VERIFY_PATH } from '../../functions/src/contract/licence-model.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { createEmotionCache } from '../emotion-cache.ts';
import { renderPage } from '../render-page.tsx';
import { QUOTE_PARTS, VERIFY_PARTS } from './licence-parts.ts';

const shipped = await loadSiteConfig();

/** Every `data-part` a page's markup carries, in order, as the build renders it. */
const partsDrawn = async (url: string) =>
  [...(await renderPage(url, shipped, createEmotionCache())).matchAll(/ data-part="([^"]*)"/g)].map(
    (match) => match[1]!,
  );

// The island finds its parts through the map and stops at the first one missing: a shell that
// drops or renames one, or draws one twice (the island would fill only the first), breaks here.
describe.each([
  ['quote', LICENCE_PATH, QUOTE_PARTS],
  ['verification', `${VERIFY_PATH}/L-1`, VERIFY_PARTS],
])("the licence %s page's shell", (_, url, map) => {
  it('draws every part of its map once, and no part the map does not name', async () => {
    const drawn = await partsDrawn(url);
    expect([...drawn].sort()).toEqual(Object.values(map).sort());
  });
});
