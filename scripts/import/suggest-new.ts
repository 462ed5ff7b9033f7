/**
 * The import's suggesting stage: each new track that lacks moods, genres or instruments gets them
 * from the nearest-sounding tracks that carry them, in the catalog as the import is about to
 * write it (the tracks already there and the new ones the sheet or tags tagged), marked
 * `suggested` in the YAML. The sounds are read from the previews, the new ones just written.
 */
import { validateConfigSource } from '../config/load-config.ts';
import { SUGGESTED_FIELDS } from '../../src/sections/catalog/sound/suggest-tags.ts';
import { catalogSuggestions } from '../suggest/catalog-suggestions.ts';
import { writeSuggestions, type TrackSuggestions } from '../suggest/write-suggestions.ts';

export interface NewSuggestions {
  /** The YAML's text with the suggestions written; the text given where none validates. */
  text: string;
  suggested: Map<string, TrackSuggestions>;
}

/** `text` (the YAML with the new tracks added) with the suggestions for the tracks of `newIds`. */
export async function suggestForNew(
  text: string,
  newIds: ReadonlySet<string>,
  publicDir: string,
  configFile: string,
): Promise<NewSuggestions> {
  if (!newIds.size) return { text, suggested: new Map() };
  const { suggestions } = await catalogSuggestions(text, publicDir, SUGGESTED_FIELDS, {
    wanted: (id) => newIds.has(id),
  });
  if (!suggestions.size) return { text, suggested: suggestions };
  const written = writeSuggestions(text, suggestions);
  // Each value is one a track of the catalog already carries and each id one of its tracks: valid as
  // the text was. Should that ever fail, the tracks are still added, without suggestions.
  return validateConfigSource(written, configFile).ok
    ? { text: written, suggested: suggestions }
    : { text, suggested: new Map() };
}
