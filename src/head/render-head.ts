import type { SiteConfig } from '../config/site-config.generated';
import { escapeHtml } from './escape-html';

export type PageKind = 'home' | 'not-found';

/** The document head of a prerendered page, as HTML. */
export function renderHead(config: SiteConfig, page: PageKind): string {
  const { meta } = config;
  const title = page === 'home' ? meta.title : `${config.notFound.title} | ${config.artist.name}`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(meta.themeColor)}" />`,
    `<link rel="icon" href="${escapeHtml(meta.favicon)}" />`,
  ].join('\n');
}
