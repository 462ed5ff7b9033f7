import { expect, test, type Page } from '@playwright/test';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../scripts/config/load-config.ts';

// The prerendered HTML as a crawler reads it: no script runs.
test.use({ javaScriptEnabled: false });

let config: SiteConfig;
test.beforeAll(async () => {
  config = await loadSiteConfig();
});

const siteUrl = () => new URL(config.site.url).href;
const metaContent = (page: Page, attr: 'name' | 'property', key: string) => page.locator(`head meta[${attr}="${key}"]`);

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    ),
  }));
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test.describe('home page head', () => {
  test('title, description, language, canonical, favicon and theme colour come from the config', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const head = await headOf(page);
    expect(head.title).toBe(config.meta.title);
    expect(head.lang).toBe(config.site.lang);
    expect(head.dir).toBe(config.site.dir);
    expect(head.canonical).toEqual([siteUrl()]);
    await expect(metaContent(page, 'name', 'description')).toHaveAttribute('content', config.meta.description);
    await expect(metaContent(page, 'name', 'theme-color')).toHaveAttribute('content', config.meta.themeColor);
    await expect(metaContent(page, 'name', 'robots')).toHaveCount(0);
    expect(head.icon).toBe(config.meta.favicon);
    const icon = await request.get(config.meta.favicon);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
  });

  test('Open Graph and Twitter card describe the page with an absolute share image', async ({ page, request }) => {
    await page.goto('/');
    const image = new URL(config.meta.shareImage.src, config.site.url).href;
    const expected: [attr: 'name' | 'property', key: string, value: string][] = [
      ['property', 'og:type', 'website'],
      ['property', 'og:title', config.meta.title],
      ['property', 'og:description', config.meta.description],
      ['property', 'og:url', siteUrl()],
      ['property', 'og:image', image],
      ['property', 'og:image:alt', config.meta.shareImage.alt],
      ['property', 'og:image:width', String(config.meta.shareImage.width)],
      ['property', 'og:image:height', String(config.meta.shareImage.height)],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', config.meta.title],
      ['name', 'twitter:image', image],
      ...(config.meta.twitterHandle
        ? [['name', 'twitter:site', config.meta.twitterHandle] as ['name', string, string]]
        : []),
    ];
    for (const [attr, key, value] of expected) {
      const tag = metaContent(page, attr, key);
      await expect(tag, key).toHaveCount(1);
      await expect(tag, key).toHaveAttribute('content', value);
    }
    const locale = await metaContent(page, 'property', 'og:locale').getAttribute('content');
    expect(locale?.replace('_', '-').toLowerCase()).toBe(config.site.lang.toLowerCase());

    // The image the tags promise is the one this build serves, at the size they declare.
    if (config.meta.shareImage.src.startsWith('/')) {
      const served = await request.get(config.meta.shareImage.src);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^image\//);
      if (served.headers()['content-type'] === 'image/png') {
        expect(pngSize(await served.body())).toEqual({
          width: config.meta.shareImage.width,
          height: config.meta.shareImage.height,
        });
      }
    }
  });

  test('JSON-LD describes the artist, their profiles and services', async ({ page }) => {
    await page.goto('/');
    const { jsonLd } = await headOf(page);
    const graphs = jsonLd as { '@context': string; '@graph': Record<string, unknown>[] }[];
    // The artist's graph, and the catalog's recordings beside it.
    expect(graphs).toHaveLength(config.sections.some((section) => section.type === 'catalog') ? 2 : 1);
    const data = graphs.find((graph) => graph['@graph'].some((node) => node['@type'] === config.artist.kind))!;
    expect(data['@context']).toBe('https://schema.org');
    const artist = data['@graph'].find((node) => node['@type'] === config.artist.kind);
    expect(artist).toMatchObject({
      name: config.artist.name,
      url: siteUrl(),
      image: new URL(config.meta.shareImage.src, config.site.url).href,
    });
    expect(artist?.sameAs ?? []).toEqual(config.artist.sameAs);
    if (config.artist.kind === 'Person' && config.artist.jobTitle)
      expect(artist?.jobTitle).toBe(config.artist.jobTitle);
    if (config.artist.location) {
      expect(artist?.[config.artist.kind === 'Person' ? 'homeLocation' : 'location']).toEqual({
        '@type': 'Place',
        name: config.artist.location,
      });
    }
    const offers = (artist?.makesOffer ?? []) as { '@type': string; itemOffered: { '@type': string; name: string } }[];
    expect(offers.map((offer) => `${offer['@type']}/${offer.itemOffered['@type']}/${offer.itemOffered.name}`)).toEqual(
      config.artist.services.map((service) => `Offer/Service/${service}`),
    );
  });
});

test.describe('not-found page head', () => {
  for (const path of ['/404.html', '/missing-page']) {
    test(`${path} is noindex and has no canonical URL or share data`, async ({ page, request }) => {
      // Hosting answers unknown paths with 404.html; a plain static preview answers with the home page.
      test.skip(
        path !== '/404.html' && (await request.get(path)).status() !== 404,
        'this server does not serve 404.html for unknown paths',
      );
      await page.goto(path);
      const head = await headOf(page);
      expect(head.title).toContain(config.notFound.title);
      expect(head.canonical).toEqual([]);
      expect(head.jsonLd).toEqual([]);
      await expect(metaContent(page, 'name', 'robots')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('head meta[property^="og:"]')).toHaveCount(0);
    });
  }
});

test.describe('crawler files', () => {
  test("sitemap.xml lists the canonical home page, the sections' own pages and the tracks' pages", async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        namespace: doc.documentElement.namespaceURI,
        root: doc.documentElement.localName,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent),
      };
    }, xml);
    // The catalog's page, then each listed track's own; a track kept for shortlists is left out.
    const sectionPages = config.sections
      .flatMap((section) =>
        section.type === 'catalog'
          ? [
              `/${section.id}`,
              ...section.tracks.filter((track) => track.listed !== false).map((track) => `/${section.id}/${track.id}`),
            ]
          : [],
      )
      .map((address) => new URL(address, config.site.url).href);
    expect(parsed).toEqual({
      error: null,
      namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      root: 'urlset',
      locs: [siteUrl(), ...sectionPages],
    });
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const rules = (await response.text())
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      });
    expect(rules).toContainEqual(['user-agent', '*']);
    expect(rules.filter(([key]) => key === 'disallow')).toEqual([]);
    expect(rules.filter(([key]) => key === 'sitemap')).toEqual([
      ['sitemap', new URL('/sitemap.xml', config.site.url).href],
    ]);
  });
});
