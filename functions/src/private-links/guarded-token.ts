import type { IncomingHttpHeaders } from 'node:http';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { settings } from '../generated/settings.ts';
import { viewSender } from '../sender.ts';
import { calledSite } from './called-site.ts';
import { countRequest, countSender, type LinkCounters } from './limits.ts';
import { ipHashSalt } from './options.ts';
import { isTokenShaped } from './token.ts';

/** How one private link's callable is guarded: its counters and limits, what its token opens. */
export interface TokenGuard<T extends { tokenHash: string }> extends LinkCounters {
  /** What the token opens on this site; the link's uniform answer when it opens nothing. */
  open: (db: Firestore, token: string, site: string) => Promise<T>;
  notAvailable: () => HttpsError;
}

/**
 * The checks every private link's callable makes, cheapest first. A foreign page's call or a
 * token of the wrong shape gets the link's uniform answer before any document is read or
 * written; then the token is looked up and the call counted (countOpening).
 */
export async function openGuardedToken<T extends { tokenHash: string }>(
  request: CallableRequest,
  token: unknown,
  guard: TokenGuard<T>,
): Promise<{ db: Firestore; site: string; opened: T }> {
  const site = calledSite(request.rawRequest.headers.origin);
  if (site === undefined || !isTokenShaped(token)) throw guard.notAvailable();
  const db = getFirestore();
  const opened = await countOpening(db, request.rawRequest, guard, () => guard.open(db, token, site));
  return { db, site, opened };
}

/** Every link's uniform answer (its access.ts's notAvailable()): the token opens nothing here. */
const opensNothing = (error: unknown): boolean => error instanceof HttpsError && error.code === 'not-found';

/**
 * Looks a well-shaped token up with `open`, then counts the call on the one counter document its
 * outcome calls for: one write, or none when a limit refuses it.
 *
 * A token that opens something counts against its sender (the visitor Hosting names, sender.ts),
 * then against its link. A token that opens nothing counts against the peer, the address Google's
 * front end connected from, which no caller writes: a caller at the function's own address that
 * writes a new visitor into the headers for each guess is still one peer, stopped by that
 * peer's window. Why not count every call on the peer: through a Hosting rewrite the peer is
 * Hosting's edge, shared by every visitor behind it, and one listener alone sends 12 reports a
 * minute; only a token that opens nothing (a guess, a mistyped link, another site's) is charged to
 * the edge, so a busy site's visitors never share one window. Why not count on both: that is two
 * writes for each junk call. The price: a refused guess still reads the token's document before
 * its counter's, two reads and no write.
 */
export async function countOpening<T extends { tokenHash: string }>(
  db: Firestore,
  request: { headers: IncomingHttpHeaders; ip?: string | undefined },
  counters: LinkCounters,
  open: () => Promise<T>,
): Promise<T> {
  const sender = viewSender(request, settings.sender, 'hosting');
  const opened = await open().catch(async (error: unknown) => {
    if (opensNothing(error))
      await countSender(db, counters.senderKey, sender.peer, ipHashSalt.value(), counters.senderLimits);
    throw error;
  });
  await countSender(db, counters.senderKey, sender, ipHashSalt.value(), counters.senderLimits);
  await countRequest(db, `${counters.tokenKey}-${opened.tokenHash}`, counters.perToken, 'for this link');
  return opened;
}
