/**
 * Every field of a catalog track, once, in the order the YAML, the schema and catalog.json give
 * them: its schema, the sheet columns and preview tag it travels in, the label a visitor reads
 * it under, and where it shows. The schema generator, the card's details, the search, catalog.json,
 * a shortlist's copy, a licence's facts and the import all walk this list; docs/track-fields.md
 * says how to add one.
 *
 * A `special` field has a structure of its own: its schema stays in
 * the catalog section's schema.json and each place draws it by hand; the table only places it.
 */
import type { CatalogSection } from './site-config.generated.ts';

/** How the import reads a sheet's cell for the field (scripts/import/sheet.ts). */
export type SheetRead = 'line' | 'prose' | 'list' | 'tempo' | 'key' | 'language' | 'vocals' | 'yesNo';

export interface TrackField {
  name: string;
  /** Drawn by hand everywhere; schema.json holds its schema. */
  special?: true;
  /** The value's JSON Schema, merged into `$defs.catalogTrack` by `npm run gen:types`. */
  schema?: Readonly<Record<string, unknown>>;
  required?: true;
  /** The key of the catalog's `labels` it is shown under (the words come from the config). */
  label?: keyof CatalogSection['labels'];
  /** In the card's "More" list: chips, a line of text (a list joined by commas), or a language tag named in the page's language. */
  details?: 'chips' | 'text' | 'language';
  /**
   * Searched by a buyer's words: its weight in the ranking, and its place among the search index's
   * fields (the search files number fields by it, so a place once given never moves; a new field takes the next).
   */
  search?: { weight: number; place: number };
  /** In catalog.json, under its own name or `as`; an empty list is written as [], other unset values are left out. */
  json?: true | { as: string };
  /** Kept in a shortlist's copy of the track, which quotes are made from. */
  shortlist?: true;
  /** Among a licence's track facts, on the quote page and in the PDF (needs `shortlist` and a `label`). */
  licence?: true;
  /** The sheet's columns it is read from (compared without case, spaces or punctuation), and how a cell is read. */
  sheet?: { columns: readonly string[]; read: SheetRead };
  /** The TXXX frame the import writes it in, in each preview MP3. */
  tag?: string;
}

/** One item of a list of words on one line, as buyers tag by. */
const phrase = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\n]*\\S[^\\n]*$' }) as const;
const phrases = (maxItems: number, maxLength: number, description: string) =>
  ({ type: 'array', maxItems, items: phrase(maxLength), description }) as const;

