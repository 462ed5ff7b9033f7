import { ACCEPT_PER_TOKEN, LICENCE_SENDER_KEY, LICENCE_SENDER_LIMITS } from '../licence/limits.ts';
import type { LinkCounters, SenderLimits } from '../private-links/limits.ts';
import type { RateLimit } from '../rateLimit.ts';

/** Paying a quote: counted per address with every licence call ('lq'), and per link as pressing Accept is. */
export const PAY_QUOTE_COUNTERS: LinkCounters = {
  senderKey: LICENCE_SENDER_KEY,
  senderLimits: LICENCE_SENDER_LIMITS,
  tokenKey: 'lq-pay',
  perToken: ACCEPT_PER_TOKEN,
};

/**
 * "License now": each press stores a quote, so it is counted on its own, before anything is
 * written, and more tightly than opening a link: a buyer makes one or two, a script a stream.
 */
export const BUY_PER_ADDRESS: RateLimit = { maxMessages: 10, windowMinutes: 10 };
export const BUY_SENDER_KEY = 'lq-buy';
export const BUY_SENDER_LIMITS: SenderLimits = {
  address: BUY_PER_ADDRESS,
  network: { maxMessages: 4 * BUY_PER_ADDRESS.maxMessages, windowMinutes: BUY_PER_ADDRESS.windowMinutes },
};
