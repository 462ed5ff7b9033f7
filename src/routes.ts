import { LICENCE_PATH, VERIFY_PATH } from '../functions/src/contract/licence-model.ts';
import { PAID_PATH } from '../functions/src/contract/payment-model.ts';
import type { Section, SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { sectionPages } from './sections/pages.ts';
import { licenceRequestOf, shortlistSectionOf } from './sections/registry.ts';
import type { SectionPageSpec } from './sections/define.ts';

/** What a page is for; a `section` page shows one section in full (its type's `pages` hook). */
export type PageKind = SiteRoute['kind'];

/** One page of the site: the address it answers, what kind of page it is, the file the build writes. */
export type SiteRoute = { path: string; file: string } & (
  | { kind: 'home' | 'not-found' }
  /** A buyer's quote (`/l/<token>`) and a licence's verification page (`/l/verify/<number>`): one shell each. */
  | { kind: 'licence' | 'licence-verify' }
  /** Where Stripe Checkout returns a buyer (`/l/paid`): on a site that takes payment. */
  | { kind: 'licence-paid' }
  | { kind: 'shortlist'; section: Section }
  /** `item`: the page shows one entry of the section (a track), not the whole of it. */
  | { kind: 'section'; section: Section; item?: string; number?: SectionPageSpec['number'] }
);

/**
 * Where a recipient's shortlist link points: `/s/<token>`. One prerendered shell answers every
 * token (Hosting rewrites `/s/**` to its file, firebase.json); an island reads the token from the
 * address.
 */
export const SHORTLIST_PATH = '/s';

/**
 * Every page of the site, in one table: the app's routes, the files the prerender writes, the
 * answers of the dev server and the head each page gets all come from here.
 */
export function siteRoutes(
  config: Pick<SiteConfig, 'sections'> & { licensing?: Pick<SiteConfig['licensing'], 'payment'> },
): SiteRoute[] {
  const takesRequests = licenceRequestOf(config.sections) !== undefined;
  return [
    { path: '/', kind: 'home', file: 'index.html' },
    // Hosting serves name.html at /name (cleanUrls).
    ...sectionPages(config.sections).map(({ path, section, item, number }) => ({
      path,
      kind: 'section' as const,
      section,
      ...(item !== undefined && { item }),
      ...(number !== undefined && { number }),
      file: `${path.slice(1)}.html`,
    })),
    // Only when a section can show a shortlist's tracks (its type's `shortlistView` hook).
    ...shortlistRoutes(config.sections),
    // Only when the site takes licence requests, which quotes answer. The verification and paid
    // pages first: their addresses are under the quote page's.
    ...(takesRequests && config.licensing?.payment
      ? [{ path: PAID_PATH, kind: 'licence-paid' as const, file: `${PAID_PATH.slice(1).replace('/', '-')}.html` }]
      : []),
    ...(takesRequests
      ? [
          {
            path: VERIFY_PATH,
            kind: 'licence-verify' as const,
            file: `${VERIFY_PATH.slice(1).replace('/', '-')}.html`,
          },
          { path: LICENCE_PATH, kind: 'licence' as const, file: `${LICENCE_PATH.slice(1)}.html` },
        ]
      : []),
    // Hosting answers every address it has no file for with 404.html.
    { path: '/404', kind: 'not-found', file: '404.html' },
  ];
}

function shortlistRoutes(sections: SiteConfig['sections']): SiteRoute[] {
  const section = shortlistSectionOf(sections);
  return section ? [{ path: SHORTLIST_PATH, kind: 'shortlist', section, file: `${SHORTLIST_PATH.slice(1)}.html` }] : [];
}

/** Pages for search engines: in the sitemap, with a canonical address; the not-found page and the private shortlist and licence pages are not. */
export const isIndexed = (route: SiteRoute): boolean => route.kind === 'home' || route.kind === 'section';

/** The pages whose one shell answers every address under theirs (a token, a number). */
const SHELLS: ReadonlySet<PageKind> = new Set(['shortlist', 'licence', 'licence-verify']);

/** Whether a route answers `path`: its own address, and for a shell every link under it. */
const answers = (route: SiteRoute, path: string): boolean =>
  route.kind !== 'not-found' && (route.path === path || (SHELLS.has(route.kind) && path.startsWith(`${route.path}/`)));

/** The route that answers `pathname`: the not-found page for any address the table lacks. */
export function routeFor(routes: readonly SiteRoute[], pathname: string): SiteRoute {
  const path = pathname === '/index.html' ? '/' : pathname;
  return (
    routes.find((route) => answers(route, path)) ?? (routes.find((route) => route.kind === 'not-found') as SiteRoute)
  );
}
