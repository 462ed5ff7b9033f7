import { deliveryEndsAt, type DeliveredFile } from '../contract/delivery.ts';
import type { StoredQuote } from '../contract/licence-model.ts';

/** The file, and when the licence's links end (milliseconds since the epoch): no address given for it may outlive them. */
export type Deliverable = { file: DeliveredFile; linksEndAt: number } | { refused: string };

/**
 * The file `name` of a quote, if its link may deliver it at `now`: the quote accepted and its
 * licence issued, not void, within `days` of acceptance, and the file one the licence names. Each
 * refusal says why, for the log: the caller hears the same answer for all of them.
 */
export function deliverable(
  quote: Pick<StoredQuote, 'acceptance' | 'licence' | 'voidedAt' | 'offer'>,
  name: string,
  days: number,
  now: number,
): Deliverable {
  if (quote.voidedAt !== null) return { refused: 'the licence is void' };
  if (quote.acceptance === null || quote.licence === null) return { refused: 'the quote has not been accepted' };
  const linksEndAt = deliveryEndsAt(quote.acceptance.at, days);
  if (now >= linksEndAt) return { refused: `the links ended ${days} days after acceptance` };
  const file = quote.offer.track.files?.find((candidate) => candidate.name === name);
  return file ? { file, linksEndAt } : { refused: 'the licence delivers no file of that name' };
}
