import type { ComponentType } from 'react';
import type { AudioFactsMap } from '../audio/AudioFactsContext.tsx';
import type { CatalogTrack, Image, Section, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { LicenceSettings } from '../../functions/src/contract/licence-request.ts';
import type { OfferedTrack } from '../../functions/src/contract/offered-track.ts';
import type { ShortlistTexts } from '../shortlist/view.ts';

export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/** What a section renderer receives: exactly its own config entry. */
export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
}

export type SectionRenderer<T extends SectionType> = ComponentType<SectionProps<T>>;

/** A section entry as written, possibly invalid: the checks that read it must read defensively. */
export type RawSection = Readonly<Record<string, unknown>>;

/** A place inside one section entry, as keys and indexes. */
export type SectionPath = readonly (string | number)[];

/** A link from a section to another section's id (a button's target). */
export interface SectionTarget {
  path: SectionPath;
  /** What the editor calls it in an error: "button", "track link". */
  what: string;
  id: string;
}

/** A problem in a section entry that JSON Schema cannot find, reported at the value at `path`. */
export interface SectionIssue {
  path: SectionPath;
  message: string;
  /** A warning is reported but does not fail the check; an error (the default) does. */
  severity?: 'error' | 'warning';
}

/** A page of its own a section asks for: the whole section, or one entry of it (`item`). */
export interface SectionPageSpec {
  path: string;
  item?: string;
  /** One of the numbered pages of a long list (from 1), and what its title says of it ("Page 2 of 105"). */
  number?: { page: number; title: string };
}

/** The head of an entry's page: what a tab, a search result and an unfolded link show. */
export interface ItemHead {
  title: string;
  description: string;
  /** Open Graph's type, e.g. `music.song`. */
  type: string;
  audio?: { url: string; type: string };
  image?: { url: string; alt: string; width: number; height: number };
}

/**
 * The picture a link to an entry's page unfolds with, as data: the build draws it (the site's
 * colours, 1200×630) at `itemImagePath` of the page.
 */
export interface ShareCard {
  /** Small, above the title: whose it is. */
  byline: string;
  title: string;
  /** One line of facts (length, tempo, key). */
  facts: string[];
  /** A waveform, 0–1 per bar. */
  peaks?: number[];
  /** The picture in words, for og:image:alt. */
  alt: string;
}

/** An audio file a section plays, for the build to read its length and waveform from. */
export interface SectionAudio {
  path: SectionPath;
  /** As written: a path under public/ or an https address. */
  src: string;
}

export interface RuleContext {
  /** The section's index in `sections`. */
  index: number;
  sections: readonly RawSection[];
  /** The line a place in the config is written on, to name an earlier duplicate. */
  lineOf: (path: readonly (string | number)[]) => number;
}

/** The section's part of the site schema: its branch of `sections`, and any definitions only it uses. */
export interface SchemaFragment {
  section: Record<string, unknown>;
  $defs?: Record<string, Record<string, unknown>>;
}

/** One track as the one-sheet lists it: the catalog's own fields, and its length as the page writes it (m:ss). */
export type SheetTrack = Pick<CatalogTrack, 'title' | 'moods' | 'vocals'> &
  Partial<Pick<CatalogTrack, 'bpm' | 'key'>> &
  Partial<Pick<CatalogTrack['rights'], 'preCleared'>> & {
    length: string;
    oneStop: boolean;
    /** What the BPM column says of a track the build heard no steady tempo in, in the catalog's words (labels.freeTime). */
    noTempo?: string;
  };

/**
 * What a section puts on the one-sheet. The sheet takes the first bio and email any section
 * gives, and every section's highlights, placements and logos, in the sections' order.
 */
export interface SheetPart {
  bio?: string;
  email?: string;
  highlights?: { value: string; label: string }[];
  placements?: { title: string; detail?: string }[];
  logos?: { name: string; image: Image }[];
}

/** What a new site's scaffold (`npm run new-site`) was told, for a section's first entry. */
export interface StarterOptions {
  artist: string;
  jobTitle: string;
  /** A playlist player address, or empty. */
  playlist: string;
}

/** A section's entry in a new site: its id, its label in the nav and footer (none: left out of them) and its YAML list item, commented for the editor. */
export interface StarterEntry {
  id: string;
  label?: string;
  yaml: string;
}

/** A YAML double-quoted scalar; JSON's string syntax is valid YAML and escapes everything needed. */
export const yamlString = (value: string): string => JSON.stringify(value);

/** A licence request the function accepts: its fields, choices and rate card, and its mail's subject. */
export type LicenceRequest = LicenceSettings & { subject: string };

/**
 * Everything the rest of the kit asks of one section type. The definition is plain data and
 * functions, safe to load in the build's Node scripts and the Vite config; the renderer is
 * named, not imported, and only the render loads it (renderers.tsx).
 */
