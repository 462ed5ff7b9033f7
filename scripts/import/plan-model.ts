/**
 * The types at the seams of the import's plan: the masters read from disk, the cues they make
 * with their sheet rows, and the plan the stages hand on (plan.ts). Only types: each stage
 * imports these, none imports another stage's module for them.
 */
import type { Party, TrackEntry } from './catalog-entry.ts';
import type { FileNameFacts } from './file-name-facts.ts';
import type { SheetRow } from './sheet.ts';
import type { MasterTags } from './tags.ts';

export interface Master {
  /** Absolute path of the master. */
  path: string;
  /** File name without its extension. */
  base: string;
  /** File name with its extension. */
  name: string;
  tags: MasterTags;
}

/** The files of one cue with the sheet rows that speak of them: what the merge stage reads. */
export interface Cue {
  /** The title the file names give. */
  cue: string;
  main: Master;
  /** The main file's own label when no file of the cue is unlabelled ("X (Instrumental)" alone). */
  mainLabel: string | null;
  versions: { label: string; item: Master }[];
  /** The main file's title tag, without the label of a file that is a version alone. */
  tagTitle: string | undefined;
  mainRow: SheetRow | undefined;
  /** Each version's row, in the order of `versions`. */
  versionRows: (SheetRow | undefined)[];
  /** The tempo and key each file's name carries, the main file first. */
  named: FileNameFacts[];
  /** The sheet's title, then the tags', then the file name's. */
  title: string;
  /** The main file and its sheet row, for messages. */
  source: string;
}

export interface PlannedFile {
  master: Master;
  /** The preview's address in the site (`/audio/…mp3`). */
  audio: string;
  /** null for the main version. */
  label: string | null;
}

/** What the worker measures from a track's main file when no tag, sheet cell or file name gives it. */
export type Measurable = 'bpm' | 'key';

/** A new track's entry, its BPM or key left out until the audio is measured. */
export type PlannedEntry = Omit<TrackEntry, Measurable> & Partial<Pick<TrackEntry, Measurable>>;

export interface PlannedTrack {
  entry: PlannedEntry;
  files: PlannedFile[];
  /** Measured from the main file's audio, in its preview's job. */
  measure: Measurable[];
  /** Where the track's facts came from, for messages: the main file and its sheet row. */
  source: string;
}

/** One value told differently by two sources. */
export interface Conflict {
  track: string;
  field: string;
  values: { from: string; value: string }[];
  /** Set when --prefer picked one; otherwise the track is held back. */
  chosen?: string;
}

export interface Need {
  track: string;
  source: string;
  missing: string[];
}

export interface ImportPlan {
  add: PlannedTrack[];
  /** Cues already in the catalog (matched by title or id): never changed. */
  present: { id: string; title: string; files: string[] }[];
  conflicts: Conflict[];
  needs: Need[];
  unmatchedRows: SheetRow[];
  notes: string[];
}

export interface ExistingTrack {
  id: string;
  title: string;
  node: Record<string, unknown>;
}

/** What every new track shares, from the import's flags over the catalog's importDefaults: a track's own sheet row and tags win. */
export interface ImportDefaults {
  // Undefined where neither a flag nor importDefaults gives one.
  writers?: Party[] | undefined;
  publishers?: Party[] | undefined;
  vocals?: 'instrumental' | 'vocal' | 'both' | undefined;
}

export interface PlanOptions {
  defaults?: ImportDefaults;
  /** Which source wins a disagreement between a file's tags and its sheet row; none (undefined) holds the track back. */
  prefer?: 'sheet' | 'file' | undefined;
  /** The config file's name, for messages. */
  configName?: string;
  /** The site address of an MP3 already under the public folder, so it is used where it is. */
  publicAddress?: (path: string) => string | undefined;
}

/** The facts of a cue once its tags, sheet row and file names are merged, with what the merge found. */
export interface MergedFacts {
  bpm: number | undefined;
  key: string | undefined;
  isrc: string | undefined;
  genres: string[];
  moods: string[];
  /** The writers picked from the tags or the sheet, before the defaults fill in. */
  writers: Party[] | undefined;
  /** The picked publishers, or the defaults'. */
  publishers: Party[];
  conflicts: Conflict[];
  /** A conflict no --prefer settled holds the track back. */
  held: boolean;
  notes: string[];
}
