/**
 * What a shortlist is in Firestore, written by `npm run shortlist` and read by the functions:
 * the one definition both sides import.
 *
 * shortlists/{id}               the shortlist, with a snapshot of its tracks (see StoredShortlist)
 * shortlists/{id}/activity/{r}  what recipient r did (see Activity)
 * shortlists/{id}/view/cards    the tracks as the page shows them (see StoredCards)
 * shortlistTokens/{sha256}      which shortlist and recipient a link's token opens
 */
import type { OfferedTrack, OfferedVersion } from './offered-track.ts';
import type { CatalogTrack } from './site-config.generated.ts';

export const SHORTLISTS = 'shortlists';
export const ACTIVITY = 'activity';
export const VIEW = 'view';
export const CARDS = 'cards';
export const TOKENS = 'shortlistTokens';

/** A version as a shortlist keeps it: its length known, for listening is checked against it (listen-events.ts). */
export interface StoredVersion extends OfferedVersion {
  durationSeconds: number;
}

/** A writer or publisher as the catalog gives one. */
export type Party = CatalogTrack['rights']['publishers'][number];

/** What a shortlist keeps of a track: a copy of the offered track, so the link plays what was sent even if the catalog changes. */
export type StoredTrack = Omit<OfferedTrack, 'versions'> & {
  /** The versions this shortlist offers, main first when it is offered. */
  versions: StoredVersion[];
};

export interface Recipient {
  /** r1, r2…: stable within the shortlist, never shown to anyone else. */
  id: string;
  name: string;
  email: string;
  tokenHash: string;
}

export interface StoredShortlist {
  site: string;
  title: string;
  note: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  /** Whether recipients may download the preview files. */
  downloads: boolean;
  tracks: StoredTrack[];
  recipients: Recipient[];
  /** Something was heard since the last digest mail. */
  digestPending: boolean;
  /** The UTC day (YYYY-MM-DD) of the last digest mail, or null. */
  digestDay: string | null;
}

/**
 * The tracks as the page shows them: the site's own cards and players, rendered by
 * `npm run shortlist -- create` with their style rules, so the page needs no renderer of its
 * own. A document apart from the shortlist, since it runs to hundreds of kB and only opening the
 * page needs it: listening, reports and the licence mail read the shortlist without it.
 */
export interface StoredCards {
  cards: string;
}

/** What `getShortlist` answers a recipient's page: never the other recipients, their addresses or any token hash. */
export interface ShortlistAnswer {
  title: string;
  note: string | null;
  recipient: { name: string };
  /** The tracks' markup, as `npm run shortlist` rendered it (StoredCards). */
  cards: string;
}

export interface TokenEntry {
  site: string;
  shortlist: string;
  recipient: string;
}

/** One recipient's figures for one version of one track. */
export interface Listening {
  plays: number;
  /** Seconds of audio played, summed over every play. */
  seconds: number;
  /** The furthest point reached, in seconds from the start. */
  furthest: number;
  downloads: number;
  firstAt: number;
  lastAt: number;
  /** Where the clock of time heard stands (ms): time heard may not run far ahead of the server's (listen-events.ts). */
  heardUntil?: number;
  /** Where the clocks of plays and downloads stand (ms): counts may not run ahead of the server's either (listen-events.ts). Absent in figures stored before they were kept. */
  playsUntil?: number;
  downloadsUntil?: number;
}

export interface Activity {
  recipient: string;
  /** Page opens (a mail scanner's fetch included): counted, never taken for listening. */
  visits: number;
  firstVisit: number | null;
  lastVisit: number | null;
  /** By track id, then version key. */
  tracks: Record<string, Record<string, Listening>>;
}

export function emptyActivity(recipient: string): Activity {
  return { recipient, visits: 0, firstVisit: null, lastVisit: null, tracks: {} };
}

/** Whether a link opens now: not revoked and not past its expiry. */
export function isOpen(shortlist: Pick<StoredShortlist, 'expiresAt' | 'revokedAt'>, now: number): boolean {
  return shortlist.revokedAt === null && now < shortlist.expiresAt;
}
