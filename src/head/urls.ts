/** The canonical form of the configured site address (a bare origin gains its trailing slash). */
export const canonicalUrl = (siteUrl: string): string => new URL(siteUrl).href;

/** An asset path from public/ made absolute against the site, as link previews require; full URLs stay as they are. */
export const absoluteUrl = (source: string, siteUrl: string): string => new URL(source, siteUrl).href;

/** Where the build writes an entry page's share picture: beside the page, `/catalog/night-drive.png`. */
export const itemImagePath = (pagePath: string): string => `${pagePath}.png`;

/** The share picture's size: what Open Graph and Twitter's large card show uncropped. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Open Graph writes locales as language_TERRITORY (en_US); a bare language stays as it is. */
export function ogLocale(lang: string): string {
  // split() gives at least one part, so there is always a language.
  const [language, region] = lang.split('-');
  return region && /^[A-Za-z]{2}$/.test(region) ? `${language}_${region.toUpperCase()}` : language!;
}

const iconTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

/** The MIME type of an icon from its extension, when it is one browsers know. */
export const iconType = (path: string): string | undefined => iconTypes[path.split('.').pop()?.toLowerCase() ?? ''];
