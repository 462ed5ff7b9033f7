import type { QuoteAnswer, StoredQuote } from '../contract/licence-model.ts';
import { DEFAULT_SITE } from '../contract/site-key.ts';
import { settings } from '../generated/settings.ts';
import { linkCallable } from '../private-links/callable.ts';
import { openGuardedToken } from '../private-links/guarded-token.ts';
import { notAvailable, openQuoteToken, quoteRef } from './access.ts';
import { quoteAnswer } from './answer.ts';
import { QUOTE_OPEN_COUNTERS } from './limits.ts';

export const getLicenceQuote = linkCallable({
  name: 'getLicenceQuote',
  fields: ['token'],
  malformed: notAvailable,
  handle: async (request, data): Promise<QuoteAnswer> => {
    const { db, site, opened } = await openGuardedToken(request, data.token, {
      ...QUOTE_OPEN_COUNTERS,
      open: openQuoteToken,
      notAvailable,
    });
    const siteSettings = settings.sites.find((candidate) => (candidate.key ?? DEFAULT_SITE) === site);
    const quote = (await quoteRef(db, opened.quoteId).get()).data() as StoredQuote | undefined;
    if (!quote || !siteSettings) throw notAvailable();
    return quoteAnswer(quote, Date.now(), siteSettings.deliveryDays, siteSettings.payment?.quotes);
  },
});
