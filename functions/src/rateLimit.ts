export interface RateLimit {
  maxMessages: number;
  windowMinutes: number;
}

/**
 * How far after this request's `now` another's hit may be stamped and still count: requests in
 * flight together commit in either order. A hit further ahead is another instance's clock skew.
 */
const CONCURRENT_MS = 30_000;

/**
 * Sliding window over the times a sender was admitted: returns the times to keep, now included,
 * or null when the sender has used up the window.
 */
export function admit(previous: readonly number[], now: number, limit: RateLimit): number[] | null {
  const windowStart = now - limit.windowMinutes * 60_000;
  const recent = previous.filter((time) => time > windowStart && time <= now + CONCURRENT_MS);
  return recent.length >= limit.maxMessages ? null : [...recent, now];
}

export function windowEnd(now: number, limit: RateLimit): Date {
  return new Date(now + limit.windowMinutes * 60_000);
}
