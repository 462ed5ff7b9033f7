import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { verifyPathOf, type StoredQuote } from '../contract/licence-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { callableFailure } from '../failure.ts';
import { settings } from '../generated/settings.ts';
import { countOpening } from '../private-links/guarded-token.ts';
import { ipHashSalt } from '../private-links/options.ts';
import { isTokenShaped } from '../private-links/token.ts';
import { notAvailable, quoteRef, readQuoteToken } from './access.ts';
import { PDF_COUNTERS } from './limits.ts';
import { renderLicencePdf } from './pdf/render-licence-pdf.tsx';
import { openPrivateLink } from '../private-links/http-link.ts';

const link = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

/** The token is the address's last segment: /l/pdf/<token>, as Hosting's rewrite hands it on. */
export const tokenOfPdfPath = (path: string): string => path.split('/').filter(Boolean).at(-1) ?? '';

const notYet = (): HttpsError =>
  new HttpsError('not-found', 'This quote has not been accepted: there is no licence to download yet.');

/**
 * The licence PDF of an accepted quote, printed when its holder asks, from the stored licence:
 * the link in both acceptance mails and on the buyer's page. The quote's token is the key, as for
 * the page itself, checked and counted as the page's calls are (guarded-token.ts); a void licence prints with "void" at its top,
 * so an old link never shows a licence as standing that no longer does. Printed, not stored: the
 * stored quote is the record, and there is no bucket to keep in step with it.
 */
export const licencePdf = onRequest(
  // Rendering takes a CPU-second and some 150 MB: few at once, and none of the callables' 256 MiB instances.
  {
    region: settings.region,
    memory: '1GiB',
    concurrency: 4,
    timeoutSeconds: 60,
    maxInstances: 5,
    secrets: [ipHashSalt],
  },
  async (req, res) => {
    if (!openPrivateLink(req, res, 'Only GET reads a licence.')) return;
    try {
      const token = tokenOfPdfPath(req.path);
      // A malformed address names no licence: answered before any read or write.
      if (!isTokenShaped(token)) throw notAvailable();
      const db = getFirestore();
      const opened = await countOpening(db, req, PDF_COUNTERS, () => readQuoteToken(db, token));
      const quote = (await quoteRef(db, opened.quoteId).get()).data() as StoredQuote | undefined;
      const site = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === opened.site);
      if (!quote || !site) throw notAvailable();
      if (!quote.licence || !quote.acceptance) throw notYet();
      const pdf = await renderLicencePdf(
        {
          offer: quote.offer,
          acceptance: quote.acceptance,
          licence: quote.licence,
          verifyUrl: link(quote.base, verifyPathOf(quote.licence)),
          voided: quote.voidedAt !== null,
          payment: quote.payment ?? null,
        },
        site.pdf,
      );
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `inline; filename="licence-${quote.licence.number}.pdf"`)
        .send(pdf);
    } catch (error) {
      const failure = callableFailure(error, 'licencePdf');
      res.status(failure.httpErrorCode.status).type('text/plain').send(failure.message);
    }
  },
);