export interface SectionDefinition<T extends SectionType> {
  type: T;
  schema: SchemaFragment;
  /** The renderer's file in the type's folder; its default export renders `SectionProps<T>`. */
  renderer: `${string}.tsx`;
  /** The player addresses it embeds, for the Content-Security-Policy's frame-src. */
  playerUrls?: (section: SectionOf<T>) => string[];
  /** The section ids it links to, checked to exist. */
  targets?: (section: RawSection) => SectionTarget[];
  /** Rules JSON Schema cannot say, each with a message that says how to fix it. */
  rules?: (section: RawSection, context: RuleContext) => SectionIssue[];
  /**
   * The entry in the kit's one spelling of values editors write many ways (a track's key), run
   * once the config is valid, so every page, file and command reads the same text.
   */
  normalize?: (section: SectionOf<T>) => SectionOf<T>;
  /** The audio files it plays: each must exist and decode, and the render gets their facts. */
  audioFiles?: (section: RawSection) => SectionAudio[];
  /**
   * The entry with what the build heard in its audio filled in where the YAML leaves it out (a
   * track's tempo and key), run once the audio's facts are read (heard-config.ts), so every page,
   * file and command reads the same values.
   */
  heard?: (section: SectionOf<T>, facts: AudioFactsMap) => SectionOf<T>;
  /**
   * Pages of its own the section renders on (besides its place on the home page): the whole
   * section, or one of its entries (`item`, e.g. a track's id): each in the sitemap and open to search engines.
   */
  pages?: (section: SectionOf<T>) => SectionPageSpec[];
  /** What a page of one of its entries says in the document head: title, description, and how a link to it unfolds. */
  itemHead?: (section: SectionOf<T>, item: string, config: SiteConfig) => ItemHead | undefined;
  /** The picture of an entry's page (see ShareCard); its head names it at `itemImagePath`. */
  itemImage?: (section: SectionOf<T>, item: string, context: SectionFileContext) => ShareCard | undefined;
  /**
   * Entries drawn alone, written as markup the page's script puts in place (a search result
   * that is not on the page): each `item` as the renderer draws it in the `fragment` placement.
   */
  itemFragments?: (section: SectionOf<T>) => SectionFragmentSpec[];
  /** Files of its own the build writes at the site's root, e.g. data for tools and agents. */
  files?: (section: SectionOf<T>, context: SectionFileContext) => SectionFile[];
  /** Its part of the one-sheet PDF. */
  sheet?: (section: SectionOf<T>) => SheetPart;
  /** The tracks it lists on the one-sheet, with lengths from the audio facts. */
  sheetTracks?: (section: SectionOf<T>, facts: AudioFactsMap) => SheetTrack[];
  /** Its tracks as private links offer them, listed or not: `npm run shortlist` keeps copies, `npm run licence` quotes from them. */
  offeredTracks?: (section: SectionOf<T>, facts: AudioFactsMap) => OfferedTrack[];
  /** Its first entry in a new site (`npm run new-site`), in the registry's order; a type without one is named in a comment instead. */
  starter?: (options: StarterOptions) => StarterEntry | undefined;
  /** The licence request it takes, if any: the function checks requests against the first such section's, the inbox labels its columns by it. */
  licenceRequest?: (section: SectionOf<T>) => LicenceRequest | undefined;
  /**
   * How a recipient's shortlist page (`/s/<token>`) shows it; the first section with this hook
   * gets the page. `texts` are the page's words. `cards` names the file in the type's folder
   * whose default export renders a shortlist's tracks (ShortlistCardsProps): `npm run shortlist`
   * renders it when it creates the shortlist and stores the markup, which the page shows.
   */
  shortlistView?: { texts: (section: SectionOf<T>) => ShortlistTexts; cards: `${string}.tsx` };
}

export interface SectionFileContext {
  config: SiteConfig;
  /** Length and waveform of every local audio file the config plays. */
  facts: AudioFactsMap;
}

export interface SectionFragmentSpec {
  item: string;
  /** Its file at the site's root, e.g. `catalog.cards/night-drive.html`. */
  file: string;
}

export interface SectionFile {
  /** The file's name at the site's root, e.g. `catalog.json`. */
  name: string;
  content: string;
}

export function defineSection<T extends SectionType>(definition: SectionDefinition<T>): SectionDefinition<T> {
  return definition;
}

/** Entries of a list in a raw section, each read as a mapping (anything else reads as empty). */
export function rawEntries(value: unknown): RawSection[] {
  return Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' && item !== null ? (item as RawSection) : {}))
    : [];
}

/** The targets of a list of actions (buttons), for sections that have them. */
export function actionTargets(section: RawSection): SectionTarget[] {
  return rawEntries(section.actions).flatMap((action, index) =>
    typeof action.target === 'string'
      ? [{ path: ['actions', index, 'target'], what: 'button', id: action.target }]
      : [],
  );
}
