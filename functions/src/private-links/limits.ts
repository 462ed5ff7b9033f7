import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { grpcCode } from '../failure.ts';
import { admit, windowEnd, type RateLimit } from '../rateLimit.ts';
import { hashKey } from '../sender.ts';

const ALREADY_EXISTS = 6;

export interface SenderLimits {
  address: RateLimit;
  network: RateLimit;
}

/** How one kind of private-link call is counted (guarded-token.ts): its sender counter and limits, its per-token counter and limit. */
export interface LinkCounters {
  /** The sender's counter, and the peer's for a token that opens nothing (guarded-token.ts): shared by the calls that share it (every licence call counts as 'lq'). */
  senderKey: string;
  senderLimits: SenderLimits;
  /** The token's counter, one per kind of call ('sl-open', 'lq-accept'…), and its limit. */
  tokenKey: string;
  perToken: RateLimit;
}

/** What a sender is counted as (sender.ts's viewSender): its address or /64, and its wider network if any. */
export interface SenderKeys {
  key: string;
  networkKey: string | null;
}

const tooMany = (what: string) =>
  new HttpsError('resource-exhausted', `Too many requests ${what}; please try again later.`);

/**
 * Counts one request against a sliding window kept in rateLimits/{key} (the contact form's
 * collection, so its TTL policy clears these too), or refuses it with 429.
 */
export async function countRequest(db: Firestore, key: string, limit: RateLimit, what: string): Promise<void> {
  const now = Date.now();
  const admitted = await countInOneDocument(db, key, (document) => {
    const hits = admit(numbers(document.get('hits')), now, limit);
    return hits && { hits, expiresAt: Timestamp.fromDate(windowEnd(now, limit)) };
  });
  if (!admitted) throw tooMany(what);
}

/**
 * Counts one request against the sender's own window and its network's, both kept in one document
 * per network (rateLimits/{prefix}-net-{hash}), so a request costs one write and a refused one
 * none. The addresses inside are hashed as the key is; only those heard from within the window are
 * kept, so the document stays as small as the network's limit.
 */
export async function countSender(
  db: Firestore,
  prefix: string,
  sender: SenderKeys,
  salt: string,
  limits: SenderLimits,
): Promise<void> {
  const now = Date.now();
  const address = hashKey(sender.key, salt);
  const network = sender.networkKey === null ? address : hashKey(sender.networkKey, salt);
  let refused = '';
  const admitted = await countInOneDocument(db, `${prefix}-net-${network}`, (document) => {
    const networkHits = admit(numbers(document.get('network')), now, limits.network);
    const stored = (document.get('addresses') ?? {}) as Record<string, unknown>;
    const addressHits = admit(numbers(stored[address]), now, limits.address);
    refused = addressHits === null ? 'from this address' : 'from this network';
    if (networkHits === null || addressHits === null) return null;
    const windowStart = now - limits.address.windowMinutes * 60_000;
    const addresses: Record<string, number[]> = { [address]: addressHits };
    for (const [other, hits] of Object.entries(stored)) {
      const recent = numbers(hits).filter((time) => time > windowStart);
      if (other !== address && recent.length) addresses[other] = recent;
    }
    const longest = limits.network.windowMinutes > limits.address.windowMinutes ? limits.network : limits.address;
    return { network: networkHits, addresses, expiresAt: Timestamp.fromDate(windowEnd(now, longest)) };
  });
  if (!admitted) throw tooMany(refused);
}

/**
 * One transaction over one counter document: `next` gives what to store, or null to refuse, which
 * writes nothing. A missing document is created in the transaction; two first requests racing
 * for it both read it missing, and the loser's create fails, so it runs once more and then queues
 * on the winner's document like every later request.
 */
async function countInOneDocument(
  db: Firestore,
  key: string,
  next: (document: DocumentSnapshot) => Record<string, unknown> | null,
): Promise<boolean> {
  const ref = db.collection('rateLimits').doc(key);
  const attempt = () =>
    db.runTransaction(async (tx) => {
      const document = await tx.get(ref);
      const data = next(document);
      if (data === null) return false;
      if (document.exists) tx.set(ref, data);
      else tx.create(ref, data);
      return true;
    });
  try {
    return await attempt();
  } catch (error) {
    if (grpcCode(error) !== ALREADY_EXISTS) throw error;
    return attempt();
  }
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];
}
