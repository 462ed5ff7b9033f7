import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { resolveConfigPath } from '../../../scripts/config/config-path.ts';
import { loadSiteConfig, siteConfigFromSource } from '../../../scripts/config/load-config.ts';
import { createEmotionCache } from '../../emotion-cache.ts';
import { renderPage } from '../../render-page.tsx';
import { siteRoutes } from '../../routes.ts';
import { buyOfferOf } from './buy-offer.ts';

const file = resolveConfigPath();
const source = await readFile(file, 'utf8');
const shipped = await loadSiteConfig();

/** The shipped site with payment on, its online-video row at a fixed price in `currency`. */
function selling(price: string, currency = 'USD') {
  const row = '{ media: online-video, term: perpetuity, territory: worldwide, min: 150, max: 600 }';
  expect(source).toContain(row);
  const changed = source
    .replace(row, row.replace(' }', `, price: ${price} }`))
    .replace('currency: USD', `currency: ${currency}`)
    .replace(/^licensing:\n/m, 'licensing:\n  payment: { provider: stripe }\n');
  return siteConfigFromSource(changed, file);
}

describe("a track's fixed-price licences (License now)", () => {
  it('are offered only with licensing.payment on and a priced row: the shipped site offers none', () => {
    expect(buyOfferOf(shipped, 'golden-hour')).toBeUndefined();
    const priced = structuredClone(selling('149'));
    priced.licensing.payment = undefined;
    expect(buyOfferOf(priced, 'golden-hour')).toBeUndefined();
  });

  it('name each row by its place in the card, in plain words, with the price formatted from minor units', () => {
    const offer = buyOfferOf(selling('149'), 'golden-hour')!;
    expect(offer).toMatchObject({ endpoint: '/api/licence/buy', track: 'golden-hour' });
    expect(offer.rates).toEqual([
      { index: 9, use: 'Online video / creator, Worldwide, In perpetuity', price: '$149.00' },
    ]);
    expect(offer.labels.licenseNow).toBe('License now');
    expect(buyOfferOf(selling('15000', 'JPY'), 'golden-hour')!.rates[0]!.price).toBe('¥15,000');
  });

  it('are drawn on the track page and the catalog, and the paid page is built, only for a site that sells', async () => {
    const config = selling('149');
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
