import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { LICENCE_QUOTES, LICENCE_TOKENS, type TokenEntry } from '../contract/licence-model.ts';
import { hashToken, isTokenShaped } from '../private-links/token.ts';

/**
 * The one answer for a link that opens nothing: unknown and malformed tokens, and another site's,
 * get it word for word. A quote that exists but is void or expired is answered with that state
 * instead: its link's holder is the buyer, who needs to know why.
 */
export const notAvailable = (): HttpsError => new HttpsError('not-found', 'token: this quote is not available');

export interface OpenedQuote {
  tokenHash: string;
  quoteId: string;
}

/** The quote a token opens, and whose site it is; a token that opens nothing gets notAvailable(). */
export async function readQuoteToken(db: Firestore, token: unknown): Promise<OpenedQuote & { site: string }> {
  if (!isTokenShaped(token)) throw notAvailable();
  const tokenHash = hashToken(token);
  const entry = (await db.collection(LICENCE_TOKENS).doc(tokenHash).get()).data() as TokenEntry | undefined;
  if (!entry) throw notAvailable();
  return { tokenHash, quoteId: entry.quote, site: entry.site };
}

/** The quote a token opens on the page of `site`: another site's token opens nothing there. */
export async function openQuoteToken(db: Firestore, token: unknown, site: string): Promise<OpenedQuote> {
  const { site: owner, ...opened } = await readQuoteToken(db, token);
  if (owner !== site) throw notAvailable();
  return opened;
}

export const quoteRef = (db: Firestore, id: string) => db.collection(LICENCE_QUOTES).doc(id);