export const TRACK_FIELDS = [
  { name: 'id', special: true },
  { name: 'title', special: true },
  { name: 'audio', special: true },
  {
    name: 'bpm',
    schema: {
      type: 'number',
      minimum: 20,
      maximum: 300,
      description:
        'Tempo in beats per minute. Leave it out and the build measures it from the audio (free time where it hears no steady pulse).',
    },
    json: true,
    shortlist: true,
    sheet: { columns: ['BPM', 'Tempo'], read: 'tempo' },
  },
  {
    name: 'key',
    schema: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description:
        'Musical key, e.g. A minor. Leave it out and the build measures it from the audio (none shown where no key is clear).',
    },
    json: true,
    shortlist: true,
    sheet: { columns: ['Key', 'Musical Key'], read: 'key' },
  },
  {
    name: 'energy',
    schema: {
      type: 'string',
      enum: ['low', 'medium', 'high'],
      description:
        "How intense the track is as a whole, for the search's filter. Leave it out and the import measures it from the audio (marked measured); the build falls back to what it measures from the preview.",
    },
    json: true,
  },
  { name: 'measured', special: true },
  { name: 'suggested', special: true },
  {
    name: 'moods',
    schema: phrases(12, 40, 'Moods, for filtering: each a word or a short phrase on one line.'),
    required: true,
    search: { weight: 2, place: 4 },
    json: true,
    shortlist: true,
    sheet: { columns: ['Moods', 'Mood'], read: 'list' },
  },
  {
    name: 'genres',
    schema: phrases(12, 40, 'Genres, for filtering: each a word or a short phrase on one line.'),
    required: true,
    search: { weight: 2, place: 5 },
    json: true,
    shortlist: true,
    sheet: { columns: ['Genres', 'Genre'], read: 'list' },
  },
  {
    name: 'vocals',
    schema: {
      enum: ['instrumental', 'vocal', 'both'],
      description: 'instrumental, vocal, or both (a vocal track with an instrumental version).',
    },
    required: true,
    json: true,
    shortlist: true,
    sheet: { columns: ['Vocals', 'Vocal', 'Vocal Type', 'Instrumental or Vocal'], read: 'vocals' },
  },
  {
    name: 'explicit',
    schema: { type: 'boolean', default: false, description: 'Explicit lyrics.' },
    json: true,
    shortlist: true,
    sheet: { columns: ['Explicit'], read: 'yesNo' },
  },
  {
    name: 'description',
    schema: { $ref: '#/$defs/text', description: 'A line about the track: what scenes it fits.' },
    search: { weight: 1, place: 8 },
    json: true,
    shortlist: true,
    sheet: { columns: ['Description', 'Track Description', 'Keywords Description'], read: 'prose' },
  },
  {
    name: 'keywords',
    schema: phrases(
      60,
      60,
      'Words buyers search by that the title, moods and genres do not say: scenes, objects, feelings (whistling, road trip, tension build).',
    ),
    label: 'keywords',
    details: 'chips',
    search: { weight: 3, place: 1 },
    json: true,
    shortlist: true,
    sheet: { columns: ['Keywords', 'Tags', 'Search Keywords', 'Track Keywords'], read: 'list' },
    tag: 'KEYWORDS',
  },
  {
    name: 'instruments',
    schema: phrases(40, 60, 'What is heard, as a buyer would name it: felt piano, 808, string quartet, female vocal.'),
    label: 'instruments',
    details: 'chips',
    search: { weight: 2, place: 3 },
    json: true,
    shortlist: true,
    sheet: { columns: ['Instruments', 'Instrumentation', 'Instrument'], read: 'list' },
    tag: 'INSTRUMENTS',
  },
  {
    name: 'lyrics',
    schema: {
      type: 'string',
      minLength: 1,
      maxLength: 20000,
      pattern: '\\S',
      description:
        'The lyrics, as sung (plain text, several lines). Leave them out for an instrumental; give lyricThemes instead to say what they are about without printing them.',
    },
    search: { weight: 1, place: 9 },
    json: true,
    shortlist: true,
    sheet: { columns: ['Lyrics', 'Lyric'], read: 'prose' },
  },
  {
    name: 'lyricThemes',
    schema: phrases(12, 60, 'What the lyrics are about, for a buyer matching a scene: love, leaving home, resilience.'),
    label: 'lyricThemes',
    details: 'chips',
    json: true,
    shortlist: true,
    sheet: { columns: ['Lyric Themes', 'Lyrical Themes', 'Lyric Theme', 'Themes'], read: 'list' },
    tag: 'LYRIC THEMES',
  },
  {
    name: 'language',
    schema: {
      type: 'string',
      pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
      description: 'The language of the vocals as a BCP 47 tag: en, es, pt-BR, ja. zxx for vocals with no words.',
    },
    label: 'language',
    details: 'language',
    json: true,
    shortlist: true,
    sheet: { columns: ['Language', 'Lyrics Language', 'Vocal Language'], read: 'language' },
    tag: 'LANGUAGE',
  },
  {
    name: 'era',
    schema: {
      ...phrase(40),
      description: 'The era it evokes or was made in, as buyers ask for it: 1980s, 70s soul, contemporary.',
    },
    label: 'era',
    details: 'text',
    json: true,
    shortlist: true,
    sheet: { columns: ['Era', 'Decade', 'Period'], read: 'line' },
    tag: 'ERA',
  },
  {
    name: 'soundsLike',
    schema: phrases(
      12,
      80,
      'Reference artists or works it sits beside ("sounds like", RIYL), as buyers brief by them.',
    ),
    label: 'soundsLike',
    details: 'text',
    search: { weight: 1.5, place: 6 },
    json: true,
    shortlist: true,
    sheet: {
      columns: ['Sounds Like', 'Similar Artists', 'RIYL', 'Reference Artists', 'Sounds Like Artists'],
      read: 'list',
    },
    tag: 'SOUNDS LIKE',
  },
  {
    name: 'loudness',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['integrated', 'truePeak'],
      properties: {
        integrated: {
          type: 'number',
          minimum: -70,
          maximum: 10,
          description: 'Integrated loudness in LUFS (ITU-R BS.1770), to one decimal.',
        },
        truePeak: { type: 'number', minimum: -100, maximum: 20, description: 'True peak in dBTP, to one decimal.' },
      },
      description:
        "The master's own loudness as npm run import measured it; its preview plays at the catalog's previewLoudness instead.",
    },
    label: 'masterLoudness',
    shortlist: true,
    licence: true,
  },
  { name: 'ai', special: true },
  { name: 'versions', special: true },
  {
    name: 'stems',
    schema: { type: 'boolean', default: false, description: 'Stems are available on request.' },
    json: true,
    shortlist: true,
    sheet: { columns: ['Stems', 'Stems Available'], read: 'yesNo' },
  },
  {
    name: 'download',
    schema: { type: 'boolean', default: false, description: 'Offer the preview file as a download.' },
    json: { as: 'downloadable' },
    sheet: { columns: ['Download'], read: 'yesNo' },
  },
  { name: 'listed', special: true },
  // Paths in the delivery folder: read by the quote, the deploy and check:config, in no projection of a track.
  { name: 'delivery', special: true },
  { name: 'rights', special: true },
] as const satisfies readonly TrackField[];

type Declared = (typeof TRACK_FIELDS)[number];

/** The names of the fields the table gives `with`: `FieldsWith<{ shortlist: true }>`. */
export type FieldsWith<With> = Extract<Declared, With>['name'];

/** A track's value of a field, read by the field's name. */
export const valueOf = (track: object, field: Pick<TrackField, 'name'>): unknown =>
  (track as Record<string, unknown>)[field.name];
