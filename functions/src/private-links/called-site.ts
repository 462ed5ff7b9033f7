import { siteForOrigin } from '../site-for-origin.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';

/**
 * The site whose page made a private link's call, by the page's Origin (sent with every POST, the
 * beacon's too): a roster site's name, or the default single site. A token opens only its own
 * site's links, so one artist's page can never show, count or accept another's. Undefined: no
 * site this function serves.
 */
export function calledSite(origin: string | undefined): string | undefined {
  const site = siteForOrigin(origin);
  return site && (site.key ?? DEFAULT_SITE);
}
