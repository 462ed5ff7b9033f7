import { defineSection, rawEntries, type SectionAudio } from '../define.ts';
import { catalogJson } from './catalog-json.ts';
import { withHeardTracks } from './heard-tracks.ts';
import { normalizeKey } from './musical-key.ts';
import { catalogRules } from './rules.ts';
import { deliveryRules } from './delivery-rules.ts';
import { catalogFragments, catalogPages } from './catalog-pages.ts';
import { trackHead, trackImage } from './track-page.ts';
import { catalogSearchFiles } from './search/catalog-search-file.ts';
import { sheetTracks } from './sheet-tracks.ts';
import { catalogSoundFiles } from './sound/catalog-sound-file.ts';
import { offeredTracks } from './offered-tracks.ts';
import { shortlistTexts } from './shortlist/page-texts.ts';
import fragment from './schema.json' with { type: 'json' };
import { withTrackFields } from './track-schema.ts';

export default defineSection({
  type: 'catalog',
  // The track's plain fields are the track-field table's: the fragment holds only the special ones.
  schema: withTrackFields(fragment),
  renderer: 'CatalogSection.tsx',
  targets: (section) => [
    {
      path: ['contactTarget'],
      what: 'licence link',
      id: typeof section.contactTarget === 'string' ? section.contactTarget : 'contact',
    },
  ],
  rules: (section, context) => [...catalogRules(section, context), ...deliveryRules(section, context)],
  normalize: (section) => ({
    ...section,
    tracks: section.tracks.map((track) =>
      track.key === undefined ? track : { ...track, key: normalizeKey(track.key) ?? track.key },
    ) as typeof section.tracks,
  }),
  audioFiles: (section) =>
    rawEntries(section.tracks).flatMap((track, t): SectionAudio[] => [
      ...(typeof track.audio === 'string' ? [{ path: ['tracks', t, 'audio'], src: track.audio }] : []),
      ...rawEntries(track.versions).flatMap((version, v): SectionAudio[] =>
        typeof version.audio === 'string' ? [{ path: ['tracks', t, 'versions', v, 'audio'], src: version.audio }] : [],
      ),
    ]),
  heard: withHeardTracks,
  // The whole catalog gets numbered pages of its own, named after the section, and each track one under it to share.
  pages: catalogPages,
  itemFragments: catalogFragments,
  itemHead: trackHead,
  itemImage: trackImage,
  files: (section, context) => [
    { name: `${section.id}.json`, content: catalogJson(section, context) },
    ...catalogSearchFiles(section, context.facts),
    ...catalogSoundFiles(section, context.facts),
  ],
  sheetTracks,
  offeredTracks,
  shortlistView: { texts: shortlistTexts, cards: 'ShortlistCards.tsx' },
});
