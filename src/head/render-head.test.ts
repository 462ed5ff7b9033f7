import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { renderHead } from './render-head.ts';
import { routeFor, siteRoutes } from '../routes.ts';

interface Element {
  tag: string;
  attrs: Record<string, string>;
  text: string;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/**
 * Reads the head back the way an HTML tokenizer would for these four elements: every
 * byte must belong to a well-formed tag, so a stray quote or bracket fails the test.
 */
function parseHead(html: string): Element[] {
  const element = /<(title|meta|link|script)((?:\s+[a-z:-]+="[^"]*")*)\s*(\/>|>([\s\S]*?)<\/\1>)\s*/gy;
  const elements: Element[] = [];
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = element.exec(html))) {
    consumed = element.lastIndex;
    // Groups 1 and 2 always take part in a match; 4 only in an element with a body.
    const attrs = Object.fromEntries(
      [...match[2]!.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value!)]),
    );
    elements.push({ tag: match[1]!, attrs, text: match[1] === 'title' ? decode(match[4] ?? '') : (match[4] ?? '') });
  }
  expect(html.slice(consumed), 'text the tokenizer could not read').toBe('');
  return elements;
}

const byName = (head: Element[], name: string) =>
  head.filter((e) => e.attrs.name === name || e.attrs.property === name).map((e) => e.attrs.content);
const one = (head: Element[], name: string) => {
  const values = byName(head, name);
  expect(values, name).toHaveLength(1);
  return values[0];
};
const jsonLd = (head: Element[]) => {
  const scripts = head.filter((e) => e.tag === 'script' && e.attrs.type === 'application/ld+json');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]!.text) as { '@context': string; '@graph': Record<string, unknown>[] };
};

let config: SiteConfig;
beforeAll(async () => {
  config = await loadSiteConfig(path.resolve(import.meta.dirname, '../../site.config.yaml'));
});

