/**
 * A track as a section offers it to private links: `npm run shortlist` keeps a copy of it in a
 * shortlist (shortlist-model.ts's StoredTrack, its lengths known) and `npm run licence` makes a
 * quote's track from it (licence-model.ts's QuotedTrack). Built by the section's hook
 * (define.ts's `offeredTracks`), typed by the schema.
 */
import type { CatalogTrack } from './site-config.generated.ts';
import type { FieldsWith } from './track-fields.ts';

/** The name events and links give a track's main version (the one its `audio` plays). */
export const MAIN_VERSION = 'main';

export interface OfferedVersion {
  /** MAIN_VERSION, or the version's label in the catalog. */
  key: string;
  label: string;
  /** As the catalog gives it: /audio/…mp3 on the site, or an https address. */
  audio: string;
  /** Null where the build can't read the file (https audio). */
  durationSeconds: number | null;
  /** The waveform drawn in the seek bar, as the build reads it (absent where it can't read the file). */
  peaks?: number[];
  /**
   * How it builds and where it peaks, as the build measured it (src/audio/energy/energy-facts.ts):
   * the card draws the curve, the player jumps to the highlight. Absent where nothing was measured.
   */
  energy?: { curve: number[]; step: number; highlight: { start: number; end: number } };
}

/**
 * The catalog's own fields a link's card shows (those the track-field table marks `shortlist`),
 * the AI disclosure, which tempo and key were measured (a free-time track is marked, with no
 * bpm), the versions and the rights.
 */
export type OfferedTrack = Pick<CatalogTrack, 'id' | 'title' | FieldsWith<{ shortlist: true }> | 'ai' | 'measured'> & {
  /** Main first. */
  versions: OfferedVersion[];
  rights: Omit<CatalogTrack['rights'], 'writers'> & { writers: Array<CatalogTrack['rights']['writers'][number]> };
};
