import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { deliveryPathOf, type DeliveredFile } from '../contract/delivery.ts';
import {
  LICENCE_COUNTERS,
  LICENCE_NUMBERS,
  LICENCE_PATH,
  LICENCE_PDF_PATH,
  verifyPathOf,
  type Acceptance,
  type IssuedLicence,
  type NumberEntry,
  type StoredQuote,
} from '../contract/licence-model.ts';
import { formatLicenceNumber, nextSequence, VERIFY_CODE_BYTES, verifyCodeOf } from '../contract/licence-number.ts';
import { termEnd, utcDay } from '../contract/licence-term.ts';
import { LINK_MAIL_RETENTION_MS } from '../contract/link-mail.ts';
import type { QuotePayment } from '../contract/payment-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import type { SiteSettings } from '../sites.ts';
import { acceptanceMails } from './acceptance-mail.ts';

const mailId = (site: string, id: string) => (site === DEFAULT_SITE ? id : `${site}--${id}`);
const link = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export interface Issue {
  db: Firestore;
  tx: Transaction;
  ref: DocumentReference;
  quoteId: string;
  /** The quote as read in this transaction, open. */
  quote: StoredQuote;
  site: string;
  siteSettings: SiteSettings;
  acceptance: Acceptance;
  /** The raw token the mails' links carry (the page's, the PDF's, the files'). */
  token: string;
  /** What was paid for it, when it was paid through Stripe. */
  payment?: QuotePayment;
}

/**
 * Gives an open quote its licence, inside the caller's transaction, after every read of the
 * caller's own: the year's next number, the number's entry, the acceptance (and payment) on the
 * quote, and both parties' mails, all or nothing. The one way a licence is issued, whether the
 * buyer accepted a quote or Stripe confirmed a payment.
 */
export async function issueLicence({
  db,
  tx,
  ref,
  quoteId,
  quote,
  site,
  siteSettings,
  acceptance,
  token,
  payment,
}: Issue): Promise<IssuedLicence> {
  const now = acceptance.at;
  const start = quote.offer.use.start ?? utcDay(now);
  const year = Number(utcDay(now).slice(0, 4));
  const counterRef = db.collection(LICENCE_COUNTERS).doc(`${site}-${year}`);
  const sequence = nextSequence((await tx.get(counterRef)).get('last'));
  const code = verifyCodeOf(randomBytes(VERIFY_CODE_BYTES));
  const licence: IssuedLicence = {
    number: formatLicenceNumber(quote.numberPrefix, year, sequence),
    code,
    start,
    end: termEnd(start, quote.offer.use.termMonths),
  };
  const accepted: StoredQuote = { ...quote, acceptance, licence, ...(payment && { payment }) };
  tx.set(counterRef, { last: sequence });
  tx.create(db.collection(LICENCE_NUMBERS).doc(`${site}--${licence.number}`), {
    site,
    quote: quoteId,
    code,
  } satisfies NumberEntry);
  tx.update(ref, { acceptance, licence, ...(payment && { payment }) });
  const links = {
    page: link(quote.base, `${LICENCE_PATH}/${token}`),
    verify: link(quote.base, verifyPathOf(licence)),
    pdf: link(quote.base, `${LICENCE_PDF_PATH}/${token}`),
    file: (file: DeliveredFile) => link(quote.base, deliveryPathOf(token, file)),
  };
  const mails = acceptanceMails(accepted, licence, links, siteSettings.pdf, siteSettings.deliveryDays);
  // The mails hold the page's, the PDF's and the files' raw token: kept only for delivery.
  const expiresAt = Timestamp.fromMillis(now + LINK_MAIL_RETENTION_MS);
  tx.create(db.collection('mail').doc(mailId(site, `licence-${licence.number}-buyer`)), { ...mails.buyer, expiresAt });
  tx.create(db.collection('mail').doc(mailId(site, `licence-${licence.number}-licensor`)), {
    ...mails.licensor,
    expiresAt,
  });
  return licence;
}
