/**
 * What a licence quote and the licence it becomes are in Firestore, written by `npm run licence`
 * and read by the functions and the pages: the one definition every side imports.
 *
 * licenceQuotes/{id}              the quote: the offer as the buyer sees it, its state, the acceptance
 * licenceTokens/{sha256}          which quote a link's token opens
 * licenceNumbers/{site}--{number} which quote a licence number is (the verification page's look-up)
 * licenceCounters/{site}-{year}   the last number given that year
 *
 * A purchase's quote ("License now") and its token carry purgeAt (TTL) until paid: one nobody paid
 * for is deleted some time after it expired; every other quote stays on record.
 */
import type { CueUsage } from './cue-usage.ts';
import type { DeliveredFile, Downloads } from './delivery.ts';
import type { DeliveryWindow } from './delivery-window.ts';
import type { QuotePayment, VerifiedPayment } from './payment-model.ts';

export const LICENCE_QUOTES = 'licenceQuotes';
export const LICENCE_TOKENS = 'licenceTokens';
export const LICENCE_NUMBERS = 'licenceNumbers';
export const LICENCE_COUNTERS = 'licenceCounters';

export type WriterRole = 'C' | 'A' | 'CA';

export interface RightsHolder {
  name: string;
  share: number;
  pro?: string;
  ipi?: string;
}

export interface QuotedTrack {
  id: string;
  title: string;
  /** The version's label as the catalog names it ("Main", "Instrumental"). */
  version: string;
  isrc?: string;
  iswc?: string;
  /** Who owns the master recording. */
  master?: string;
  writers: Array<RightsHolder & { role: WriterRole }>;
  /** Original publishers (E on a cue sheet). */
  publishers: RightsHolder[];
  /** The track fields marked `licence` (track-fields.ts) that have a value, labelled in the site's words; absent when there are none. */
  facts?: Array<{ label: string; value: string }>;
  /** The AI disclosure as one sentence. */
  ai: string;
  /** The files the licence delivers (delivery.ts), read when the quote was made; absent when the catalog names none. */
  files?: DeliveredFile[];
}

/** A choice of the request as stored: its value and the label the form showed. */
export interface Choice {
  value: string;
  label: string;
}

export interface QuotedUse {
  project: string;
  media: Choice;
  territory: Choice;
  term: Choice;
  exclusivity: Choice;
  /** The usage on the cue sheet: BI, BV, VI, VV, MT or ET. */
  cueUsage: CueUsage;
  /** The intended length of the cue in the production, in seconds, when the request gave one. */
  durationSeconds: number | null;
  /** The first day (YYYY-MM-DD), or null: the day of acceptance. */
  start: string | null;
  /** Months from the start; null: in perpetuity. */
  termMonths: number | null;
}

export interface Clause {
  heading: string;
  text: string;
}

/**
 * Everything the buyer agrees to, as they see it: the parties, the track, the use, the fee and the
 * terms. Its hash (terms-hash.ts) is recorded with the acceptance, so what was accepted can be
 * shown to be this, word for word.
 */
export interface LicenceOffer {
  licensor: { name: string; address: string; email: string };
  licensee: { name: string; company: string; email: string };
  track: QuotedTrack;
  use: QuotedUse;
  fee: { amount: number; currency: string };
  paymentTerms: string;
  invoiceDetails: string;
  governingLaw: string;
  granted: string[];
  notGranted: string[];
  clauses: Clause[];
}

export interface Acceptance {
  /** Milliseconds since the epoch, the server's clock. */
  at: number;
  /** As the buyer typed them on the page. */
  name: string;
  company: string;
  /** The hash of the offer the page showed, which the function checked against the stored one. */
  termsHash: string;
}

export interface IssuedLicence {
  number: string;
  /**
   * What the verification page asks with the number (`/l/verify/MK-2026-0007/7KQ2M9XA`): numbers
   * are sequential, and without it anyone could walk through them and learn which production
   * licensed which track before its release. Absent on licences issued before codes, which the
   * number alone still verifies.
   */
  code?: string;
  /** YYYY-MM-DD. */
  start: string;
  /** YYYY-MM-DD, the last day; null in perpetuity. */
  end: string | null;
}

