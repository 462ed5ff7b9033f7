import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import '../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../scripts/config/load-config.ts';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { isIndexed, routeFor, siteRoutes } from './routes.ts';

let config: SiteConfig;
beforeAll(async () => {
  config = await loadSiteConfig();
});

describe('the route table', () => {
  it('lists home, each section page the config asks for, and the not-found page, each with its file', () => {
    expect(siteRoutes(config).map(({ path, kind, file }) => [path, kind, file])).toEqual([
      ['/', 'home', 'index.html'],
      ['/catalog', 'section', 'catalog.html'],
      ...config.sections
        .flatMap((section) => (section.type === 'catalog' ? section.tracks : []))
        .map((track) => [`/catalog/${track.id}`, 'section', `catalog/${track.id}.html`]),
      ['/s', 'shortlist', 's.html'],
      ['/l/verify', 'licence-verify', 'l-verify.html'],
      ['/l', 'licence', 'l.html'],
      ['/404', 'not-found', '404.html'],
    ]);
  });

  it('answers every address: index.html is home, an unknown address the not-found page', () => {
    const routes = siteRoutes(config);
    expect(routeFor(routes, '/index.html').kind).toBe('home');
    expect(routeFor(routes, '/catalog')).toMatchObject({ kind: 'section', section: { type: 'catalog' } });
    expect(routeFor(routes, '/nope').kind).toBe('not-found');
    expect(routeFor(routes, '/catalog/').kind).toBe('not-found');
    expect(routeFor(routes, '/catalog/night-drive')).toMatchObject({ kind: 'section', item: 'night-drive' });
    expect(routeFor(routes, '/catalog/no-such-track').kind).toBe('not-found');
  });

  it('answers every shortlist link with the one shell, which is kept out of the sitemap', () => {
    const routes = siteRoutes(config);
    const shell = routeFor(routes, '/s/M6o3TLcBeieQLPqLQZHPEbzJMdrc3nbkfM8JQxwBS-I');
    expect(shell).toMatchObject({ kind: 'shortlist', file: 's.html', section: { type: 'catalog' } });
    expect(routeFor(routes, '/s')).toBe(shell);
    expect(routeFor(routes, '/shortlist').kind).toBe('not-found');
    expect(routes.filter(isIndexed).map(({ path }) => path)).toEqual([
      '/',
      '/catalog',
      ...routes.filter((route) => route.path.startsWith('/catalog/')).map(({ path }) => path),
    ]);
  });

  it('answers a quote’s link and a licence’s verification address each with its shell, both out of the sitemap', () => {
    const routes = siteRoutes(config);
    expect(routeFor(routes, '/l/M6o3TLcBeieQLPqLQZHPEbzJMdrc3nbkfM8JQxwBS-I')).toMatchObject({
      kind: 'licence',
      file: 'l.html',
    });
    expect(routeFor(routes, '/l/verify/MK-2026-0007')).toMatchObject({ kind: 'licence-verify', file: 'l-verify.html' });
    expect(routes.filter(isIndexed).some((route) => route.path.startsWith('/l'))).toBe(false);
  });

  it('is served for every address under its own by a Hosting rewrite to its file, the verification page’s before the quote’s', async () => {
    const hosting = JSON.parse(await readFile(path.resolve(import.meta.dirname, '../firebase.json'), 'utf8')) as {
      hosting: { rewrites: { source: string; destination?: string }[] };
    };
    const shells = siteRoutes(config).filter(
      (route) => route.kind === 'shortlist' || route.kind === 'licence' || route.kind === 'licence-verify',
    );
    expect(shells).toHaveLength(3);
    for (const shell of shells)
      expect(hosting.hosting.rewrites).toContainEqual({ source: `${shell.path}/**`, destination: `/${shell.file}` });
    // Hosting takes the first rewrite that matches: /l/** would also match a verification address.
    const at = (source: string) => hosting.hosting.rewrites.findIndex((rewrite) => rewrite.source === source);
    expect(at('/l/verify/**')).toBeLessThan(at('/l/**'));
  });

  it('has no section pages when no section asks for one', () => {
    const sections = config.sections.filter((section) => section.type !== 'catalog');
    // Nor a shortlist page, when no section can show a shortlist's tracks; the contact form's licence requests keep the licence pages.
    expect(siteRoutes({ sections: sections as SiteConfig['sections'] }).map(({ path }) => path)).toEqual([
      '/',
      '/l/verify',
      '/l',
      '/404',
    ]);
    const noLicences = sections.filter((section) => section.type !== 'contact');
    expect(siteRoutes({ sections: noLicences as SiteConfig['sections'] }).map(({ path }) => path)).toEqual([
      '/',
      '/404',
    ]);
  });
});
