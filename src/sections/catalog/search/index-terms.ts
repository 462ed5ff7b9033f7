import type { Options } from 'minisearch';
import { words } from './query.ts';

/**
 * The field that holds each searched field's neighbouring words joined (driving_at at_night), so
 * a quoted phrase is found in the index itself rather than by shipping every track's text.
 */
export const PAIRS = 'pairs';

export const PAIR_JOINER = '_';

export const pairsOf = (text: string): string[] => {
  const list = words(text);
  return list.slice(1).map((word, index) => `${list[index]}${PAIR_JOINER}${word}`);
};

/** The phrase's words as the `pairs` field holds them. */
export const phrasePairs = (phrase: readonly string[]): string[] =>
  phrase.slice(1).map((word, index) => `${phrase[index]}${PAIR_JOINER}${word}`);

/**
 * The same on both sides: the build indexes with these, the browser loads and queries with them.
 * The searched fields are the build's (index-options.ts, from the track-field table); the browser
 * reads them from the search base, so the table never ships with the search.
 */
export function indexOptions<Document>(textFields: readonly string[]): Options<Document> {
  return {
    fields: [...textFields, PAIRS],
    // Pairs are joined at the build and never split again; every other field is split as the query is.
    tokenize: (text, field) => (field === PAIRS ? text.split(' ').filter(Boolean) : words(text)),
    processTerm: (term) => term,
    searchOptions: { tokenize: words, processTerm: (term) => term },
  };
}
