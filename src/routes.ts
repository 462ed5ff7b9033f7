import type { Section, SiteConfig } from './config/site-config.generated';
import { sectionPages } from './sections/pages';

/** What a page is for; a `section` page shows one section in full (its type's `pages` hook). */
export type PageKind = SiteRoute['kind'];

/** One page of the site: the address it answers, what kind of page it is, the file the build writes. */
export type SiteRoute = { path: string; file: string } & ({ kind: 'home' | 'not-found' } | { kind: 'section'; section: Section });

/**
 * Every page of the site, in one table: the app's routes, the files the prerender writes, the
 * answers of the dev server and the head each page gets all come from here.
 */
export function siteRoutes(config: Pick<SiteConfig, 'sections'>): SiteRoute[] {
  return [
    { path: '/', kind: 'home', file: 'index.html' },
    // Hosting serves name.html at /name (cleanUrls).
    ...sectionPages(config.sections).map(({ path, section }) => ({ path, kind: 'section' as const, section, file: `${path.slice(1)}.html` })),
    // Hosting answers every address it has no file for with 404.html.
    { path: '/404', kind: 'not-found', file: '404.html' },
  ];
}

/** Pages for search engines: in the sitemap, with a canonical address; the not-found page is neither. */
export const isIndexed = (route: SiteRoute): boolean => route.kind !== 'not-found';

/** The route that answers `pathname`: the not-found page for any address the table lacks. */
export function routeFor(routes: readonly SiteRoute[], pathname: string): SiteRoute {
  const path = pathname === '/index.html' ? '/' : pathname;
  return routes.find((route) => route.path === path && route.kind !== 'not-found') ?? (routes.find((route) => route.kind === 'not-found') as SiteRoute);
}
