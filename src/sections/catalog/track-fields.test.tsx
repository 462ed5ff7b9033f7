import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { parse } from 'yaml';
import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import type { TrackField } from '../../../functions/src/contract/track-fields.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const guide = await readFile(`${root}docs/track-fields.md`, 'utf8');
const block = (lang: string) => guide.match(new RegExp('```' + lang + '\\n([\\s\\S]*?)```'))![1]!;

// The next free place among the search index's fields, as the guide's row asks: the index's fields
// now, as places run from 0 without a gap (searcher.test.ts holds the table's rows to that).
const nextPlace = (await import('./search/index-options.ts')).TEXT_FIELDS.length;
vi.resetModules();

// docs/track-fields.md's row and label, taken literally: the row is appended to the table, as step 1 says.
const row = new Function('NEXT_PLACE', `return (${block('ts')});`)(nextPlace) as TrackField;
const label = JSON.parse(`{${block('json')}}`) as Record<string, { default: string }>;
const tableModule = '../../../functions/src/contract/track-fields.ts';
vi.doMock(tableModule, async (original) => {
  const table = await original<typeof import('../../../functions/src/contract/track-fields.ts')>();
  return { ...table, TRACK_FIELDS: [...table.TRACK_FIELDS, row] };
});

const { TRACK_FIELDS: table, valueOf } = await import('../../../functions/src/contract/track-fields.ts');
const { generateSchema } = await import('../../../scripts/config/generate-schema.ts');
const { compileSiteSchema } = await import('../../../scripts/config/schema.ts');
const { loadSiteConfig } = await import('../../../scripts/config/load-config.ts');
const { resolveConfigPath } = await import('../../../scripts/config/config-path.ts');
const { catalogJson } = await import('./catalog-json.ts');
const { trackText } = await import('./search/catalog-search-file.ts');
const { TEXT_FIELDS, WEIGHTS } = await import('./search/index-options.ts');
const { buildSearchFiles } = await import('./search/build-index.ts');
const { offeredTracks } = await import('./offered-tracks.ts');
const { buildOffer } = await import('../../../scripts/licence/offer.ts');
const { offerFacts, pageLabels } = await import('../../pages/licence-facts.ts');
const { licenceTrackFacts } = await import('../../../functions/src/contract/licence-track-facts.ts');
const { parseSheet } = await import('../../../scripts/import/sheet.ts');
const { renderPage } = await import('../../render-page.tsx');
const { createEmotionCache } = await import('../../emotion-cache.ts');
const { licenceRequestOf } = await import('../registry.ts');

// Steps 2 and 3: the label's default joins the generated schema, and the YAML's track gives the field.
const schema = JSON.parse(await generateSchema()) as {
  $defs: Record<string, { properties: Record<string, { properties: Record<string, unknown> }> }>;
};
Object.assign(schema.$defs.catalogSection!.properties.labels!.properties, label);
const raw = parse(await readFile(resolveConfigPath(), 'utf8')) as SiteConfig;
const rawCatalog = raw.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
Object.assign(rawCatalog.tracks[0]!, { tempoFeel: 'driving' });
const validate = compileSiteSchema(schema);
const valid = validate(raw);

// The loaded site, given what validation made of the YAML: the field on its first track and the label's default.
const config = structuredClone(await loadSiteConfig());
const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const track = section.tracks[0]!;
Object.assign(track, { tempoFeel: (rawCatalog.tracks[0] as unknown as { tempoFeel: string }).tempoFeel });
Object.assign(section.labels, { tempoFeel: (rawCatalog.labels as unknown as { tempoFeel: string }).tempoFeel });

describe('a field added as docs/track-fields.md says', () => {
  it('is in the schema, so the YAML may give it and its label has a default', () => {
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(schema.$defs.catalogTrack!.properties.tempoFeel).toEqual(row.schema);
    expect(section.labels).toMatchObject({ tempoFeel: 'Tempo feel' });
  });

  it('shows in the track page’s details, under its label', async () => {
    const html = await renderPage(`/${section.id}/${track.id}`, config, createEmotionCache());
    expect(html).toContain('<dt>Tempo feel</dt><dd>driving</dd>');
  });

  it('is searched, with its weight, after the fields the index had', () => {
    expect(TEXT_FIELDS.at(-1)).toBe('tempoFeel');
    expect((WEIGHTS as Record<string, number>).tempoFeel).toBe(1);
    expect(trackText(track)).toMatchObject({ tempoFeel: 'driving' });
    const { base } = buildSearchFiles([trackText(track)], []);
    expect(base.index.fieldIds.tempoFeel).toBe(row.search!.place);
  });

  it('is in catalog.json', () => {
    const json = JSON.parse(catalogJson(section, { config, facts: {} })) as { tracks: Array<Record<string, unknown>> };
    expect(json.tracks.find((t) => t.id === track.id)).toMatchObject({ tempoFeel: 'driving' });
  });

  it('is kept in a shortlist’s copy and listed among the licence’s facts, on the quote page and in the PDF', () => {
    const copy = offeredTracks(section, {}).find((t) => t.id === track.id)!;
    expect(copy).toMatchObject({ tempoFeel: 'driving' });
    const offer = buildOffer({
      request: {
        id: 'req1',
        name: 'Anna Lee',
        email: 'anna@northlight.example',
        licence: { track: track.title, media: 'online-ad', territory: 'worldwide', term: '1-year' },
      },
      config,
      licensorEmail: 'bookings@example.com',
      fields: licenceRequestOf(config.sections)!.fields,
      tracks: [{ ...copy, versions: copy.versions.map((version) => ({ ...version, durationSeconds: 60 })) }],
      fee: { amount: 100, currency: 'USD' },
    });
    // Listed with the facts of the table's other licence fields the track gives, in the table's order.
    const given = (table as readonly TrackField[]).filter((field) => {
      const value = valueOf(copy, field);
      return field.licence && value !== undefined && !(Array.isArray(value) && value.length === 0);
    });
    expect(offer.track.facts?.map((fact) => fact.label)).toEqual(given.map((field) => section.labels[field.label!]));
    expect(offer.track.facts).toContainEqual({ label: 'Tempo feel', value: 'driving' });
    expect(offerFacts(offer, null, pageLabels(config.licensing.labels))).toContainEqual(['Tempo feel', 'driving']);
    expect(licenceTrackFacts(offer.track, config.licensing.labels)).toContainEqual(['Tempo feel', 'driving']);
  });

  it('is read from a sheet’s column by the import', () => {
    const sheet = parseSheet(new TextEncoder().encode('File,Tempo Feel\nnight-drive.wav,laid back\n'), 'sheet.csv');
    expect(sheet.rows[0]).toMatchObject({ tempoFeel: 'laid back' });
    expect(sheet.ignored).toEqual([]);
  });

  it('names files that exist, and the columns the table and its row have', async () => {
    for (const path of guide
      .match(/`((?:functions|src|scripts|schema)\/[^`]+)`/g)!
      .map((quoted) => quoted.slice(1, -1)))
      expect(existsSync(`${root}${path}`), path).toBe(true);
    const { TRACK_FIELDS } =
      await vi.importActual<typeof import('../../../functions/src/contract/track-fields.ts')>(tableModule);
    const described = [...guide.matchAll(/^- `(\w+)`:/gm)].map((match) => match[1]).sort();
    const used = [...new Set([...TRACK_FIELDS, row].flatMap((field) => Object.keys(field)))].sort();
    expect(described).toEqual(used);
  });
});
