import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { grpcCode } from '../failure.js';
import { LISTEN_REPORTS_PER_MINUTE } from '../contract/listen-events.js';
import { admit, windowEnd, type RateLimit } from '../rateLimit.js';

const ALREADY_EXISTS = 6;

/** Opening a link: a page load or two per visit; a script trying tokens hits the per-address one. */
export const OPEN_PER_TOKEN: RateLimit = { maxMessages: 30, windowMinutes: 10 };
export const OPEN_PER_ADDRESS: RateLimit = { maxMessages: 60, windowMinutes: 10 };
/** Reports: at most one per 15 s of playback plus downloads and the flush on leaving; the pages share it across tabs. */
export const RECORD_PER_TOKEN: RateLimit = { maxMessages: LISTEN_REPORTS_PER_MINUTE, windowMinutes: 1 };
/** One address may hold several links (a supervisor's team behind one office address): five links' worth. */
export const RECORD_PER_ADDRESS: RateLimit = { maxMessages: 5 * LISTEN_REPORTS_PER_MINUTE, windowMinutes: 1 };

/**
 * Counts one request against a sliding window kept in rateLimits/{key} (the contact form's
 * collection, so its TTL policy clears these too), or refuses it with 429. The counter is
 * created before the transaction reads it, so concurrent requests queue on one document instead
 * of each seeing an empty window.
 */
export async function countRequest(db: Firestore, key: string, limit: RateLimit, what: string): Promise<void> {
  const ref = db.collection('rateLimits').doc(key);
  const now = Date.now();
  await ref.create({ hits: [], expiresAt: Timestamp.fromDate(windowEnd(now, limit)) }).catch((error: unknown) => {
    if (grpcCode(error) !== ALREADY_EXISTS) throw error;
  });
  const admitted = await db.runTransaction(async (tx) => {
    const hits = ((await tx.get(ref)).get('hits') as unknown[] | undefined)?.filter((time): time is number => typeof time === 'number') ?? [];
    const kept = admit(hits, now, limit);
    if (kept) tx.set(ref, { hits: kept, expiresAt: Timestamp.fromDate(windowEnd(now, limit)) });
    return kept !== null;
  });
  if (!admitted) throw new HttpsError('resource-exhausted', `Too many requests ${what}; please try again later.`);
}
