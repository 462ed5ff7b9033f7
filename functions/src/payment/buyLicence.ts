import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { LICENCE_PATH, LICENCE_QUOTES, LICENCE_TOKENS, type StoredQuote } from '../contract/licence-model.ts';
import { BUY_FIELDS, buyProblem } from '../contract/offer-purchase.ts';
import type { BuyLicenceAnswer, BuyLicenceRequest } from '../contract/payment-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { settings } from '../generated/settings.ts';
import { undrawableIn } from '../licence/pdf/render-licence-pdf.tsx';
import { newQuoteId } from '../licence/quote-id.ts';
import { canonicalJson, termsHash } from '../licence/terms-hash.ts';
import { linkCallable } from '../private-links/callable.ts';
import { calledSite } from '../private-links/called-site.ts';
import { countSender } from '../private-links/limits.ts';
import { ipHashSalt } from '../private-links/options.ts';
import { hashToken, newToken } from '../private-links/token.ts';
import { viewSender } from '../sender.ts';
import { instantOffer, INSTANT_REQUEST } from './instant-offer.ts';
import { BUY_SENDER_KEY, BUY_SENDER_LIMITS } from './limits.ts';
import { unpaidQuotePurge } from './retention.ts';
import { paymentOff, stripeSecretKey } from './stripe-client.ts';

/** How long a purchase's quote stays open: the buyer pays now or not at all, so an unpaid one soon expires. */
export const INSTANT_QUOTE_MS = 24 * 60 * 60 * 1000;

const invalid = (problem: { field: string; message: string }) =>
  new HttpsError('invalid-argument', problem.message, { field: problem.field });

const notSoldHere = () =>
  new HttpsError(
    'failed-precondition',
    'this site sells no licence at once (licensing.payment is off); ask for a quote instead',
    {
      state: 'payment-off',
    },
  );

/** The buyer's words must print on the licence: a character its fonts lack is refused, naming the field. */
function checkPrintable(sent: BuyLicenceRequest): void {
  for (const field of ['name', 'company', 'production'] as const) {
    const char = undrawableIn([sent[field]]);
    if (char)
      throw new HttpsError(
        'invalid-argument',
        `${field}: the licence cannot print '${char}'; type it in Latin or Arabic letters`,
        {
          field,
          char,
        },
      );
  }
}

/**
 * "License now": a priced rate-card row of a track's version, bought at once. The offer is built
 * from the site's own settings and stored as a quote paid to accept (StoredQuote.pay), open for a
 * day; the answer is its page, where the buyer reads the terms, accepts and pays as for any such
 * quote (payLicenceQuote), and the webhook issues the licence. Everything sent is checked against
 * the settings before anything is read; the sender is counted before the quote is written.
 */
export const buyLicence = linkCallable({
  name: 'buyLicence',
  fields: BUY_FIELDS,
  malformed: (message) => invalid({ field: 'data', message }),
  extraSecrets: [stripeSecretKey],
  handle: async (request, data): Promise<BuyLicenceAnswer> => {
    const problem = buyProblem(data);
    if (problem) throw invalid(problem);
    const sent = data as unknown as BuyLicenceRequest;
    checkPrintable(sent);
    if (!stripeSecretKey.value()) throw paymentOff();
    const origin = request.rawRequest.headers.origin;
    const site = calledSite(origin);
    const siteSettings = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === site);
    if (!site || !siteSettings?.payment || !siteSettings.offers || !siteSettings.licence) throw notSoldHere();
    const offer = instantOffer(sent, siteSettings.licence, siteSettings.offers);
    const char = undrawableIn([canonicalJson(offer), ...Object.values(siteSettings.pdf.labels)]);
    if (char)
      throw new HttpsError(
        'failed-precondition',
        `this licence can't be printed ('${char}'); ask for a quote instead`,
        {
          state: 'not-for-sale',
        },
      );
    const db = getFirestore();
    const sender = viewSender(request.rawRequest, settings.sender, 'hosting');
    await countSender(db, BUY_SENDER_KEY, sender, ipHashSalt.value(), BUY_SENDER_LIMITS);
    const now = Date.now();
    const token = newToken();
    const id = newQuoteId();
    // The page's own address: the links in the mails, the PDF's QR code and Checkout's return lead back to it.
    const base = origin ?? siteSettings.origins[0]!;
    const quote: StoredQuote = {
      site,
      requestId: INSTANT_REQUEST,
      createdAt: now,
      expiresAt: now + INSTANT_QUOTE_MS,
      voidedAt: null,
      tokenHash: hashToken(token),
      note: null,
      numberPrefix: siteSettings.offers.numberPrefix,
      base: `${base}/`,
      offer,
      termsHash: termsHash(offer),
      acceptance: null,
      licence: null,
      pay: 'checkout',
    };
    const purgeAt = unpaidQuotePurge(quote.expiresAt);
    const batch = db.batch();
    batch.create(db.collection(LICENCE_QUOTES).doc(id), { ...quote, purgeAt });
    batch.create(db.collection(LICENCE_TOKENS).doc(quote.tokenHash), { site, quote: id, purgeAt });
    await batch.commit();
    return { quote: `${LICENCE_PATH}/${token}` };
  },
});
