import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { SiteRoute } from '../routes.ts';
import type { ItemHead, SectionDefinition, SectionType } from '../sections/define.ts';
import { definitionOf } from '../sections/registry.ts';
import { escapeHtml } from './escape-html.ts';
import { artistJsonLd, serializeJsonLd } from './json-ld.ts';
import { absoluteUrl, canonicalUrl, iconType, ogLocale } from './urls.ts';

/** `section`: a section's page of its own (its type's `pages` hook), indexed like home. */
type PageKind = SiteRoute['kind'];

/** One element of the document head; `text` is raw content (already safe for its element). */
interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

const meta = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: key, content } });

function titleOf(config: SiteConfig, page: PageKind, heading?: string): string {
  // A shortlist's own title arrives with its tracks; the shell names no one.
  if (page === 'home' || page === 'shortlist') return config.meta.title;
  if (page === 'licence') return `${config.licensing.labels.loading} | ${config.artist.name}`;
  if (page === 'licence-verify') return `${config.licensing.labels.verifyTitle} | ${config.artist.name}`;
  if (page === 'licence-paid') return `${config.licensing.payment?.labels.paidTitle} | ${config.artist.name}`;
  return `${page === 'section' ? (heading ?? config.meta.title) : config.notFound.title} | ${config.artist.name}`;
}

/** Tags both pages carry: what the tab shows and the browser chrome. */
function commonTags(
  config: SiteConfig,
  page: PageKind,
  heading?: string,
  description = config.meta.description,
): HeadTag[] {
  const { meta: m } = config;
  const type = iconType(m.favicon);
  return [
    { tag: 'title', attrs: {}, text: escapeHtml(titleOf(config, page, heading)) },
    meta('description', description),
    meta('theme-color', m.themeColor),
    { tag: 'link', attrs: { rel: 'icon', href: m.favicon, ...(type ? { type } : {}) } },
  ];
}

/** Search and share tags of the home page: canonical address, Open Graph, Twitter card, JSON-LD. */
function shareTags(config: SiteConfig): HeadTag[] {
  const { meta: m, site, artist } = config;
  const url = canonicalUrl(site.url);
  const image = absoluteUrl(m.shareImage.src, site.url);
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:type', 'website'),
    property('og:site_name', artist.name),
    property('og:title', m.title),
    property('og:description', m.description),
    property('og:url', url),
    property('og:locale', ogLocale(site.lang)),
    property('og:image', image),
    property('og:image:alt', m.shareImage.alt),
    property('og:image:width', String(m.shareImage.width)),
    property('og:image:height', String(m.shareImage.height)),
    meta('twitter:card', 'summary_large_image'),
    ...(m.twitterHandle ? [meta('twitter:site', m.twitterHandle)] : []),
    meta('twitter:title', m.title),
    meta('twitter:description', m.description),
    meta('twitter:image', image),
    meta('twitter:image:alt', m.shareImage.alt),
    { tag: 'script', attrs: { type: 'application/ld+json' }, text: serializeJsonLd(artistJsonLd(config)) },
  ];
}

/**
 * An entry's page (a track's): canonical, and a link to it unfolds into the entry itself, with
 * the site's picture until the entry has one of its own.
 */
function itemTags(config: SiteConfig, url: string, head: ItemHead): HeadTag[] {
  const { meta: m, site, artist } = config;
  const image = head.image ?? {
    url: absoluteUrl(m.shareImage.src, site.url),
    alt: m.shareImage.alt,
    width: m.shareImage.width,
    height: m.shareImage.height,
  };
  return [
    ...commonTags(config, 'section', head.title, head.description),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    property('og:type', head.type),
    property('og:site_name', artist.name),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', url),
    property('og:locale', ogLocale(site.lang)),
    ...(head.audio ? [property('og:audio', head.audio.url), property('og:audio:type', head.audio.type)] : []),
    property('og:image', image.url),
    property('og:image:alt', image.alt),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    meta('twitter:card', 'summary_large_image'),
    ...(m.twitterHandle ? [meta('twitter:site', m.twitterHandle)] : []),
    meta('twitter:title', head.title),
    meta('twitter:description', head.description),
    meta('twitter:image', image.url),
    meta('twitter:image:alt', image.alt),
  ];
}

/** The head of a page as data: the home page is indexed and shareable, the not-found page is neither. */
function headTags(config: SiteConfig, route: SiteRoute): HeadTag[] {
  if (route.kind === 'section' && route.item !== undefined) {
    const definition = definitionOf(route.section.type) as SectionDefinition<SectionType> | undefined;
    const head = definition?.itemHead?.(route.section, route.item, config);
    if (head) return itemTags(config, absoluteUrl(route.path, config.site.url), head);
  }
  if (route.kind === 'section') {
    // A numbered page past the first says which in its title, and is its own canonical page: its tracks are on no other.
    const numbered =
      route.number && route.number.page > 1
        ? `${route.section.heading ?? config.meta.title}, ${route.number.title}`
        : route.section.heading;
    return [
      ...commonTags(config, route.kind, numbered),
      { tag: 'link', attrs: { rel: 'canonical', href: absoluteUrl(route.path, config.site.url) } },
    ];
  }
  if (
    route.kind === 'shortlist' ||
    route.kind === 'licence' ||
    route.kind === 'licence-verify' ||
    route.kind === 'licence-paid'
  ) {
    // First, before anything the page loads: the address holds a recipient's or a buyer's token
    // (or a licence's number, or a Checkout session's id), and no request may carry it to another host as a Referer
    // (firebase.json sends the same header).
    return [meta('referrer', 'no-referrer'), ...commonTags(config, route.kind), meta('robots', 'noindex, nofollow')];
  }
  return [
    ...commonTags(config, route.kind),
    ...(route.kind === 'home' ? shareTags(config) : [meta('robots', 'noindex')]),
  ];
}

function serialize({ tag, attrs, text }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return tag === 'meta' || tag === 'link' ? `<${tag}${attributes} />` : `<${tag}${attributes}>${text ?? ''}</${tag}>`;
}

/** The document head of a prerendered page, as HTML. */
export function renderHead(config: SiteConfig, route: SiteRoute): string {
  return headTags(config, route).map(serialize).join('\n');
}
