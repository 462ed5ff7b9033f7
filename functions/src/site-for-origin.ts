import { settings } from './generated/settings.ts';
import { allOrigins, pickSite, type SiteSettings } from './sites.ts';

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The site a browser call belongs to, from the settings generated at build: for any callable
 * that serves the roster. Undefined means no site: refuse the call (403), store nothing.
 */
export function siteForOrigin(origin: string | undefined): SiteSettings | undefined {
  return pickSite(origin, settings.sites, emulated);
}

/** The origins the callable's CORS answer allows: every site's (and, in the emulator, their local addresses). */
export const callableOrigins = allOrigins(settings.sites, emulated);
