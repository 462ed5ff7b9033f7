import { TRACK_FIELDS, type FieldsWith, type TrackField } from '../../../../functions/src/contract/track-fields.ts';
import { indexOptions, type PAIRS } from './index-terms.ts';

/** The searched fields the track-field table has no row for, with their weights and places (see TrackField['search']). */
const OWN_FIELDS = {
  title: { weight: 5, place: 0 },
  versions: { weight: 2, place: 2 },
  writers: { weight: 1.5, place: 7 },
} as const;

export type TextField = keyof typeof OWN_FIELDS | FieldsWith<{ search: object }>;

const searched = [
  ...Object.entries(OWN_FIELDS).map(([name, search]) => ({ name, search })),
  ...(TRACK_FIELDS as readonly TrackField[]).flatMap(({ name, search }) => (search ? [{ name, search }] : [])),
].sort((a, b) => a.search.place - b.search.place);

/**
 * The fields a buyer's words are looked for in, and their weight in the ranking: a title or a
 * keyword hit first, then the words a library tags with, then running text. The build's side
 * only: the search base carries them to the browser (build-index.ts).
 */
export const WEIGHTS = Object.fromEntries(searched.map(({ name, search }) => [name, search.weight])) as Record<
  TextField,
  number
>;

export const TEXT_FIELDS = searched.map(({ name }) => name) as TextField[];

/** A track's place in the catalog's search facts is its id in the index. */
export type SearchDocument = { id: number } & Record<TextField | typeof PAIRS, string>;

export const INDEX_OPTIONS = indexOptions<SearchDocument>(TEXT_FIELDS);
