import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { CallableRequest, HttpsError } from 'firebase-functions/v2/https';
import { settings } from '../generated/settings.js';
import { viewSender } from '../sender.js';
import { calledSite } from './called-site.js';
import { countRequest, countSender, type LinkCounters } from './limits.js';
import { ipHashSalt } from './options.js';
import { isTokenShaped } from './token.js';

/** How one private link's callable is guarded: its counters and limits, what its token opens. */
export interface TokenGuard<T extends { tokenHash: string }> extends LinkCounters {
  /** What the token opens on this site; the link's uniform answer when it opens nothing. */
  open: (db: Firestore, token: string, site: string) => Promise<T>;
  notAvailable: () => HttpsError;
}

/**
 * The checks every private link's callable makes, cheapest first. A foreign page's call or a
 * token of the wrong shape gets the link's uniform answer before any document is read or
 * written. The sender is counted, per address and per network, before the token is looked up: a
 * script guessing tokens, from one address or from many in one allocation, is stopped by one
 * counter document. Then the token is opened, and counted.
 */
export async function openGuardedToken<T extends { tokenHash: string }>(request: CallableRequest, token: unknown, guard: TokenGuard<T>): Promise<{ db: Firestore; site: string; opened: T }> {
  const site = calledSite(request.rawRequest.headers.origin);
  if (site === undefined || !isTokenShaped(token)) throw guard.notAvailable();
  const db = getFirestore();
  await countSender(db, guard.senderKey, viewSender(request.rawRequest, settings.sender, 'hosting'), ipHashSalt.value(), guard.senderLimits);
  const opened = await guard.open(db, token, site);
  await countRequest(db, `${guard.tokenKey}-${opened.tokenHash}`, guard.perToken, 'for this link');
  return { db, site, opened };
}
