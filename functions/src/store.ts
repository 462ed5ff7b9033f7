import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { notificationMail } from './mail.js';
import { admit, windowEnd, type RateLimit } from './rateLimit.js';
import type { ContactRequest } from './validation.js';

export interface Sender {
  ipHash: string;
  userAgent: string;
}

export interface StoreSettings {
  notifyEmail: string;
  rateLimit: RateLimit;
}

const ALREADY_EXISTS = 6;

/**
 * Stores the message and its notification email, counting it against the sender's window.
 * Everything commits in one transaction: a message is never counted without being stored, and a
 * retry of a stored id reads the existing document and succeeds without counting twice.
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
  try {
    return await db.runTransaction(async (tx) => {
      const [existing, limit] = await tx.getAll(messageRef, limitRef);
      if (existing?.exists) return 'duplicate';
      const now = Date.now();
      const hits = admit(previousHits(limit?.get('hits')), now, settings.rateLimit);
      if (!hits) {
        throw new HttpsError('resource-exhausted', 'Too many messages from this address; please try again later.');
      }
      // expiresAt is there for a Firestore TTL policy, so old counters delete themselves.
      tx.set(limitRef, { hits, expiresAt: Timestamp.fromDate(windowEnd(now, settings.rateLimit)) });
      tx.create(messageRef, {
        name: contact.name,
        email: contact.email,
        subject: contact.subject,
        message: contact.message,
        createdAt: FieldValue.serverTimestamp(),
        ipHash: sender.ipHash,
        userAgent: sender.userAgent,
      });
      tx.create(mailRef, notificationMail(contact, settings.notifyEmail));
      return 'stored';
    });
  } catch (error) {
    // Two concurrent retries of one id: the loser's create finds the winner's document.
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'duplicate';
    throw error;
  }
}

function previousHits(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((time): time is number => typeof time === 'number') : [];
}
