import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { catalogJsonLd } from './json-ld.ts';

const config = await loadSiteConfig();
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;

describe('catalog JSON-LD', () => {
  it('describes each track as a MusicRecording of a MusicComposition, by the artist of the page', () => {
    const facts = { '/audio/night-drive.mp3': { duration: 125.4, peaks: [] } };
    const graph = catalogJsonLd(section.tracks.slice(0, 2), facts, config)['@graph'] as Record<string, unknown>[];
    expect(graph).toHaveLength(2);
    expect(graph[0]).toEqual({
      '@type': 'MusicRecording',
      name: 'Night Drive',
      byArtist: { '@id': 'https://marlowekane.com/#artist' },
      duration: 'PT2M5S',
      isrcCode: 'US-MK1-26-00001',
      genre: ['Cinematic', 'Electronic'],
      keywords: 'chase, heist, countdown, night city, tension build',
      audio: {
        '@type': 'AudioObject',
        contentUrl: 'https://marlowekane.com/audio/night-drive.mp3',
        encodingFormat: 'audio/mpeg',
      },
      recordingOf: {
        '@type': 'MusicComposition',
        name: 'Night Drive',
        iswcCode: 'T-034.524.680-1',
        composer: [{ '@type': 'Person', name: 'Marlowe Kane' }],
      },
    });
    // No length is invented for a file the build did not read.
    expect(graph[1]).not.toHaveProperty('duration');
  });

  it('gives the keywords, the language of the vocals and the lyrics where schema.org has a place for them', () => {
    const [, golden] = catalogJsonLd(section.tracks.slice(0, 2), {}, config)['@graph'] as Record<
      string,
      Record<string, unknown>
    >[];
    expect(golden).toMatchObject({ keywords: 'product reveal, end card, feel good, sunshine', inLanguage: 'en' });
    expect(golden!.recordingOf).toMatchObject({
      inLanguage: 'en',
      lyrics: { '@type': 'CreativeWork', text: expect.stringContaining('golden hour, here we go again') },
    });
  });
});
