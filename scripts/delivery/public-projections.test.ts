import { describe, expect, it } from 'vitest';
import type { CatalogSection } from '../../functions/src/contract/site-config.generated.ts';
import { catalogJson } from '../../src/sections/catalog/catalog-json.ts';
import { catalogSearchFiles } from '../../src/sections/catalog/search/catalog-search-file.ts';
import { offeredTracks } from '../../src/sections/catalog/offered-tracks.ts';
import { shipped } from '../config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../config/load-config.ts';
import { namedFiles } from './named-files.ts';

const config = siteConfigFromSource(shipped, '/x/site.yaml');
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const paths = namedFiles(config).map((file) => file.path);

describe("a track's delivery files, in nothing a visitor or a shortlist gets", () => {
  it('the demo names some, so the checks below look for real paths', () => {
    expect(paths).toEqual(['golden-hour.wav', 'golden-hour-instrumental.wav', 'golden-hour-stems.zip']);
  });

  it('catalog.json, the search files and a shortlist’s copy of the tracks carry no delivery path or field', () => {
    const outputs = {
      'catalog.json': catalogJson(section, { config, facts: {} }),
      'search files': JSON.stringify(catalogSearchFiles(section, {})),
      'shortlist copy': JSON.stringify(offeredTracks(section, {})),
    };
    for (const [what, text] of Object.entries(outputs)) {
      for (const path of paths) expect(text, `${what} names ${path}`).not.toContain(path);
      expect(text, `${what} has a delivery field`).not.toMatch(/"delivery"/);
    }
  });
});
