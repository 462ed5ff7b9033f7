import { Timestamp } from 'firebase-admin/firestore';

/**
 * How long a mail document without a private link stays in the `mail` collection (a contact
 * notice, a shortlist digest, a payment notice to the artist): the Trigger Email extension sends
 * within minutes and records the outcome on the document, and a month leaves time to see a failed
 * delivery. A mail with a link's raw token is kept a day instead (contract/link-mail.ts).
 */
export const MAIL_RETENTION_MS = 30 * 86_400_000;

/** The time the TTL policy on mail.expiresAt (firestore.indexes.json) deletes a mail written at `now`. */
export const mailExpiry = (now: number): Timestamp => Timestamp.fromMillis(now + MAIL_RETENTION_MS);
