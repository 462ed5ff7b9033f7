import { deliveryEndsAt, type DeliveredFile } from './delivery.ts';

/**
 * How long a licence's file links work, as the page, the mails and the download agree on it:
 * `days` after acceptance, so until `endsAt` (null before acceptance, when the page only says
 * how long they will work); `ended` by the server's clock, not the reader's.
 */
export interface DeliveryWindow {
  days: number;
  endsAt: number | null;
  ended: boolean;
}

/** The window of a quote's files, or null when its offer names none: such a licence has no links. */
export function deliveryWindow(
  quote: { offer: { track: { files?: readonly DeliveredFile[] } }; acceptance: { at: number } | null },
  days: number,
  now: number,
): DeliveryWindow | null {
  if (!quote.offer.track.files?.length) return null;
  const endsAt = quote.acceptance ? deliveryEndsAt(quote.acceptance.at, days) : null;
  return { days, endsAt, ended: endsAt !== null && now >= endsAt };
}