const withConfig = (patch: (c: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(config);
  patch(copy);
  return copy;
};

describe('renderHead for the home page', () => {
  it('carries title, description, canonical, favicon and theme colour from the config', () => {
    const head = parseHead(renderHead(config, routeFor(siteRoutes(config), '/')));
    expect(head.filter((e) => e.tag === 'title').map((e) => e.text)).toEqual([config.meta.title]);
    expect(one(head, 'description')).toBe(config.meta.description);
    expect(one(head, 'theme-color')).toBe(config.meta.themeColor);
    expect(head.filter((e) => e.attrs.rel === 'canonical').map((e) => e.attrs.href)).toEqual([
      new URL(config.site.url).href,
    ]);
    expect(head.find((e) => e.attrs.rel === 'icon')?.attrs).toMatchObject({ href: config.meta.favicon });
    expect(byName(head, 'robots')).toEqual([]);
  });

  it('has Open Graph and Twitter tags with an absolute share image', () => {
    const head = parseHead(renderHead(config, routeFor(siteRoutes(config), '/')));
    const image = new URL(config.meta.shareImage.src, config.site.url).href;
    expect(image).toMatch(/^https:\/\//);
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:title')).toBe(config.meta.title);
    expect(one(head, 'og:description')).toBe(config.meta.description);
    expect(one(head, 'og:url')).toBe(new URL(config.site.url).href);
    expect(one(head, 'og:locale')).toBe(config.site.lang);
    expect(one(head, 'og:image')).toBe(image);
    expect(one(head, 'og:image:alt')).toBe(config.meta.shareImage.alt);
    expect(one(head, 'og:image:width')).toBe(String(config.meta.shareImage.width));
    expect(one(head, 'og:image:height')).toBe(String(config.meta.shareImage.height));
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:site')).toBe(config.meta.twitterHandle);
    expect(one(head, 'twitter:image')).toBe(image);
  });

  it('leaves twitter:site out when no handle is configured and keeps a full share-image URL as it is', () => {
    const changed = withConfig((c) => {
      delete c.meta.twitterHandle;
      c.meta.shareImage.src = 'https://cdn.example.com/share.jpg';
      c.site.lang = 'pt-br';
    });
    const head = parseHead(renderHead(changed, routeFor(siteRoutes(changed), '/')));
    expect(byName(head, 'twitter:site')).toEqual([]);
    expect(one(head, 'og:image')).toBe('https://cdn.example.com/share.jpg');
    expect(one(head, 'og:locale')).toBe('pt_BR');
  });

  it('describes the artist in JSON-LD with links and offered services', () => {
    const data = jsonLd(parseHead(renderHead(config, routeFor(siteRoutes(config), '/'))));
    expect(data['@context']).toBe('https://schema.org');
    const artist = data['@graph'].find((node) => node['@type'] === config.artist.kind)!;
    expect(artist).toMatchObject({
      name: config.artist.name,
      url: new URL(config.site.url).href,
      jobTitle: config.artist.jobTitle,
      sameAs: config.artist.sameAs,
      homeLocation: { '@type': 'Place', name: config.artist.location },
    });
    const offers = artist.makesOffer as { '@type': string; itemOffered: { '@type': string; name: string } }[];
    expect(offers.map((offer) => [offer['@type'], offer.itemOffered['@type'], offer.itemOffered.name])).toEqual(
      config.artist.services.map((service) => ['Offer', 'Service', service]),
    );
    expect(data['@graph'].find((node) => node['@type'] === 'WebSite')).toMatchObject({ inLanguage: config.site.lang });
  });

  it('describes a band as a MusicGroup with a location and no jobTitle', () => {
    const band = withConfig((c) => {
      c.artist.kind = 'MusicGroup';
    });
    const artist = jsonLd(parseHead(renderHead(band, routeFor(siteRoutes(band), '/'))))['@graph'][0]!;
    expect(artist['@type']).toBe('MusicGroup');
    expect(artist.jobTitle).toBeUndefined();
    expect(artist.location).toEqual({ '@type': 'Place', name: config.artist.location });
  });

  it('keeps markup in config text inert: no element break-out in attributes, title or JSON-LD', () => {
    const hostile = '</script><script>alert(1)</script> "quoted" & <b>';
    const changed = withConfig((c) => {
      c.meta.title = hostile;
      c.meta.description = hostile;
      c.artist.name = hostile;
      c.artist.services = [hostile];
    });
    const html = renderHead(changed, routeFor(siteRoutes(changed), '/'));
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    const head = parseHead(html);
    expect(head.find((e) => e.tag === 'title')?.text).toBe(hostile);
    expect(one(head, 'description')).toBe(hostile);
    const artist = jsonLd(head)['@graph'][0]!;
    expect(artist.name).toBe(hostile);
  });
});

describe('renderHead for the not-found page', () => {
  it('is noindex, has no canonical and no share tags', () => {
    const head = parseHead(renderHead(config, routeFor(siteRoutes(config), '/404')));
    expect(one(head, 'robots')).toBe('noindex');
    expect(head.filter((e) => e.attrs.rel === 'canonical')).toEqual([]);
    expect(head.filter((e) => e.attrs.property?.startsWith('og:'))).toEqual([]);
    expect(head.filter((e) => e.tag === 'script')).toEqual([]);
    expect(head.find((e) => e.tag === 'title')?.text).toBe(`${config.notFound.title} | ${config.artist.name}`);
  });
});

describe('renderHead for the shortlist page', () => {
  it('sends no referrer before anything loads, is noindex and names no one', () => {
    const html = renderHead(config, routeFor(siteRoutes(config), '/s/M6o3TLcBeieQLPqLQZHPEbzJMdrc3nbkfM8JQxwBS-I'));
    const head = parseHead(html);
    expect(head[0]).toEqual({ tag: 'meta', attrs: { name: 'referrer', content: 'no-referrer' }, text: '' });
    expect(one(head, 'robots')).toBe('noindex, nofollow');
    expect(head.filter((e) => e.attrs.rel === 'canonical')).toEqual([]);
    expect(head.filter((e) => e.attrs.property?.startsWith('og:'))).toEqual([]);
    expect(head.filter((e) => e.tag === 'script')).toEqual([]);
    expect(head.find((e) => e.tag === 'title')?.text).toBe(config.meta.title);
  });
});

describe('renderHead for a track’s page', () => {
  it('is canonical and unfolds into the track: song type, title, words, preview, picture', () => {
    const head = parseHead(renderHead(config, routeFor(siteRoutes(config), '/catalog/night-drive')));
    expect(head.find((e) => e.tag === 'title')?.text).toBe(`Night Drive | ${config.artist.name}`);
    expect(head.filter((e) => e.attrs.rel === 'canonical').map((e) => e.attrs.href)).toEqual([
      'https://marlowekane.com/catalog/night-drive',
    ]);
    expect(byName(head, 'robots')).toEqual([]);
    expect(one(head, 'og:type')).toBe('music.song');
    expect(one(head, 'og:title')).toBe('Night Drive');
    expect(one(head, 'og:url')).toBe('https://marlowekane.com/catalog/night-drive');
    expect(one(head, 'og:audio')).toBe('https://marlowekane.com/audio/night-drive.mp3');
    expect(one(head, 'og:audio:type')).toBe('audio/mpeg');
    expect(one(head, 'og:description')).toMatch(/^A pulsing synth bass.*\(Tense, Driving, Dark · 92 BPM · A minor\)$/);
    expect(one(head, 'og:image')).toBe('https://marlowekane.com/catalog/night-drive.png');
    expect(one(head, 'og:image:alt')).toBe('Night Drive, Marlowe Kane');
    expect([one(head, 'og:image:width'), one(head, 'og:image:height')]).toEqual(['1200', '630']);
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('gives a track listed only for shortlists no page: its address has the not-found page’s head, naming nothing of it', () => {
    const unlisted = withConfig((c) => {
      const catalog = c.sections.find((section) => section.type === 'catalog');
      if (catalog?.type === 'catalog') catalog.tracks[0]!.listed = false;
    });
    const route = routeFor(siteRoutes(unlisted), '/catalog/night-drive');
    expect(route).toMatchObject({ kind: 'not-found' });
    const head = renderHead(unlisted, route);
    expect(one(parseHead(head), 'robots')).toBe('noindex');
    expect(head).not.toMatch(/night-drive|Night Drive/);
  });
});
