import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../scripts/config/load-config';
import type { SiteConfig } from './config/site-config.generated';
import { routeFor, siteRoutes } from './routes';

let config: SiteConfig;
beforeAll(async () => {
  config = await loadSiteConfig();
});

describe('the route table', () => {
  it('lists home, each section page the config asks for, and the not-found page, each with its file', () => {
    expect(siteRoutes(config).map(({ path, kind, file }) => [path, kind, file])).toEqual([
      ['/', 'home', 'index.html'],
      ['/catalog', 'section', 'catalog.html'],
      ['/404', 'not-found', '404.html'],
    ]);
  });

  it('answers every address: index.html is home, an unknown address the not-found page', () => {
    const routes = siteRoutes(config);
    expect(routeFor(routes, '/index.html').kind).toBe('home');
    expect(routeFor(routes, '/catalog')).toMatchObject({ kind: 'section', section: { type: 'catalog' } });
    expect(routeFor(routes, '/nope').kind).toBe('not-found');
    expect(routeFor(routes, '/catalog/').kind).toBe('not-found');
  });

  it('has no section pages when no section asks for one', () => {
    const sections = config.sections.filter((section) => section.type !== 'catalog');
    expect(siteRoutes({ sections: sections as SiteConfig['sections'] }).map(({ path }) => path)).toEqual(['/', '/404']);
  });
});
