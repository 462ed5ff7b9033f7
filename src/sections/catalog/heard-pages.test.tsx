// A catalog whose YAML leaves some tempos and keys to the build: what the pages, the filters and
// the files show once the build's facts are filled in (scripts/config/heard-config.ts).
import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { withHeard } from '../../../scripts/config/heard-config.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { createEmotionCache } from '../../emotion-cache.ts';
import { renderPage } from '../../render-page.tsx';
import { catalogJson } from './catalog-json.ts';
import { searchProps } from './island-props.ts';
import { listedTracks } from './listed.ts';
import { sheetTracks } from './sheet-tracks.ts';
import { trackHead } from './track-page.ts';

const written = structuredClone(await loadSiteConfig());
const writtenCatalog = written.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
for (const track of writtenCatalog.tracks.filter((t) => t.id === 'night-drive' || t.id === 'first-light')) {
  delete track.bpm;
  delete track.key;
}
const sound = (bpm: number | null, key: string | null) => ({
  duration: 120,
  peaks: [],
  tempo: { bpm, confidence: 0.9 },
  key: { key, confidence: 0.8 },
});
// As the build hears the demo's audio: Night Drive's pulse and key, First Light's held strings no steady tempo.
const facts = { '/audio/night-drive.mp3': sound(92.2, 'A minor'), '/audio/first-light.mp3': sound(null, 'D minor') };
const config = withHeard(written, facts);
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const render = (url: string) => renderPage(url, config, createEmotionCache(), {}, facts);
/** A card's facts, from its opening to the end of its list of facts. */
const card = (html: string, id: string) =>
  html.slice(html.indexOf(`data-track="${id}"`), html.indexOf('</dl>', html.indexOf(`data-track="${id}"`)));

describe('a track whose YAML gives no tempo or key', () => {
  it('shows on its card what the build heard, as a typed value shows', async () => {
    const html = card(await render('/catalog'), 'night-drive');
    expect(html).toContain('<dt>BPM</dt><dd>92</dd>');
    expect(html).toContain('<dt>Key</dt><dd>A minor</dd>');
  });

  it('says free time where the build heard no steady tempo, and never a number', async () => {
    const page = await render('/catalog/first-light');
    const html = card(page, 'first-light');
    expect(html).toContain('<dt>BPM</dt><dd>Free time</dd>');
    expect(html).toContain('<dt>Key</dt><dd>D minor</dd>');
    expect(trackHead(section, 'first-light', config)?.description).toContain('Free time · D minor');
    expect(trackHead(section, 'first-light', config)?.description).not.toMatch(/\d+ BPM/);
  });

  it('leaves a free-time track out of the tempo range the filters offer, and catalog.json gives it no bpm', () => {
    const { form } = searchProps(listedTracks(section.tracks), section.labels, {
      listId: 'l',
      pagerId: null,
      moreId: 'm',
      searchFile: '/s',
      searchFolder: '/f',
      cardFile: '/c',
      soundFile: null,
    });
    // The demo's typed tempos run 66 to 118; Night Drive's heard 92 is within them, First Light adds none.
    expect([form.bpmMin, form.bpmMax]).toEqual([66, 118]);
    const json = JSON.parse(catalogJson(section, { config, facts })) as { tracks: Array<Record<string, unknown>> };
    expect(json.tracks.find((t) => t.id === 'night-drive')).toMatchObject({ bpm: 92, key: 'A minor' });
    expect('bpm' in json.tracks.find((t) => t.id === 'first-light')!).toBe(false);
  });

  it('puts the heard tempo, or free time, in the one-sheet’s BPM column', () => {
    const rows = sheetTracks(section, facts);
    expect(rows.find((t) => t.title === 'Night Drive')).toMatchObject({ bpm: 92, key: 'A minor' });
    expect(rows.find((t) => t.title === 'First Light')).toMatchObject({ noTempo: 'Free time', key: 'D minor' });
  });
});
