import { HttpsError } from 'firebase-functions/v2/https';
import { ACCEPT_FIELDS, acceptProblem } from '../contract/accept-licence.ts';
import { paidToAccept, type StoredQuote } from '../contract/licence-model.ts';
import { toMinorUnits } from '../contract/money.ts';
import { CHECKOUT_SESSIONS, isCheckoutId, PAID_PATH, type StoredCheckout } from '../contract/payment-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { grpcCode } from '../failure.ts';
import { settings } from '../generated/settings.ts';
import { notAvailable, openQuoteToken, quoteRef } from '../licence/access.ts';
import { acceptanceRefusal, checkTyped, refusalOf } from '../licence/acceptable.ts';
import { linkCallable } from '../private-links/callable.ts';
import { openGuardedToken } from '../private-links/guarded-token.ts';
import { createCheckoutSession } from './checkout-session.ts';
import { PAY_QUOTE_COUNTERS } from './limits.ts';
import { unpaidCheckoutExpiry } from './retention.ts';
import { configuredStripe, paymentOff, stripeSecretKey } from './stripe-client.ts';

const ALREADY_EXISTS = 6;
const FIELDS = [...ACCEPT_FIELDS, 'checkoutId'] as const;
const link = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

const notPaidHere = () =>
  new HttpsError(
    'failed-precondition',
    'this site takes no payment for quotes: accept it, and the licensor invoices the fee',
    { state: 'invoice' },
  );

/**
 * Accepting a quote paid to accept (marked so, or of a pay-to-accept site): the acceptance is checked as acceptLicence checks it,
 * kept with the Checkout session it opens, and recorded only when Stripe's webhook says the fee
 * was paid (stripeWebhook). The page names the quote by its token; the amount is the stored fee.
 */
export const payLicenceQuote = linkCallable({
  name: 'payLicenceQuote',
  fields: FIELDS,
  malformed: (message, data) => refusalOf(acceptProblem(data) ?? { field: 'data', kind: 'shape', message }),
  extraSecrets: [stripeSecretKey],
  handle: async (request, sent): Promise<{ url: string; session: string }> => {
    const { checkoutId, ...acceptance } = sent;
    // Bad input names its field and stores nothing; so does a site with no key, before anything is read.
    const data = checkTyped(acceptance);
    if (!isCheckoutId(checkoutId))
      throw new HttpsError('invalid-argument', 'checkoutId must be 22 to 64 letters, digits, - or _', {
        field: 'checkoutId',
      });
    const stripe = configuredStripe();
    if (!stripe) throw paymentOff();
    const { db, site, opened } = await openGuardedToken(request, data.token, {
      ...PAY_QUOTE_COUNTERS,
      open: openQuoteToken,
      notAvailable,
    });
    const siteSettings = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === site);
    if (!siteSettings) throw notAvailable();
    const quote = (await quoteRef(db, opened.quoteId).get()).data() as StoredQuote | undefined;
    if (!quote || quote.site !== site) throw notAvailable();
    if (!paidToAccept(quote, siteSettings.payment?.quotes)) throw notPaidHere();
    const now = Date.now();
    // Checked again when the payment arrives, in the transaction that issues the licence.
    const refused = acceptanceRefusal(quote, data, now);
    if (refused) throw refused;
    const amount = toMinorUnits(quote.offer.fee.amount, quote.offer.fee.currency);
    if (amount === null)
      throw new HttpsError(
        'failed-precondition',
        `fee: ${quote.offer.fee.amount} ${quote.offer.fee.currency} cannot be charged exactly; ask the licensor for a new quote`,
      );
    const session = await createCheckoutSession(stripe, {
      site,
      quoteId: opened.quoteId,
      checkoutId,
      offer: quote.offer,
      amount,
      successUrl: link(quote.base, `${PAID_PATH}?session={CHECKOUT_SESSION_ID}`),
      cancelUrl: link(quote.base, `${PAID_PATH}?cancelled=1`),
      automaticTax: siteSettings.payment?.automaticTax ?? false,
    });
    if (!session.url) throw new Error(`Stripe made session ${session.id} without a url`);
    const stored: StoredCheckout = {
      site,
      quote: opened.quoteId,
      amount,
      currency: quote.offer.fee.currency.toUpperCase(),
      acceptance: { name: data.name.trim(), company: data.company.trim(), termsHash: data.termsHash },
      createdAt: now,
      outcome: null,
      paymentIntent: null,
    };
    // A second click with the same checkoutId is the same session, already stored: kept as it is,
    // so an outcome the webhook has written meanwhile stays.
    await db
      .collection(CHECKOUT_SESSIONS)
      .doc(session.id)
      .create({ ...stored, expiresAt: unpaidCheckoutExpiry(now) })
      .catch((error: unknown) => {
        if (grpcCode(error) !== ALREADY_EXISTS) throw error;
      });
    return { url: session.url, session: session.id };
  },
});
