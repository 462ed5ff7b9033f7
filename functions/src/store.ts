import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { capNoticeMail, notificationMail, type MailTexts } from './mail.js';
import { admit, windowEnd, type RateLimit } from './rateLimit.js';
import type { ContactRequest } from './validation.js';

export interface Sender {
  ipHash: string;
  userAgent: string;
}

export interface StoreSettings {
  notifyEmail: string;
  mail: MailTexts;
  rateLimit: RateLimit & { dailyCap: number };
}

// gRPC status codes the Admin SDK reports.
const DEADLINE_EXCEEDED = 4;
const ALREADY_EXISTS = 6;
const ABORTED = 10;
const UNAVAILABLE = 14;
// Contention that outlasted the SDK's own retries, or a Firestore hiccup: the message may well
// go through a moment later, so the caller hears a retryable code instead of a 500.
const TRANSIENT = new Set([DEADLINE_EXCEEDED, ABORTED, UNAVAILABLE]);
// Fewer attempts than the SDK's 5: the form retries a 503 after a jittered backoff, which
// spreads a burst out better than retrying here while the caller's request stays open.
const TRANSACTION_OPTIONS = { maxAttempts: 3 };

const DAY_MS = 86_400_000;
// The Trigger Email extension sends within minutes and records the outcome on the document; a
// month leaves time to see a failed delivery. The message itself stays in contactMessages.
const MAIL_RETENTION_MS = 30 * DAY_MS;

/**
 * Stores the message and its notification email, counting it against the sender's window and
 * the day's cap. Everything commits in one transaction: a message is never counted without being
 * stored, and a retry of a stored id reads the existing document and succeeds without counting
 * twice. Once the day's cap is reached nothing is stored and the artist gets one notice.
 */
export async function storeMessage(
  db: Firestore,
  contact: ContactRequest,
  sender: Sender,
  settings: StoreSettings,
): Promise<'stored' | 'duplicate'> {
  const messageRef = db.collection('contactMessages').doc(contact.id);
  const mailRef = db.collection('mail').doc(contact.id);
  const limitRef = db.collection('rateLimits').doc(sender.ipHash);
  const now = Date.now();
  const day = new Date(now).toISOString().slice(0, 10);
  // Beside the senders' counters (whose ids are 64 hex digits), so one TTL policy clears both.
  const dayRef = db.collection('rateLimits').doc(`day-${day}`);
  let outcome: 'stored' | 'duplicate' | 'capped';
  try {
    outcome = await db.runTransaction(async (tx) => {
      const [existing, limit, today] = await tx.getAll(messageRef, limitRef, dayRef);
      if (existing?.exists) return 'duplicate';
      const accepted = typeof today?.get('count') === 'number' ? (today.get('count') as number) : 0;
      if (accepted >= settings.rateLimit.dailyCap) return 'capped';
      const hits = admit(previousHits(limit?.get('hits')), now, settings.rateLimit);
      if (!hits) {
        throw new HttpsError('resource-exhausted', 'Too many messages from this address; please try again later.');
      }
      // expiresAt is there for the Firestore TTL policy (firestore.indexes.json), so old counters
      // delete themselves.
      tx.set(limitRef, { hits, expiresAt: Timestamp.fromDate(windowEnd(now, settings.rateLimit)) });
      tx.set(dayRef, { count: accepted + 1, expiresAt: Timestamp.fromMillis(Date.parse(day) + 2 * DAY_MS) });
      tx.create(messageRef, {
        name: contact.name,
        email: contact.email,
        subject: contact.subject,
        message: contact.message,
        createdAt: FieldValue.serverTimestamp(),
        ipHash: sender.ipHash,
        userAgent: sender.userAgent,
      });
      tx.create(mailRef, { ...notificationMail(contact, settings.notifyEmail, settings.mail), expiresAt: mailExpiry(now) });
      return 'stored';
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Two concurrent retries of one id: the loser's create finds the winner's document.
    if (code === ALREADY_EXISTS) return 'duplicate';
    if (typeof code === 'number' && TRANSIENT.has(code)) {
      throw new HttpsError('unavailable', 'The server is busy; please try again in a moment.');
    }
    throw error;
  }
  if (outcome !== 'capped') return outcome;
  await noticeCap(db, day, now, settings);
  throw new HttpsError('resource-exhausted', 'This site has received as many messages as it accepts today; please try again tomorrow.');
}

// One notice a day: its id is the day, so every later refusal's create finds it and stops.
async function noticeCap(db: Firestore, day: string, now: number, settings: StoreSettings): Promise<void> {
  const notice = capNoticeMail(day, settings.rateLimit.dailyCap, settings.notifyEmail, settings.mail);
  try {
    await db.collection('mail').doc(`daily-cap-${day}`).create({ ...notice, expiresAt: mailExpiry(now) });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}

// For the TTL policy on mail.expiresAt (firestore.indexes.json).
function mailExpiry(now: number): Timestamp {
  return Timestamp.fromMillis(now + MAIL_RETENTION_MS);
}

function previousHits(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];
}
