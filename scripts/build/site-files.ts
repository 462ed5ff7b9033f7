import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioFactsMap } from '../../src/audio/AudioFactsContext.tsx';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { escapeHtml } from '../../src/head/escape-html.ts';
import { absoluteUrl, canonicalUrl } from '../../src/head/urls.ts';
import { sectionFiles } from '../../src/sections/files.ts';
import { isIndexed, siteRoutes } from '../../src/routes.ts';

/** Hosting serves the build folder at the origin's root, so both files live there. */
const atRoot = (file: string, config: SiteConfig) => new URL(`/${file}`, config.site.url).href;

/** Every indexed page of the route table; the 404 page is noindex and stays out. */
export function sitemapXml(config: SiteConfig): string {
  const pages = siteRoutes(config)
    .filter(isIndexed)
    .map(({ path }) => (path === '/' ? canonicalUrl(config.site.url) : absoluteUrl(path, config.site.url)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${escapeHtml(page)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(config: SiteConfig): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${atRoot('sitemap.xml', config)}`, ''].join('\n');
}

/** Writes sitemap.xml, robots.txt and the sections' own files into the build folder. */
export async function writeSiteFiles(outDir: string, config: SiteConfig, facts: AudioFactsMap = {}): Promise<string[]> {
  const files: [string, string][] = [
    ['sitemap.xml', sitemapXml(config)],
    ['robots.txt', robotsTxt(config)],
    ...sectionFiles(config, facts).map(({ name, content }): [string, string] => [name, content]),
  ];
  return Promise.all(
    files.map(async ([name, content]) => {
      const target = path.join(outDir, name);
      // A section may write a folder of files (the catalog's search parts).
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
      return target;
    }),
  );
}
