import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ACCEPT_FIELDS, acceptProblem, companyProblem, type AcceptProblem } from '../contract/accept-licence.ts';
import { deliveryPathOf, type DeliveredFile } from '../contract/delivery.ts';
import {
  LICENCE_COUNTERS,
  LICENCE_NUMBERS,
  LICENCE_PATH,
  LICENCE_PDF_PATH,
  quoteState,
  verifyPathOf,
  type AcceptRequest,
  type IssuedLicence,
  type NumberEntry,
  type StoredQuote,
} from '../contract/licence-model.ts';
import { formatLicenceNumber, nextSequence, VERIFY_CODE_BYTES, verifyCodeOf } from '../contract/licence-number.ts';
import { termEnd, utcDay } from '../contract/licence-term.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { settings } from '../generated/settings.ts';
import { linkCallable } from '../private-links/callable.ts';
import { notAvailable, openQuoteToken, quoteRef } from './access.ts';
import { openGuardedToken } from '../private-links/guarded-token.ts';
import { acceptanceMails } from './acceptance-mail.ts';
import { ACCEPT_COUNTERS } from './limits.ts';
import { undrawableIn } from './pdf/render-licence-pdf.tsx';
import { utcMinute } from '../contract/utc.ts';
import { LINK_MAIL_RETENTION_MS } from '../contract/link-mail.ts';

const mailId = (site: string, id: string) => (site === DEFAULT_SITE ? id : `${site}--${id}`);
const link = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** Why a quote can't be accepted now, as the page shows it; null when it can. */
function refusal(quote: StoredQuote, now: number): HttpsError | null {
  switch (quoteState(quote, now)) {
    case 'accepted':
      return new HttpsError('already-exists', `this quote was already accepted: licence ${quote.licence?.number ?? ''}`.trim(), { state: 'accepted' });
    case 'void':
      return new HttpsError('failed-precondition', 'this quote was withdrawn by the licensor', { state: 'void' });
    case 'expired':
      return new HttpsError('failed-precondition', `this quote expired on ${utcMinute(quote.expiresAt)}`, { state: 'expired' });
    default:
      return null;
  }
}

/** A problem with what was typed or sent, as the page reads it: the field and the kind, and the company quoted. */
const refusalOf = ({ message, field, kind, quoted }: AcceptProblem): HttpsError =>
  new HttpsError('invalid-argument', message, { field, kind, ...(quoted !== undefined && { quoted }) });

export const acceptLicence = linkCallable({
  name: 'acceptLicence',
  fields: ACCEPT_FIELDS,
  // Refused as the page's own check words it (accept-licence.ts), its field and kind included.
  malformed: (message, data) => refusalOf(acceptProblem(data) ?? { field: 'data', kind: 'shape', message }),
  handle: async (request, sent): Promise<{ number: string }> => {
    const problem = acceptProblem(sent);
    // Bad input names its field and stores nothing.
    if (problem) throw refusalOf(problem);
    const data = sent as unknown as AcceptRequest;
    // The licence prints the typed name (and the quoted company, not the typed one): a name its fonts
    // cannot draw would be issued with a blank.
    const char = undrawableIn([data.name]);
    if (char) throw new HttpsError('invalid-argument', `name: the licence cannot print '${char}'; type it in Latin or Arabic letters`, { field: 'name', char });
    const { db, site, opened } = await openGuardedToken(request, data.token, { ...ACCEPT_COUNTERS, open: openQuoteToken, notAvailable });
    const siteSettings = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === site);
    if (!siteSettings) throw notAvailable();
    const ref = quoteRef(db, opened.quoteId);
    // One transaction: the quote's state, the year's counter and the new number are read and
    // written together, so two presses (or two tabs, or a replay) give one licence, and no two
    // licences of a site share a number.
    return db.runTransaction(async (tx) => {
      const quote = (await tx.get(ref)).data() as StoredQuote | undefined;
      if (!quote || quote.site !== site) throw notAvailable();
      const now = Date.now();
      const refused = refusal(quote, now);
      if (refused) throw refused;
      if (data.termsHash !== quote.termsHash)
        throw new HttpsError('failed-precondition', 'termsHash: the terms changed since this page was loaded; reload it and read them again', {
          field: 'termsHash',
        });
      const other = companyProblem(data.company, quote.offer);
      if (other) throw refusalOf(other);
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
      const accepted: StoredQuote = {
        ...quote,
        acceptance: { at: now, name: data.name.trim(), company: data.company.trim(), termsHash: data.termsHash },
        licence,
      };
      tx.set(counterRef, { last: sequence });
      tx.create(db.collection(LICENCE_NUMBERS).doc(`${site}--${licence.number}`), { site, quote: opened.quoteId, code } satisfies NumberEntry);
      tx.update(ref, { acceptance: accepted.acceptance, licence });
      const links = {
        page: link(quote.base, `${LICENCE_PATH}/${data.token}`),
        verify: link(quote.base, verifyPathOf(licence)),
        pdf: link(quote.base, `${LICENCE_PDF_PATH}/${data.token}`),
        file: (file: DeliveredFile) => link(quote.base, deliveryPathOf(data.token, file)),
      };
      const mails = acceptanceMails(accepted, licence, links, siteSettings.pdf, siteSettings.deliveryDays);
      // The mails hold the page's, the PDF's and the files' raw token: kept only for delivery.
      const expiresAt = Timestamp.fromMillis(now + LINK_MAIL_RETENTION_MS);
      tx.create(db.collection('mail').doc(mailId(site, `licence-${licence.number}-buyer`)), { ...mails.buyer, expiresAt });
      tx.create(db.collection('mail').doc(mailId(site, `licence-${licence.number}-licensor`)), { ...mails.licensor, expiresAt });
      return { number: licence.number };
    });
  },
});
