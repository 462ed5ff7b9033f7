import type { Options } from 'minisearch';
import { TRACK_FIELDS, type FieldsWith, type TrackField } from '../../../../functions/src/contract/track-fields.ts';
import { words } from './query.ts';

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
 * keyword hit first, then the words a library tags with, then running text. `pairs` holds each
 * field's neighbouring words joined (driving_at at_night), so a quoted phrase is found in the
 * index itself rather than by shipping every track's text.
 */
export const WEIGHTS = Object.fromEntries(searched.map(({ name, search }) => [name, search.weight])) as Record<TextField, number>;

export const TEXT_FIELDS = searched.map(({ name }) => name) as TextField[];
export const PAIRS = 'pairs';

/** A track's place in the catalog's search facts is its id in the index. */
export type SearchDocument = { id: number } & Record<TextField | typeof PAIRS, string>;

export const PAIR_JOINER = '_';

export const pairsOf = (text: string): string[] => {
  const list = words(text);
  return list.slice(1).map((word, index) => `${list[index]}${PAIR_JOINER}${word}`);
};

/** The phrase's words as the `pairs` field holds them. */
export const phrasePairs = (phrase: readonly string[]): string[] => phrase.slice(1).map((word, index) => `${phrase[index]}${PAIR_JOINER}${word}`);

/** The same on both sides: the build indexes with these, the browser loads and queries with them. */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: [...TEXT_FIELDS, PAIRS],
  // Pairs are joined at the build and never split again; every other field is split as the query is.
  tokenize: (text, field) => (field === PAIRS ? text.split(' ').filter(Boolean) : words(text)),
  processTerm: (term) => term,
  searchOptions: { tokenize: words, processTerm: (term) => term },
};
