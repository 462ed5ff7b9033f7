import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CARDS,
  isOpen,
  SHORTLISTS,
  TOKENS,
  VIEW,
  type StoredShortlist,
  type TokenEntry,
} from '../contract/shortlist-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { hashToken, isTokenShaped } from '../private-links/token.ts';

/**
 * The one answer for a link that does not open: unknown, malformed, expired and revoked tokens
 * all get it, word for word and with the same status, so a caller learns nothing about which.
 */
export const notAvailable = (): HttpsError => new HttpsError('not-found', 'token: this shortlist is not available');

export interface Opened {
  tokenHash: string;
  shortlistId: string;
  recipientId: string;
}

/**
 * Which shortlist and recipient a token opens, or the uniform refusal. `site` is the site that
 * called; a token of another site's shortlist does not open here.
 */
export async function openToken(db: Firestore, token: unknown, site = DEFAULT_SITE): Promise<Opened> {
  if (!isTokenShaped(token)) throw notAvailable();
  const tokenHash = hashToken(token);
  const entry = (await db.collection(TOKENS).doc(tokenHash).get()).data() as TokenEntry | undefined;
  if (!entry || entry.site !== site) throw notAvailable();
  return { tokenHash, shortlistId: entry.shortlist, recipientId: entry.recipient };
}

/** The shortlist as stored, if it still opens for that recipient now. */
export function usable(
  shortlist: StoredShortlist | undefined,
  recipientId: string,
  now: number,
): shortlist is StoredShortlist {
  return (
    shortlist !== undefined &&
    isOpen(shortlist, now) &&
    shortlist.recipients.some((recipient) => recipient.id === recipientId)
  );
}

export const shortlistRef = (db: Firestore, id: string) => db.collection(SHORTLISTS).doc(id);

export const cardsRef = (db: Firestore, id: string) => shortlistRef(db, id).collection(VIEW).doc(CARDS);
