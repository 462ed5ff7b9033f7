/**
 * The pages that may call the function. Firebase Hosting serves a preview channel at
 * https://<site>--<channel>-<hash>.web.app (the site's id is the project's by default): a new
 * address per channel, so the config can only allow them by pattern, and only when it says so.
 */
export function previewChannelPattern(site: string): RegExp {
  // Site ids are lower-case letters, digits and hyphens; escaped all the same, so none reads as regex.
  const escaped = site.replace(/[^a-z0-9]/g, (char) => `\\${char}`);
  return new RegExp(`^https://${escaped}--[a-z0-9][a-z0-9-]{0,62}\\.web\\.app$`);
}

export interface OriginSettings {
  /** Exact origins: the site's own and the Hosting domains. */
  origins: readonly string[];
  /** The Hosting site whose preview channels may call, or null. */
  previewSite: string | null;
}

/** What firebase-functions' `cors` option takes: exact origins and patterns. */
export function corsOrigins(settings: OriginSettings): Array<string | RegExp> {
  return [...settings.origins, ...(settings.previewSite === null ? [] : [previewChannelPattern(settings.previewSite)])];
}

export function isAllowedOrigin(origin: string, allowed: ReadonlyArray<string | RegExp>): boolean {
  return allowed.some((entry) => (typeof entry === 'string' ? entry === origin : entry.test(origin)));
}
