import { deliveryEndsAt, type DeliveredFile } from '../contract/delivery.ts';
import type { StoredQuote } from '../contract/licence-model.ts';

export type Deliverable = { file: DeliveredFile } | { refused: string };

/**
 * The file `name` of a quote, if its link may deliver it at `now`: the quote accepted and its
 * licence issued, not void, within `days` of acceptance, and the file one the licence names. Each
 * refusal says why, for the log: the caller hears the same answer for all of them.
 */
export function deliverable(quote: Pick<StoredQuote, 'acceptance' | 'licence' | 'voidedAt' | 'offer'>, name: string, days: number, now: number): Deliverable {
  if (quote.voidedAt !== null) return { refused: 'the licence is void' };
  if (quote.acceptance === null || quote.licence === null) return { refused: 'the quote has not been accepted' };
  if (now >= deliveryEndsAt(quote.acceptance.at, days)) return { refused: `the links ended ${days} days after acceptance` };
  const file = quote.offer.track.files?.find((candidate) => candidate.name === name);
  return file ? { file } : { refused: 'the licence delivers no file of that name' };
}

/**
 * Whether a GET is a download to count: a browser's or download manager's resume asks for the
 * rest of a file it has begun (a Range that does not start at byte 0), which the first request
 * already counted. A HEAD fetches nothing. A fresh GET of the whole file counts again: it is
 * another copy fetched, and the link's limit bounds how fast that count can grow.
 */
export function countsAsDownload(method: string, range: string | undefined): boolean {
  if (method !== 'GET') return false;
  return range === undefined || /^bytes=0-/.test(range.trim());
}
