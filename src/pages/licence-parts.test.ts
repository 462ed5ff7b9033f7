import { describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { LICENCE_PATH, VERIFY_PATH } from '../../functions/src/contract/licence-model.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { sellingConfig } from '../../scripts/test/selling-config.ts';
import { PAID_PATH } from '../../functions/src/contract/payment-model.ts';
import { createEmotionCache } from '../emotion-cache.ts';
import { renderPage } from '../render-page.tsx';
import { PAID_PARTS, QUOTE_PARTS, VERIFY_PARTS } from './licence-parts.ts';

const shipped = await loadSiteConfig();
const selling = await sellingConfig();

/** Every `data-part` a page's markup carries, in order, as the build renders it. */
const partsDrawn = async (url: string, config = shipped) =>
  [...(await renderPage(url, config, createEmotionCache())).matchAll(/ data-part="([^"]*)"/g)].map(
    (match) => match[1]!,
  );

// The island finds its parts through the map and stops at the first one missing: a shell that
// drops or renames one, or draws one twice (the island would fill only the first), breaks here.
describe.each([
  ['quote', LICENCE_PATH, QUOTE_PARTS, shipped],
  ['verification', `${VERIFY_PATH}/L-1`, VERIFY_PARTS, shipped],
  ['paid', PAID_PATH, PAID_PARTS, selling],
])("the licence %s page's shell", (_, url, map, config) => {
  it('draws every part of its map once, and no part the map does not name', async () => {
    const drawn = await partsDrawn(url, config);
    expect([...drawn].sort()).toEqual(Object.values(map).sort());
  });
});
