import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { catalogJson } from './catalog-json.ts';

const config = await loadSiteConfig();
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const facts = { '/audio/golden-hour.mp3': { duration: 40.0123456, peaks: [0.5] } };

describe('catalog.json', () => {
  const document = JSON.parse(catalogJson(section, { config, facts }));
  const golden = document.tracks.find((track: { id: string }) => track.id === 'golden-hour');

  it('lists every track of the catalog, not only the featured ones', () => {
    expect(document.tracks).toHaveLength(section.tracks.length);
    expect(document).toMatchObject({
      artist: 'Marlowe Kane',
      site: 'https://marlowekane.com/',
      catalog: 'https://marlowekane.com/catalog',
    });
  });

  it('gives absolute addresses, exact lengths from the files, and the rights a clearance needs', () => {
    expect(golden).toMatchObject({
      title: 'Golden Hour',
      page: 'https://marlowekane.com/catalog#catalog-golden-hour',
      audio: 'https://marlowekane.com/audio/golden-hour.mp3',
      durationSeconds: 40.012,
      vocals: 'both',
      versions: [
        { label: 'Instrumental', audio: 'https://marlowekane.com/audio/golden-hour-inst.mp3', durationSeconds: null },
        { label: '30 s cut', audio: 'https://marlowekane.com/audio/golden-hour-30.mp3', durationSeconds: null },
      ],
      rights: {
        oneStop: true,
        isrc: 'US-MK1-26-00002',
        iswc: 'T-034.524.681-2',
        writers: [{ name: 'Marlowe Kane', share: 100, pro: 'ASCAP', ipi: '00123456789' }],
        publishers: [{ name: 'Kane Sync Music', share: 100, pro: 'ASCAP' }],
      },
      licenceRequest: 'https://marlowekane.com/?track=Golden+Hour#contact',
    });
  });

  it('gives what buyers search by and the AI disclosure that applies, spelled out role by role', () => {
    expect(golden).toMatchObject({
      keywords: ['product reveal', 'end card', 'feel good', 'sunshine'],
      instruments: ['piano', 'claps', 'female vocal', 'bass guitar'],
      lyrics: expect.stringContaining('Open up the window'),
      language: 'en',
      era: '2020s',
      soundsLike: ['Walk the Moon', 'Haim'],
      // The catalog's aiDefault: none.
      ai: { composition: 'none', lyrics: 'none', vocals: 'none', instrumentation: 'none', production: 'none' },
    });
    const night = document.tracks.find((track: { id: string }) => track.id === 'night-drive');
    expect(night.ai).toEqual({
      composition: 'none',
      lyrics: 'none',
      vocals: 'none',
      instrumentation: 'none',
      production: 'assisted',
      tool: 'iZotope Ozone (mastering)',
    });
  });
});
