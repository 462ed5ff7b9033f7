import { onCall } from 'firebase-functions/v2/https';
import type { QuoteAnswer, StoredQuote } from '../contract/licence-model.js';
import { checkRequestShape } from '../contract/listen-events.js';
import { callableFailure } from '../failure.js';
import { settings } from '../generated/settings.js';
import { isAllowedOrigin } from '../origins.js';
import { guardRequest } from '../requestGuard.js';
import { callableOptions, ipHashSalt, origins } from '../private-links/options.js';
import { notAvailable, openQuoteToken, quoteRef } from './access.js';
import { openGuardedToken } from '../private-links/guarded-token.js';
import { quoteAnswer } from './answer.js';
import { QUOTE_OPEN_COUNTERS } from './limits.js';

const callable = onCall({ ...callableOptions, secrets: [ipHashSalt] }, async (request): Promise<QuoteAnswer> => {
  const shape = checkRequestShape(request.data, ['token']);
  if (!shape.ok) throw notAvailable();
  try {
    const { db, opened } = await openGuardedToken(request, shape.value.token, { ...QUOTE_OPEN_COUNTERS, open: openQuoteToken, notAvailable });
    const quote = (await quoteRef(db, opened.quoteId).get()).data() as StoredQuote | undefined;
    if (!quote) throw notAvailable();
    return quoteAnswer(quote, Date.now());
  } catch (error) {
    throw callableFailure(error, 'getLicenceQuote');
  }
});

export const getLicenceQuote = guardRequest(callable, {
  allowOrigin: (origin) => origin === undefined || isAllowedOrigin(origin, origins),
  sender: { settings: settings.sender, route: 'hosting' },
});
