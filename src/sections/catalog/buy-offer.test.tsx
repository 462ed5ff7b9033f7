import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import { sellingConfig } from '../../../scripts/test/selling-config.ts';
import { createEmotionCache } from '../../emotion-cache.ts';
import { renderPage } from '../../render-page.tsx';
import { siteRoutes } from '../../routes.ts';
import { buyOfferOf } from './buy-offer.ts';

const shipped = await loadSiteConfig();
const selling = await sellingConfig('149');

describe("a track's fixed-price licences (License now)", () => {
  it('are offered only with licensing.payment on and a priced row: the shipped site offers none', () => {
    expect(buyOfferOf(shipped, 'golden-hour')).toBeUndefined();
    const priced = structuredClone(selling);
    delete priced.licensing.payment;
    expect(buyOfferOf(priced, 'golden-hour')).toBeUndefined();
  });

  it('name each row by its place in the card, in plain words, with the price formatted from minor units', async () => {
    const offer = buyOfferOf(selling, 'golden-hour')!;
    expect(offer).toMatchObject({ endpoint: '/api/licence/buy', track: 'golden-hour' });
    expect(offer.rates).toEqual([
      { index: 9, use: 'Online video / creator, Worldwide, In perpetuity', price: '$149.00' },
    ]);
    expect(offer.labels.licenseNow).toBe('License now');
    expect(buyOfferOf(await sellingConfig('15000', 'JPY'), 'golden-hour')!.rates[0]!.price).toBe('¥15,000');
  });

  it('are drawn on the track page and the catalog, and the paid page is built, only for a site that sells', async () => {
    const config = selling;
    const track = await renderPage('/catalog/golden-hour', config, createEmotionCache());
    expect(track).toContain('Online video / creator, Worldwide, In perpetuity');
    expect(track).toContain('$149.00');
    expect(siteRoutes(config).map((route) => [route.path, route.kind, route.file])).toContainEqual([
      '/l/paid',
      'licence-paid',
      'l-paid.html',
    ]);
    expect(await renderPage('/l/paid', config, createEmotionCache())).toContain('Payment received');
    expect(await renderPage('/catalog/golden-hour', shipped, createEmotionCache())).not.toContain('License now');
    expect(siteRoutes(shipped).map((route) => route.kind)).not.toContain('licence-paid');
  });
});
