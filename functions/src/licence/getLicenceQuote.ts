import type { QuoteAnswer, StoredQuote } from '../contract/licence-model.js';
import { linkCallable } from '../private-links/callable.js';
import { openGuardedToken } from '../private-links/guarded-token.js';
import { notAvailable, openQuoteToken, quoteRef } from './access.js';
import { quoteAnswer } from './answer.js';
import { QUOTE_OPEN_COUNTERS } from './limits.js';

export const getLicenceQuote = linkCallable({
  name: 'getLicenceQuote',
  fields: ['token'],
  malformed: notAvailable,
  handle: async (request, data): Promise<QuoteAnswer> => {
    const { db, opened } = await openGuardedToken(request, data.token, { ...QUOTE_OPEN_COUNTERS, open: openQuoteToken, notAvailable });
    const quote = (await quoteRef(db, opened.quoteId).get()).data() as StoredQuote | undefined;
    if (!quote) throw notAvailable();
    return quoteAnswer(quote, Date.now());
  },
});
