import { HttpsError } from 'firebase-functions/v2/https';
import { ACCEPT_FIELDS, acceptProblem } from '../contract/accept-licence.ts';
import { paidToAccept, type StoredQuote } from '../contract/licence-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { settings } from '../generated/settings.ts';
import { linkCallable } from '../private-links/callable.ts';
import { openGuardedToken } from '../private-links/guarded-token.ts';
import { notAvailable, openQuoteToken, quoteRef } from './access.ts';
import { acceptanceRefusal, checkTyped, refusalOf } from './acceptable.ts';
import { issueLicence } from './issue.ts';
import { ACCEPT_COUNTERS } from './limits.ts';

/** A quote paid to accept (its own mark, or its site's setting) is issued only when Stripe confirms the payment. */
const paidToAcceptRefusal = () =>
  new HttpsError('failed-precondition', 'this quote is accepted by paying its fee; press "Pay and accept" to pay it', {
    state: 'pay-to-accept',
  });

export const acceptLicence = linkCallable({
  name: 'acceptLicence',
  fields: ACCEPT_FIELDS,
  // Refused as the page's own check words it (accept-licence.ts), its field and kind included.
  malformed: (message, data) => refusalOf(acceptProblem(data) ?? { field: 'data', kind: 'shape', message }),
  handle: async (request, sent): Promise<{ number: string }> => {
    // Bad input names its field and stores nothing.
    const data = checkTyped(sent);
    const { db, site, opened } = await openGuardedToken(request, data.token, {
      ...ACCEPT_COUNTERS,
      open: openQuoteToken,
      notAvailable,
    });
    const siteSettings = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === site);
    if (!siteSettings) throw notAvailable();
    const ref = quoteRef(db, opened.quoteId);
    // One transaction: the quote's state, the year's counter and the new number are read and
    // written together, so two presses (or two tabs, or a replay) give one licence, and no two
    // licences of a site share a number.
    return db.runTransaction(async (tx) => {
      const quote = (await tx.get(ref)).data() as StoredQuote | undefined;
      if (!quote || quote.site !== site) throw notAvailable();
      if (paidToAccept(quote, siteSettings.payment?.quotes)) throw paidToAcceptRefusal();
      const now = Date.now();
      const refused = acceptanceRefusal(quote, data, now);
      if (refused) throw refused;
      const acceptance = { at: now, name: data.name.trim(), company: data.company.trim(), termsHash: data.termsHash };
      const licence = await issueLicence({
        db,
        tx,
        ref,
        quoteId: opened.quoteId,
        quote,
        site,
        siteSettings,
        acceptance,
        token: data.token,
      });
      return { number: licence.number };
    });
  },
});
