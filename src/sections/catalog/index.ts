import { defineSection, rawEntries, type SectionAudio } from '../define.ts';
import { catalogJson } from './catalog-json.ts';
import { normalizeKey } from './musical-key.ts';
import { catalogRules } from './rules.ts';
import { trackHead, trackImage, trackPath } from './track-page.ts';
import { catalogSearchFile, searchFileName } from './search/catalog-search-file.ts';
import { sheetTracks } from './sheet-tracks.ts';
import { shortlistTracks } from './shortlist-tracks.ts';
import { shortlistTexts } from './shortlist/page-texts.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'catalog',
  schema,
  renderer: 'CatalogSection.tsx',
  targets: (section) => [{ path: ['contactTarget'], what: 'licence link', id: typeof section.contactTarget === 'string' ? section.contactTarget : 'contact' }],
  rules: catalogRules,
  normalize: (section) => ({ ...section, tracks: section.tracks.map((track) => ({ ...track, key: normalizeKey(track.key) ?? track.key })) as typeof section.tracks }),
  audioFiles: (section) =>
    rawEntries(section.tracks).flatMap((track, t): SectionAudio[] => [
      ...(typeof track.audio === 'string' ? [{ path: ['tracks', t, 'audio'], src: track.audio }] : []),
      ...rawEntries(track.versions).flatMap((version, v): SectionAudio[] =>
        typeof version.audio === 'string' ? [{ path: ['tracks', t, 'versions', v, 'audio'], src: version.audio }] : [],
      ),
    ]),
  // The whole catalog gets a page of its own, named after the section, and each track one under
  // it to share; a track kept for shortlists has its page out of search engines and the sitemap.
  pages: (section) => [
    { path: `/${section.id}`, indexed: true },
    ...section.tracks.map((track) => ({ path: trackPath(section.id, track.id), item: track.id, indexed: track.listed !== false })),
  ],
  itemHead: trackHead,
  itemImage: trackImage,
  files: (section, context) => [
    { name: `${section.id}.json`, content: catalogJson(section, context) },
    { name: searchFileName(section.id), content: catalogSearchFile(section, context.facts) },
  ],
  sheetTracks,
  shortlistTracks,
  shortlistView: { texts: shortlistTexts, cards: 'ShortlistCards.tsx' },
});
