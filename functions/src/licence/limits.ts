import type { RateLimit } from '../rateLimit.ts';
import type { LinkCounters, SenderLimits } from '../private-links/limits.ts';

/** Opening a quote: a page load or two per visit, as for a shortlist's link. */
export const QUOTE_OPEN_PER_TOKEN: RateLimit = { maxMessages: 30, windowMinutes: 10 };
/** Accepting: one press that counts, a few refused ones (a field left empty); never a stream. */
export const ACCEPT_PER_TOKEN: RateLimit = { maxMessages: 10, windowMinutes: 10 };
/** Per address and per network, for every licence call; a peer's tokens and numbers that open nothing too, so a script trying them stops here. */
export const LICENCE_PER_ADDRESS: RateLimit = { maxMessages: 60, windowMinutes: 10 };
export const LICENCE_PER_NETWORK: RateLimit = { maxMessages: 4 * LICENCE_PER_ADDRESS.maxMessages, windowMinutes: 10 };
/** The one sender counter of every licence call: opening, accepting, verifying, downloading. */
export const LICENCE_SENDER_KEY = 'lq';
export const LICENCE_SENDER_LIMITS: SenderLimits = { address: LICENCE_PER_ADDRESS, network: LICENCE_PER_NETWORK };
/** The licence PDF: a download or two, a print; each one is rendered, so fewer than a page's opens. */
export const PDF_PER_TOKEN: RateLimit = { maxMessages: 10, windowMinutes: 10 };
/**
 * Tries of one licence number, right code or wrong, from anywhere: a broadcaster checks a licence
 * a few times, and a code (40 bits) is guessed at no more than this pace whatever the addresses.
 */
export const VERIFY_PER_NUMBER: RateLimit = { maxMessages: 30, windowMinutes: 10 };

export const QUOTE_OPEN_COUNTERS: LinkCounters = {
  senderKey: LICENCE_SENDER_KEY,
  senderLimits: LICENCE_SENDER_LIMITS,
  tokenKey: 'lq-open',
  perToken: QUOTE_OPEN_PER_TOKEN,
};
export const ACCEPT_COUNTERS: LinkCounters = {
  senderKey: LICENCE_SENDER_KEY,
  senderLimits: LICENCE_SENDER_LIMITS,
  tokenKey: 'lq-accept',
  perToken: ACCEPT_PER_TOKEN,
};
export const PDF_COUNTERS: LinkCounters = {
  senderKey: LICENCE_SENDER_KEY,
  senderLimits: LICENCE_SENDER_LIMITS,
  tokenKey: 'lq-pdf',
  perToken: PDF_PER_TOKEN,
};
