import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../src/config/site-config.generated.ts';
import { canonicalUrl } from '../../src/head/urls.ts';

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEntities[char]);

/** Hosting serves the build folder at the origin's root, so both files live there. */
const atRoot = (file: string, config: SiteConfig) => new URL(`/${file}`, config.site.url).href;

/** The one indexable page; the 404 page is noindex and stays out. */
export function sitemapXml(config: SiteConfig): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeXml(canonicalUrl(config.site.url))}</loc></url>`,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(config: SiteConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${atRoot('sitemap.xml', config)}`, ''].join('\n');
}

/** Writes sitemap.xml and robots.txt for the configured site URL into the build folder. */
export async function writeSiteFiles(outDir: string, config: SiteConfig): Promise<string[]> {
  const files: [string, string][] = [
    ['sitemap.xml', sitemapXml(config)],
    ['robots.txt', robotsTxt(config)],
  ];
  return Promise.all(
    files.map(async ([name, content]) => {
      const target = path.join(outDir, name);
      await writeFile(target, content);
      return target;
    }),
  );
}
