import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../config/load-config.ts';
import { catalogTracks } from './catalog-tracks.ts';

const shipped = await loadSiteConfig();

describe("the sheet's tracks", () => {
  it("are the catalog's, in its order, with lengths from the files", () => {
    const tracks = catalogTracks(shipped, { '/audio/night-drive.mp3': { duration: 49.957, peaks: [] } });
    expect(tracks.map((track) => track.title)).toEqual(['Night Drive', 'Golden Hour', 'Paper Moons', 'Still Water', 'First Light', 'Slow Burn']);
    expect(tracks[0]).toEqual({
      title: 'Night Drive',
      durationSeconds: 50,
      bpm: 92,
      key: 'A minor',
      moods: ['Tense', 'Driving', 'Dark'],
      vocals: 'instrumental',
      oneStop: true,
      preCleared: true,
    });
  });

  it('are none without a catalog', () => {
    expect(catalogTracks({ ...shipped, sections: shipped.sections.filter((section) => section.type !== 'catalog') as typeof shipped.sections }, {})).toEqual([]);
  });
});
