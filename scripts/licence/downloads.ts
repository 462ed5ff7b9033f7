import { deliveryEndsAt } from '../../functions/src/contract/delivery.ts';
import type { StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';
import { plainText } from '../text/plain-text.ts';

/** One delivered file and how often its link was used: counted by the deliveryFile function, on the quote, by checksum. */
export interface FileDownloads {
  name: string;
  kind: 'master' | 'stems';
  sha256: string;
  count: number;
  /** The last download, milliseconds since the epoch; null: never downloaded. */
  lastAt: number | null;
}

/** Each file the licence delivers with its downloads; none when the offer names no files. */
export function fileDownloads(quote: Pick<StoredQuote, 'offer' | 'downloads'>): FileDownloads[] {
  return (quote.offer.track.files ?? []).map((file) => {
    const counted = quote.downloads?.[file.sha256];
    return {
      name: file.name,
      kind: file.kind,
      sha256: file.sha256,
      count: counted?.count ?? 0,
      lastAt: counted?.lastAt ?? null,
    };
  });
}

/**
 * What `licence list` says under a licence that delivers files: how many of them were downloaded
 * and when last, until when the links work (or that they ended), then each file's count. Nothing
 * for a quote without files; before acceptance only how many files it will deliver.
 */
export function downloadLines(
  quote: Pick<StoredQuote, 'offer' | 'downloads' | 'acceptance' | 'voidedAt'>,
  days: number,
  now: number,
): string[] {
  const files = fileDownloads(quote);
  if (!files.length) return [];
  if (!quote.acceptance) return [`    ${files.length} file(s) to deliver on acceptance`];
  const endsAt = deliveryEndsAt(quote.acceptance.at, days);
  const links =
    quote.voidedAt !== null
      ? 'links closed: void'
      : now < endsAt
        ? `links until ${utcMinute(endsAt)}`
        : `links ended ${utcMinute(endsAt)}`;
  const downloaded = files.filter((file) => file.count > 0);
  const last = Math.max(...files.map((file) => file.lastAt ?? 0));
  const summary = downloaded.length
    ? `downloaded ${downloaded.length} of ${files.length} file(s), last ${utcMinute(last)}`
    : `none of ${files.length} file(s) downloaded`;
  return [
    `    ${summary}; ${links}`,
    ...files.map(
      (file) =>
        `      ${plainText(file.name)}: ${file.count === 0 ? 'not downloaded' : `${file.count} download(s), last ${utcMinute(file.lastAt!)}`}`,
    ),
  ];
}
