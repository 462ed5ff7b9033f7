import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { createEmotionCache } from '../../emotion-cache.ts';
import { renderFragments } from '../../render-fragments.tsx';
import { renderPage } from '../../render-page.tsx';
import { siteRoutes } from '../../routes.ts';
import { catalogPages } from './catalog-pages.ts';
import { pagesShown } from './CatalogPager.tsx';

const shipped = await loadSiteConfig();

/** The shipped catalog grown to `count` tracks (copies with their own ids and titles), six to a page, one kept for shortlists. */
function grown(count: number): { config: SiteConfig; section: CatalogSection } {
  const config = structuredClone(shipped);
  const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
  const originals = section.tracks;
  section.tracks = Array.from({ length: count }, (_, i) => ({
    ...originals[i % originals.length]!,
    id: `track-${i + 1}`,
    title: `Track ${i + 1}`,
  })) as typeof section.tracks;
  section.tracks[2]!.listed = false;
  section.perPage = 6;
  return { config, section };
}

const { config, section } = grown(15);
const render = (url: string) => renderPage(url, config, createEmotionCache());
const titlesOf = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a href="\/catalog\/(track-\d+)"/g)].map((match) => match[1]);

describe('a catalog longer than a page', () => {
  it('has numbered pages, the first at the section’s address, each titled with where it stands', () => {
    const numbered = catalogPages(section).filter((page) => page.number);
    expect(numbered.map((page) => [page.path, page.number?.title])).toEqual([
      ['/catalog', 'Page 1 of 3'],
      ['/catalog/page/2', 'Page 2 of 3'],
      ['/catalog/page/3', 'Page 3 of 3'],
    ]);
    const route = siteRoutes(config).find((candidate) => candidate.path === '/catalog/page/2');
    expect(route).toMatchObject({ kind: 'section', file: 'catalog/page/2.html', number: { page: 2 } });
  });

  it('lists every listed track on exactly one page, in the catalog’s order, and links the pages without JavaScript', async () => {
    const pages = await Promise.all(['/catalog', '/catalog/page/2', '/catalog/page/3'].map(render));
    const listed = pages.map(titlesOf);
    expect(listed.flat()).toEqual(section.tracks.filter((track) => track.listed !== false).map((track) => track.id));
    expect(listed.map((ids) => ids.length)).toEqual([6, 6, 2]);
    const second = pages[1]!;
    expect(second).toMatch(/<nav[^>]*aria-label="Catalog pages"/);
    expect(second).toContain('<a href="/catalog" rel="prev">Previous</a>');
    expect(second).toContain('<a href="/catalog/page/3" rel="next">Next</a>');
    expect(second).toContain('<a href="/catalog/page/2" aria-current="page">2</a>');
    expect(second).toContain('Page 2 of 3');
    expect(pages[0]).not.toContain('rel="prev"');
  });

  it('shows the first, the last and the pages near this one, with gaps between', () => {
    expect(pagesShown(1, 3)).toEqual([1, 2, 3]);
    expect(pagesShown(6, 100)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 100]);
    expect(pagesShown(2, 100)).toEqual([1, 2, 3, 4, 'gap', 100]);
    expect(pagesShown(1, 1)).toEqual([1]);
  });

  it('has a card of each listed track alone, for search results, linking to its page, with its own island keys', async () => {
    const { files, rules } = await renderFragments(config, {});
    expect(files.map((fragment) => fragment.file)).toEqual(
      section.tracks.filter((track) => track.listed !== false).map((track) => `catalog.cards/${track.id}.html`),
    );
    const first = files[0]!.html;
    expect(first).toMatch(/^<li[^>]* data-track="track-1"/);
    expect(first).toContain('<a href="/catalog/track-1">Track 1</a>');
    const keys = files.flatMap((fragment) =>
      [...fragment.html.matchAll(/data-key="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(files.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^r[a-z]+\d+$/.test(key!))).toBe(true);
    // The rules the cards use, for the pages they join.
    const classes = new Set([...first.matchAll(/class="cs-([\w-]+)/g)].map((match) => match[1]));
    expect([...classes].every((name) => rules.some((rule) => rule.id === name))).toBe(true);
  });
});