export interface StoredQuote {
  site: string;
  /** The licence request it answers (contactMessages/{id}, or the roster site's). */
  requestId: string;
  createdAt: number;
  expiresAt: number;
  voidedAt: number | null;
  tokenHash: string;
  note: string | null;
  /** The letters the licence number begins with. */
  numberPrefix: string;
  /** The site's address, which the links in the mails and the PDF's QR code start with. */
  base: string;
  offer: LicenceOffer;
  termsHash: string;
  acceptance: Acceptance | null;
  licence: IssuedLicence | null;
  /** Downloads of the delivered files, by checksum; absent until the first. */
  downloads?: Downloads;
  /** What was paid, through Stripe Checkout or (`licence paid`) outside it; absent while unpaid or invoiced. */
  payment?: QuotePayment;
  /**
   * 'checkout': accepted only by paying its fee through Stripe Checkout (payLicenceQuote), whatever
   * the site's `licensing.payment.quotes` now says: a purchase's quote (buyLicence), or one quoted on
   * a pay-to-accept site. Absent: as the site says (quotes made before the mark existed).
   */
  pay?: 'checkout';
}

export interface TokenEntry {
  site: string;
  quote: string;
}

export interface NumberEntry {
  site: string;
  quote: string;
  /** The licence's verification code; absent on licences issued before codes. */
  code?: string;
}

export type QuoteState = 'open' | 'accepted' | 'void' | 'expired';

/** Whether accepting the quote means paying it: marked so when made, or its site pays every quote to accept. */
export const paidToAccept = (
  quote: Pick<StoredQuote, 'pay'>,
  siteQuotes: 'invoice' | 'pay-to-accept' | undefined,
): boolean => quote.pay === 'checkout' || siteQuotes === 'pay-to-accept';

/** Where a quote stands now: accepted wins over a later expiry; a void one is void whatever else. */
export function quoteState(quote: Pick<StoredQuote, 'expiresAt' | 'voidedAt' | 'acceptance'>, now: number): QuoteState {
  if (quote.voidedAt !== null) return 'void';
  if (quote.acceptance !== null) return 'accepted';
  return now < quote.expiresAt ? 'open' : 'expired';
}

export type LicenceState = 'valid' | 'void' | 'expired';

/** Whether an issued licence is in force on `today` (YYYY-MM-DD): its last day still counts. */
export function licenceState(
  quote: Pick<StoredQuote, 'voidedAt'> & { licence: IssuedLicence },
  today: string,
): LicenceState {
  if (quote.voidedAt !== null) return 'void';
  return quote.licence.end !== null && today > quote.licence.end ? 'expired' : 'valid';
}

/**
 * What the quote page is given: an open or accepted quote in full; one that is void or expired
 * only says so, so the page can tell the buyer why. Never the token's hash or the request's id.
 */
export type QuoteAnswer =
  | {
      state: 'open' | 'accepted';
      offer: LicenceOffer;
      termsHash: string;
      expiresAt: number;
      note: string | null;
      acceptance: Acceptance | null;
      licence: IssuedLicence | null;
      /** How long the links to the offer's files (offer.track.files) work; null when it names none. */
      delivery: DeliveryWindow | null;
      /** 'checkout': accepted by paying (PAYMENT_ENDPOINTS.payQuote); absent: by pressing Accept, the fee invoiced. */
      pay?: 'checkout';
    }
  | { state: 'void' | 'expired'; expiresAt: number };

/** What the page sends to accept: the name and company typed, the tick, and the hash of the terms it showed. */
export interface AcceptRequest {
  token: string;
  name: string;
  company: string;
  agree: true;
  termsHash: string;
}

/** What the verification page shows: no fee and no one's contact details. */
export interface VerifyAnswer {
  number: string;
  state: LicenceState;
  track: string;
  version: string;
  licensor: string;
  licensee: string;
  project: string;
  media: string;
  territory: string;
  term: string;
  start: string;
  end: string | null;
  /** What was paid, when, and its reference; null for a licence whose fee is invoiced and not recorded paid. */
  payment: VerifiedPayment | null;
}

/** The quote page's calls: addresses on the site itself, rewritten to the functions (firebase.json). */
export const LICENCE_ENDPOINTS = {
  open: { path: '/api/licence/open', functionId: 'getLicenceQuote' },
  accept: { path: '/api/licence/accept', functionId: 'acceptLicence' },
  verify: { path: '/api/licence/verify', functionId: 'verifyLicence' },
} as const;

/** The quote page's address is /l/<token>; the verification page's /l/verify/<number>. */
export const LICENCE_PATH = '/l';
export const VERIFY_PATH = '/l/verify';
/** A licence's verification page, with its code when it has one. */
export const verifyPathOf = (licence: Pick<IssuedLicence, 'number' | 'code'>): string =>
  `${VERIFY_PATH}/${licence.number}${licence.code ? `/${licence.code}` : ''}`;

/** The licence PDF of an accepted quote, printed by the licencePdf function behind the quote's token. */
export const LICENCE_PDF_PATH = '/l/pdf';

export const ACCEPT_NAME_MAX = 120;
export const ACCEPT_COMPANY_MAX = 200;
