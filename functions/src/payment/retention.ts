import { Timestamp } from 'firebase-admin/firestore';

const DAY_MS = 86_400_000;

/**
 * How long a handled event's mark is kept (paymentEvents, the TTL policy on expiresAt in
 * firestore.indexes.json): Stripe redelivers an event for up to three days, so a month holds every
 * replay with room to spare.
 */
export const PAYMENT_EVENT_RETENTION_MS = 30 * DAY_MS;

/**
 * How long a Checkout session nobody paid is kept (checkoutSessions, the same policy): Checkout
 * expires a session after a day, but a bank debit started on it can clear two weeks later. Once
 * paid, the session loses its expiry: a refund or a dispute finds the licence through it, months on.
 */
export const UNPAID_CHECKOUT_RETENTION_MS = 60 * DAY_MS;

export const paymentEventExpiry = (now: number): Timestamp => Timestamp.fromMillis(now + PAYMENT_EVENT_RETENTION_MS);

/**
 * When a purchase's quote nobody paid for is deleted, with its token (licenceQuotes and
 * licenceTokens, the TTL policy on purgeAt): as long after it expires as an unpaid session is
 * kept, since a bank debit started before it expired may still clear and issue it.
 */
export const unpaidQuotePurge = (expiresAt: number): Timestamp =>
  Timestamp.fromMillis(expiresAt + UNPAID_CHECKOUT_RETENTION_MS);

export const unpaidCheckoutExpiry = (now: number): Timestamp =>
  Timestamp.fromMillis(now + UNPAID_CHECKOUT_RETENTION_MS);
