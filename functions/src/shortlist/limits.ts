import { LISTEN_REPORTS_PER_MINUTE } from '../contract/listen-events.ts';
import type { RateLimit } from '../rateLimit.ts';
import type { LinkCounters } from '../private-links/limits.ts';

/** Opening a link: a page load or two per visit; a script trying tokens hits the per-address one, counted on its peer. */
export const OPEN_PER_TOKEN: RateLimit = { maxMessages: 30, windowMinutes: 10 };
export const OPEN_PER_ADDRESS: RateLimit = { maxMessages: 60, windowMinutes: 10 };
/** One IPv6 /48 (an IPv4 /24) posing as many senders: four addresses' worth. */
export const OPEN_PER_NETWORK: RateLimit = { maxMessages: 4 * OPEN_PER_ADDRESS.maxMessages, windowMinutes: 10 };
/** Reports: at most one per 15 s of playback plus downloads and the flush on leaving; the pages share it across tabs. */
export const RECORD_PER_TOKEN: RateLimit = { maxMessages: LISTEN_REPORTS_PER_MINUTE, windowMinutes: 1 };
/** One address may hold several links (a supervisor's team behind one office address): five links' worth. */
export const RECORD_PER_ADDRESS: RateLimit = { maxMessages: 5 * LISTEN_REPORTS_PER_MINUTE, windowMinutes: 1 };
export const RECORD_PER_NETWORK: RateLimit = { maxMessages: 4 * RECORD_PER_ADDRESS.maxMessages, windowMinutes: 1 };

export const OPEN_COUNTERS: LinkCounters = {
  senderKey: 'sl-open',
  senderLimits: { address: OPEN_PER_ADDRESS, network: OPEN_PER_NETWORK },
  tokenKey: 'sl-open',
  perToken: OPEN_PER_TOKEN,
};
export const RECORD_COUNTERS: LinkCounters = {
  senderKey: 'sl-record',
  senderLimits: { address: RECORD_PER_ADDRESS, network: RECORD_PER_NETWORK },
  tokenKey: 'sl-record',
  perToken: RECORD_PER_TOKEN,
};
