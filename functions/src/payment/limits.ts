import { ACCEPT_PER_TOKEN, LICENCE_SENDER_KEY, LICENCE_SENDER_LIMITS } from '../licence/limits.ts';
import type { LinkCounters } from '../private-links/limits.ts';

/** Paying a quote: counted per address with every licence call ('lq'), and per link as pressing Accept is. */
export const PAY_QUOTE_COUNTERS: LinkCounters = {
  senderKey: LICENCE_SENDER_KEY,
  senderLimits: LICENCE_SENDER_LIMITS,
  tokenKey: 'lq-pay',
  perToken: ACCEPT_PER_TOKEN,
};
