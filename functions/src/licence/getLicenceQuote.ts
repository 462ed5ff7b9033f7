import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { QuoteAnswer, StoredQuote } from '../contract/licence-model.js';
import { checkRequestShape } from '../contract/listen-events.js';
import { callableFailure } from '../failure.js';
import { settings } from '../generated/settings.js';
import { isAllowedOrigin } from '../origins.js';
import { guardRequest } from '../requestGuard.js';
import { viewSender } from '../sender.js';
import { calledSite } from '../shortlist/called-site.js';
import { countRequest, countSender } from '../shortlist/limits.js';
import { callableOptions, ipHashSalt, origins } from '../shortlist/options.js';
import { isTokenShaped } from '../shortlist/token.js';
import { notAvailable, openQuoteToken, quoteRef } from './access.js';
import { quoteAnswer } from './answer.js';
import { LICENCE_PER_ADDRESS, LICENCE_PER_NETWORK, QUOTE_OPEN_PER_TOKEN } from './limits.js';

const callable = onCall({ ...callableOptions, secrets: [ipHashSalt] }, async (request): Promise<QuoteAnswer> => {
  const shape = checkRequestShape(request.data, ['token']);
  if (!shape.ok) throw notAvailable();
  try {
    // A foreign page's call or a token of the wrong shape costs no read or write.
    const site = calledSite(request.rawRequest.headers.origin);
    if (site === undefined || !isTokenShaped(shape.value.token)) throw notAvailable();
    const db = getFirestore();
    const sender = viewSender(request.rawRequest, settings.sender, 'hosting');
    await countSender(db, 'lq', sender, ipHashSalt.value(), { address: LICENCE_PER_ADDRESS, network: LICENCE_PER_NETWORK });
    const opened = await openQuoteToken(db, shape.value.token, site);
    await countRequest(db, `lq-open-${opened.tokenHash}`, QUOTE_OPEN_PER_TOKEN, 'for this link');
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
