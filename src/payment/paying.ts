/**
 * What a buyer's tab remembers between leaving for Stripe Checkout and coming back to /l/paid
 * (sessionStorage: this tab only, gone with it): the quote's token, and the track page it was
 * bought from, for "Back to the track" after a cancelled payment. Storage can be missing or throw
 * (private modes, disabled storage): then the page says the licence link is in the buyer's mail.
 */
const KEY = 'cuesheet:paying';

export interface Paying {
  /** The quote page's address, `/l/<token>`. */
  quote: string;
  /** The track page a "License now" started from; null for a quote the artist sent. */
  back: string | null;
}

export function recallPaying(): Paying | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Paying> | null;
    if (typeof stored?.quote !== 'string' || !/^\/l\/[\w-]+$/.test(stored.quote)) return null;
    // Only a path of this site: a stored value is the visitor's to change.
    const back = typeof stored.back === 'string' && /^\/(?!\/)/.test(stored.back) ? stored.back : null;
    return { quote: stored.quote, back };
  } catch {
    return null;
  }
}

/** Remembers the quote about to be paid; the track it came from is kept when it is the same quote. */
export function rememberPaying(quote: string, back?: string): void {
  const earlier = recallPaying();
  const from = back ?? (earlier?.quote === quote ? earlier.back : null);
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ quote, back: from }));
  } catch {
    // Without storage the return page says where the licence link is instead.
  }
}
