import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { mailExpiry } from './mail-retention.ts';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { grpcCode } from './failure.ts';
import { feeFor, type LicenceSettings } from './contract/licence-request.ts';
import { namedShortlist, shortlistTitle } from './licence-shortlist.ts';
import { capNoticeMail, notificationMail, withSiteName, type LicenceTexts, type MailTexts } from './mail.ts';
import { admit, windowEnd, type RateLimit } from './rateLimit.ts';
import { mailId, siteRoot, type SiteSettings } from './sites.ts';
import type { ContactRequest } from './validation.ts';

export interface Sender {
  ipHash: string;
  /** The sender's wider network (an IPv6 /48, an IPv4 /24), or null when counted alone. */
  networkHash: string | null;
  userAgent: string;
}

export interface StoreSettings extends Pick<SiteSettings, 'key' | 'name'> {
  notifyEmail: string;
  mail: MailTexts;
  licence: (LicenceSettings & LicenceTexts) | null;
  /** Per sender, per network (so one allocation posing as many senders can't drain the cap), and per day. */
  rateLimit: RateLimit & { dailyCap: number; network: RateLimit };
}

// The gRPC status code of a create that found its document.
const ALREADY_EXISTS = 6;

const DAY_MS = 86_400_000;
// The sender's hashed address and user agent, kept beside the message (contactSenders, same id).
export const SENDER_RETENTION_MS = 30 * DAY_MS;

/**
 * Stores the message and its notification email, counting it against the sender's window and
 * the day's cap, all within the site's own data (its root, see siteRoot): one site's senders and
 * cap never touch another's. Message, mail and sender count commit in one transaction: a message is never
 * counted without being stored, and a retry of a stored id reads the existing document and
 * succeeds without counting twice. Once the day's cap is reached nothing is stored and the
 * artist gets one notice.
 */
export async function storeMessage(
  db: Firestore,
  contact: ContactRequest,
  sender: Sender,
  settings: StoreSettings,
): Promise<'stored' | 'duplicate'> {
  const root = siteRoot(settings);
  const messageRef = db.collection(`${root}contactMessages`).doc(contact.id);
  // The one collection the Trigger Email extension reads, for every site.
  const mailRef = db.collection('mail').doc(mailId(settings, contact.id));
  const senderRef = db.collection(`${root}contactSenders`).doc(contact.id);
  const limits = db.collection(`${root}rateLimits`);
  const limitRef = limits.doc(sender.ipHash);
  const networkRef = sender.networkHash === null ? null : limits.doc(`net-${sender.networkHash}`);
  const now = Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  // Beside the senders' counters (whose ids are 64 hex digits), so one TTL policy clears both.
  const dayRef = limits.doc(`day-${day}`);
  // The day's counter stays out of the transaction, so messages don't queue on one document's
  // lock (every message would otherwise wait for every other): read before, incremented after.
  // The cap can be overshot by the requests in flight when it is reached (at most
  // maxInstances × concurrency), and undercounted by an increment that fails after a message was
  // stored; neither matters for a bound on cost.
  // The shortlist a licence request names comes in the same read (one BatchGetDocuments call),
  // for its title in the mail; out of the transaction too, so a listen being recorded on it
  // never waits for a message.
  // So do the message (a retry of a stored one) and the sender's counters: a retry, a capped day
  // or a sender over its limits is answered from this one read, writing nothing.
  const counters: Array<[DocumentReference, RateLimit]> = [[limitRef, settings.rateLimit]];
  if (networkRef) counters.push([networkRef, settings.rateLimit.network]);
  const shortlistDoc = namedShortlist(db, contact);
  const [dayCount, stored, ...rest] = await db.getAll(
    dayRef,
    messageRef,
    ...counters.map(([ref]) => ref),
    ...(shortlistDoc ? [shortlistDoc] : []),
  );
  if (stored?.exists) return 'duplicate';
  const accepted = dayCount?.get('count') as unknown;
  if (typeof accepted === 'number' && accepted >= settings.rateLimit.dailyCap) return capped(db, day, now, settings);
  refuseExhausted(counters.map(([, limit], index) => admit(previousHits(rest[index]?.get('hits')), now, limit)));
  const title = shortlistTitle(rest[counters.length]?.data(), settings);
  const fee = contact.licence && settings.licence ? feeFor(settings.licence.rateCard, contact.licence) : undefined;
  // A counter missing at the read is created in the transaction; two first messages racing for it
  // both read it missing and the loser's create fails, so it runs once more and then queues on the
  // winner's counter. A plain set would let every racer through: measured on the emulator, 10 of
  // 20 simultaneous messages passed a limit of 5 that way.
  const attempt = () =>
    db.runTransaction(async (tx) => {
      const [existing, ...limits] = await tx.getAll(messageRef, ...counters.map(([ref]) => ref));
      if (existing?.exists) return 'duplicate' as const;
      const admitted = refuseExhausted(
        counters.map(([, limit], index) => admit(previousHits(limits[index]?.get('hits')), now, limit)),
      );
      // expiresAt is there for the Firestore TTL policy (firestore.indexes.json), so old counters
      // delete themselves.
      counters.forEach(([ref, limit], index) => {
        const counter = { hits: admitted[index], expiresAt: Timestamp.fromDate(windowEnd(now, limit)) };
        if (limits[index]?.exists) tx.set(ref, counter);
        else tx.create(ref, counter);
      });
      tx.create(messageRef, {
        name: contact.name,
        email: contact.email,
        subject: contact.subject,
        ...(contact.message !== undefined && { message: contact.message }),
        // The fields as sent, and the range the form showed for them (the rate card's, recomputed).
        ...(contact.licence && { licence: contact.licence, fee: fee ?? null }),
        createdAt: FieldValue.serverTimestamp(),
      });
      // Who sent it, apart and for a month only: long enough to see that a flood came from one
      // sender, not so long that a sender's messages can be linked for years.
      tx.create(senderRef, {
        ipHash: sender.ipHash,
        userAgent: sender.userAgent,
        expiresAt: Timestamp.fromMillis(now + SENDER_RETENTION_MS),
      });
      const mail = withSiteName(
        notificationMail(contact, settings.notifyEmail, settings.mail, settings.licence, fee, title),
        settings,
      );
      tx.create(mailRef, { ...mail, expiresAt: mailExpiry(now) });
      return 'stored' as const;
    });
  let outcome: 'stored' | 'duplicate';
  try {
    outcome = await attempt().catch((error: unknown) => {
      if (grpcCode(error) !== ALREADY_EXISTS) throw error;
      return attempt();
    });
  } catch (error) {
    // Two concurrent retries of one id: the loser's create finds the winner's document (again).
    if (grpcCode(error) === ALREADY_EXISTS) return 'duplicate';
    throw error;
  }
  if (outcome === 'stored') await countToday(dayRef, day);
  return outcome;
}

