/** What an import is asked (ImportOptions) and what it hands back (ImportResult): the seams of run-import.ts's stages. */
import { plainLines } from '../text/plain-text.ts';
import type { TrackEntry } from './catalog-entry.ts';
import type { Measured } from './measured.ts';
import type { ImportDefaults, ImportPlan } from './plan-model.ts';
import type { PreviewTarget } from './preview.ts';
import type { TrackSuggestions } from '../suggest/write-suggestions.ts';

export interface ImportOptions {
  paths: readonly string[];
  // Each as the command line gives it: undefined where the flag was not given.
  sheet?: string | undefined;
  dryRun?: boolean | undefined;
  prefer?: 'sheet' | 'file' | undefined;
  /** What every track shares, from the command line: over the catalog's importDefaults, under a track's sheet row and tags. */
  defaults?: ImportDefaults;
  configFile: string;
  publicDir: string;
  /** Worker threads for encoding (default: one per core). */
  threads?: number;
  /** Report lines (stdout). */
  log: (line: string) => void;
  /** The progress line, replaced as it changes (stderr). */
  progress?: (line: string) => void;
  /** How this import was started, for the site's lock to name it to another import (default: this process's arguments). */
  command?: string;
}

export type Failed = { file: string; message: string }[];

/** Previews more than 1 LU from the catalog's loudness (`target`): the limiter had no more room under the ceiling. */
export type OffTarget = { track: string; preview: string; integrated: number }[];

export interface ImportResult {
  plan: ImportPlan;
  added: TrackEntry[];
  /** What was measured of the tracks added, and how sure; what the audio did not tell, each added without it. */
  measured: Measured[];
  failed: Failed;
  /** Tracks left out because the finished YAML would not validate, with the reasons. */
  invalid: { track: string; messages: string[] }[];
  offTarget: OffTarget;
  /** Moods, genres and instruments suggested for the tracks added, by id (scripts/import/suggest-new.ts). */
  suggested?: Map<string, TrackSuggestions>;
  /** The loudness the previews were made at. */
  target: PreviewTarget;
  encodedSeconds: number;
  encodeMs: number;
  /** 0 when every file found a place; 1 when something needs the editor. */
  exitCode: number;
}

export class ImportError extends Error {
  constructor(message: string) {
    super(plainLines(message));
    this.name = 'ImportError';
  }
}
