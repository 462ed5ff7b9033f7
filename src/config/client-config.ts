import type { SiteConfig } from './site-config.generated';

/**
 * The config as the browser gets it. Blocks that only the server render reads (the head and
 * JSON-LD: `meta`, `artist`) or only the contact function reads (`notifyEmail`, `rateLimit`)
 * stay out of the first-load bundle, and so does `cacheRetentionMinutes`, which nothing reads
 * yet; typing the browser's side without them makes a future client-side read of one a
 * compile error rather than an undefined.
 */
export type ClientSiteConfig = Omit<SiteConfig, '$schema' | 'meta' | 'artist' | 'contact' | 'behaviour'> & {
  contact: Omit<SiteConfig['contact'], 'notifyEmail' | 'rateLimit'>;
  behaviour: Omit<SiteConfig['behaviour'], 'cacheRetentionMinutes'>;
};

export function clientConfig(config: SiteConfig): ClientSiteConfig {
  const {
    $schema: _schema,
    meta: _meta,
    artist: _artist,
    contact: { notifyEmail: _notifyEmail, rateLimit: _rateLimit, ...contact },
    behaviour: { cacheRetentionMinutes: _cacheRetentionMinutes, ...behaviour },
    ...rest
  } = config;
  return { ...rest, contact, behaviour };
}
