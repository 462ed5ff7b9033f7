import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { robotsTxt, sitemapXml } from './site-files.ts';

const config = (url: string, sections: unknown[] = []) =>
  ({ site: { url, lang: 'en', dir: 'ltr' }, sections }) as SiteConfig;

describe('site files', () => {
  it('lists the canonical home page in the sitemap', () => {
    const xml = sitemapXml(config('https://artist.example'));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual(['https://artist.example/']);
  });

  it("lists the sections' own pages too, every numbered one", () => {
    const tracks = [
      { id: 'night-drive' },
      { id: 'demo-only', listed: false },
      { id: 'golden-hour' },
      { id: 'paper-moons' },
    ];
    const catalog = { type: 'catalog', id: 'tracks', perPage: 2, labels: { pageOf: 'Page {page} of {pages}' }, tracks };
    const xml = sitemapXml(config('https://artist.example/', [catalog]));
    // A track kept for shortlists has its page, out of the sitemap, and counts on no numbered page.
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://artist.example/',
      'https://artist.example/tracks',
      'https://artist.example/tracks/page/2',
      'https://artist.example/tracks/night-drive',
      'https://artist.example/tracks/golden-hour',
      'https://artist.example/tracks/paper-moons',
    ]);
  });

  it('escapes the URL for XML', () => {
    expect(sitemapXml(config("https://artist.example/?a=1&b='2'"))).toContain(
      '<loc>https://artist.example/?a=1&amp;b=%272%27</loc>',
    );
  });

  it('points robots.txt at the sitemap on the same origin', () => {
    const lines = robotsTxt(config('https://artist.example/band/')).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://artist.example/sitemap.xml');
  });
});
