import { deliveryEndsAt } from '../../functions/src/contract/delivery.ts';
import {
  quoteState,
  verifyPathOf,
  type QuoteState,
  type StoredQuote,
} from '../../functions/src/contract/licence-model.ts';
import { absoluteUrl } from '../../src/head/urls.ts';
import { fileDownloads } from './downloads.ts';
import { paymentRecord, type PaymentRecord } from './payment-status.ts';

const iso = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

/** A quote as `licence list --json` writes it: where it stands, its licence, and each delivered file's downloads. */
export interface LicenceRecord {
  id: string;
  state: QuoteState;
  number: string | null;
  createdAt: string;
  request: string;
  track: string;
  version: string;
  licensee: string;
  fee: { amount: number; currency: string };
  /** What was paid for the licence; null for a quote not accepted. */
  payment: PaymentRecord | null;
  acceptedAt: string | null;
  verify: string | null;
  /** When the file links stop working; null before acceptance or without files. */
  filesUntil: string | null;
  /** One entry per file the licence delivers, in the offer's order; `last` null: never downloaded. */
  downloads: Array<{ name: string; kind: 'master' | 'stems'; sha256: string; count: number; last: string | null }>;
}

export function licenceRecord(id: string, quote: StoredQuote, days: number, now: number): LicenceRecord {
  const downloads = fileDownloads(quote).map(({ lastAt, ...file }) => ({ ...file, last: iso(lastAt) }));
  return {
    id,
    state: quoteState(quote, now),
    number: quote.licence?.number ?? null,
    createdAt: new Date(quote.createdAt).toISOString(),
    request: quote.requestId,
    track: quote.offer.track.title,
    version: quote.offer.track.version,
    licensee: quote.offer.licensee.company || quote.offer.licensee.name,
    fee: quote.offer.fee,
    payment: paymentRecord(quote),
    acceptedAt: iso(quote.acceptance?.at ?? null),
    verify: quote.licence ? absoluteUrl(verifyPathOf(quote.licence).slice(1), quote.base) : null,
    filesUntil: quote.acceptance && downloads.length ? iso(deliveryEndsAt(quote.acceptance.at, days)) : null,
    downloads,
  };
}
