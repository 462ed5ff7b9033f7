import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withLargeCatalog } from '../test/large-catalog.ts';
import { repoRoot } from './config-path.ts';
import { siteConfigFromSource } from './load-config.ts';

const shipped = readFileSync(path.join(repoRoot, 'site.config.yaml'), 'utf8');
const tracksOf = (config: ReturnType<typeof siteConfigFromSource>) =>
  config.sections.flatMap((section) => (section.type === 'catalog' ? section.tracks : []));

describe('a library-sized catalog', () => {
  it('validates at 10,000 tracks, each with its own keywords and instruments', () => {
    const tracks = tracksOf(siteConfigFromSource(withLargeCatalog(shipped, 10_000), 'large.yaml'));
    expect(tracks).toHaveLength(10_000);
    expect(new Set(tracks.map((track) => track.id)).size).toBe(10_000);
    expect(new Set(tracks.slice(6).map((track) => track.keywords?.join())).size).toBeGreaterThan(5);
    expect(tracks.slice(6).every((track) => track.instruments?.length)).toBe(true);
  }, 180_000);

  it('is refused past 10,000 tracks, at the list, saying the limit', () => {
    expect(() => siteConfigFromSource(withLargeCatalog(shipped, 10_001), 'large.yaml')).toThrow(
      /large\.yaml:\d+:\d+: .*(10000|10,000)/,
    );
  }, 180_000);
});
