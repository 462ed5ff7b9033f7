/**
 * How long a mail document that carries a private link (a quote's, a licence's page and PDF)
 * stays in the `mail` collection, from its writing: the raw token is in its text, and a database
 * only ever holds tokens' hashes (private-links/token.ts) so that a reader of it, or a leaked backup,
 * opens no link. The Trigger Email extension sends within minutes and retries within the hour;
 * a day is room to see a failed delivery in the console and resend it. The TTL policy on
 * `mail.expiresAt` (firestore.indexes.json, deployed by `npm run deploy`) deletes the document,
 * usually within a day of this time: the link is gone from the database within two days.
 */
export const LINK_MAIL_RETENTION_MS = 24 * 3_600_000;
