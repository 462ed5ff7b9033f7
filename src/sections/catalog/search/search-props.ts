import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';

type Labels = CatalogSection['labels'];

/** The labels the search's script writes; the form's own are drawn at build (SearchForm.tsx). */
export const SEARCH_LABELS = [
  'showing',
  'noMatch',
  'searchFailed',
  'moreResults',
  'fitsNote',
  'likeShowing',
  'fileListening',
  'fileShowing',
  'fileUnreadable',
  'fileTooLong',
  'fileTooLarge',
  'fileChannels',
  'fileTooShort',
  'similarTempo',
  'sameKey',
  'relativeKey',
  'brighter',
  'darker',
  'calmer',
  'moreEnergetic',
  'alsoInstrumental',
  'alsoVocal',
  'filtersChosen',
] as const satisfies readonly (keyof Labels)[];

/** Where the search's script finds the page's parts and the build's files. */
export interface CatalogSearchProps {
  /** The id of the list whose cards a search replaces with its results. */
  listId: string;
  /** The numbered pages' links, set aside while a search shows results from every page. */
  pagerId: string | null;
  /** The button under the list that draws more results. */
  moreId: string;
  /** Where the build wrote the catalog's search base, */
  searchFile: string;
  /** the folder of its index's parts, */
  searchFolder: string;
  /** and each track's card alone, `{id}` standing for the track's id. */
  cardFile: string;
  /** The listed tracks' sounds (`catalog.sound.json`), or null when the build heard none. */
  soundFile: string | null;
  /** Listed tracks, every page's. */
  total: number;
  labels: Pick<Labels, (typeof SEARCH_LABELS)[number]>;
}