/** The sender's and the network's windows as they would be with this message, or the refusal. */
function refuseExhausted(admitted: Array<number[] | null>): number[][] {
  if (admitted[0] === null)
    throw new HttpsError('resource-exhausted', 'Too many messages from this address; please try again later.');
  if (admitted[1] === null)
    throw new HttpsError('resource-exhausted', 'Too many messages from this network; please try again later.');
  return admitted as number[][];
}

async function capped(db: Firestore, day: string, now: number, settings: StoreSettings): Promise<never> {
  await noticeCap(db, day, now, settings);
  throw new HttpsError(
    'resource-exhausted',
    'This site has received as many messages as it accepts today; please try again tomorrow.',
  );
}

// A blind increment takes no read lock; the message is stored whatever happens to it.
async function countToday(dayRef: DocumentReference, day: string): Promise<void> {
  const expiresAt = Timestamp.fromMillis(Date.parse(day) + 2 * DAY_MS);
  await dayRef.set({ count: FieldValue.increment(1), expiresAt }, { merge: true }).catch((error: unknown) => {
    logger.warn('The day counter was not incremented', error);
  });
}

// One notice a day: its id is the day, so every later refusal finds it, and only reads.
async function noticeCap(db: Firestore, day: string, now: number, settings: StoreSettings): Promise<void> {
  const notice = withSiteName(
    capNoticeMail(day, settings.rateLimit.dailyCap, settings.notifyEmail, settings.mail),
    settings,
  );
  const noticeRef = db.collection('mail').doc(mailId(settings, `daily-cap-${day}`));
  try {
    if ((await noticeRef.get()).exists) return;
    await noticeRef.create({ ...notice, expiresAt: mailExpiry(now) });
  } catch (error) {
    // The form is closed for the day either way: a notice that failed to be written is not the
    // caller's problem, and the next refusal tries again.
    if (grpcCode(error) !== ALREADY_EXISTS) logger.warn('The daily-cap notice was not written', error);
  }
}

function previousHits(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];
}
