import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { readFileSync } from 'node:fs';
import { resolveConfigPath } from '../../../scripts/config/config-path.ts';
import { loadSiteConfig, validateConfigSource } from '../../../scripts/config/load-config.ts';
import { sitemapXml } from '../../../scripts/build/site-files.ts';
import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { createEmotionCache } from '../../emotion-cache.ts';
import { renderPage } from '../../render-page.tsx';
import { routeFor, siteRoutes } from '../../routes.ts';
import { catalogJson } from './catalog-json.ts';
import { listedTracks } from './listed.ts';
import { sheetTracks } from './sheet-tracks.ts';

const shipped = await loadSiteConfig();

/** The shipped site with one track kept for shortlists. */
function withUnlisted(id: string): { config: SiteConfig; section: CatalogSection } {
  const config = structuredClone(shipped);
  const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
  const track = section.tracks.find((t) => t.id === id)!;
  track.listed = false;
  // Featured on the home page too, so the home page would show it if it were not left out.
  section.featured = section.tracks.length;
  return { config, section };
}

const { config, section } = withUnlisted('slow-burn');
const render = (url: string) => renderPage(url, config, createEmotionCache());

describe('a track with listed: false', () => {
  it('is shown by the shipped config when listed, so the checks below can fail', async () => {
    expect(await renderPage('/catalog', shipped, createEmotionCache())).toContain('Slow Burn');
  });

  it('is on no public page, nor in the structured data, nor its audio address', async () => {
    for (const page of [await render('/'), await render('/catalog')]) {
      expect(page).not.toContain('Slow Burn');
      expect(page).not.toContain('slow-burn');
      expect(page).toContain('Night Drive');
      expect(page).toContain('"@type":"MusicRecording"');
    }
  });

  it('has no page of its own: its address is the site’s not-found page, with nothing of the track', async () => {
    expect(siteRoutes(config).map((route) => route.path)).not.toContain('/catalog/slow-burn');
    expect(routeFor(siteRoutes(config), '/catalog/slow-burn')).toMatchObject({ kind: 'not-found' });
    expect(await render('/catalog/slow-burn')).not.toMatch(/Slow Burn|slow-burn\.mp3/);
    expect(routeFor(siteRoutes(shipped), '/catalog/slow-burn')).toMatchObject({ kind: 'section', item: 'slow-burn' });
  });

  it('is counted out of the "see all" link', async () => {
    const { config: featuredTwo, section: two } = withUnlisted('slow-burn');
    two.featured = 2;
    const home = await renderPage('/', featuredTwo, createEmotionCache());
    expect(home).toContain(`See all ${two.tracks.length - 1} tracks`);
  });

  it('is not in catalog.json, the one-sheet or the sitemap', () => {
    const json = catalogJson(section, { config, facts: {} });
    expect(json).not.toContain('slow-burn');
    expect((JSON.parse(json) as { tracks: unknown[] }).tracks).toHaveLength(section.tracks.length - 1);
    expect(sheetTracks(section, {}).map((track) => track.title)).not.toContain('Slow Burn');
    expect(sitemapXml(config)).not.toMatch(/slow-burn|Slow/);
  });

  it('keeps the listed tracks in catalog order', () => {
    expect(listedTracks(section.tracks).map((track) => track.id)).toEqual([
      'night-drive',
      'golden-hour',
      'paper-moons',
      'still-water',
      'first-light',
    ]);
  });
});

describe('a catalog whose every track is unlisted', () => {
  it('is a located config error, not an empty section', () => {
    const source = readFileSync(resolveConfigPath(), 'utf8').replace(/^( {8})stems: /gm, '$1listed: false\n$1stems: ');
    const result = validateConfigSource(source, 'site.config.yaml');
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors.map((error) => `${error.line}: ${error.message}`);
    expect(errors).toEqual([
      expect.stringMatching(
        /^\d+: every track of this catalog is listed: false, so it would show none; list at least one, or leave the section out$/,
      ),
    ]);
  });
});
