import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { sheetTracks } from './sheet-tracks.ts';

const shipped = await loadSiteConfig();
const catalog = shipped.sections.find((section): section is CatalogSection => section.type === 'catalog')!;

describe("the sheet's tracks", () => {
  it("are the catalog's, in its order, with lengths from the files", () => {
    const tracks = sheetTracks(catalog, { '/audio/night-drive.mp3': { duration: 49.957, peaks: [] } });
    expect(tracks.map((track) => track.title)).toEqual([
      'Night Drive',
      'Golden Hour',
      'Paper Moons',
      'Still Water',
      'First Light',
      'Slow Burn',
    ]);
    expect(tracks[0]).toEqual({
      title: 'Night Drive',
      length: '0:50',
      bpm: 92,
      key: 'A minor',
      moods: ['Tense', 'Driving', 'Dark'],
      vocals: 'instrumental',
      oneStop: true,
      preCleared: true,
    });
  });
});
