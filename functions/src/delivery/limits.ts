import { LICENCE_SENDER_KEY, LICENCE_SENDER_LIMITS } from '../licence/limits.ts';
import type { LinkCounters } from '../private-links/limits.ts';
import type { RateLimit } from '../rateLimit.ts';

/**
 * Downloads through one licence's link: a master and a few stems, each fetched once or twice, a
 * resume or two. More than this in ten minutes is a script, or a link passed around.
 */
export const DELIVERY_PER_TOKEN: RateLimit = { maxMessages: 30, windowMinutes: 10 };

/** Counted with every licence call on the sender ('lq'), and on its own per link. */
export const DELIVERY_COUNTERS: LinkCounters = {
  senderKey: LICENCE_SENDER_KEY,
  senderLimits: LICENCE_SENDER_LIMITS,
  tokenKey: 'lq-file',
  perToken: DELIVERY_PER_TOKEN,
};
