import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { LICENCE_NUMBERS, licenceState, type NumberEntry, type StoredQuote, type VerifyAnswer } from '../contract/licence-model.js';
import { isLicenceNumber, readVerifyCode } from '../contract/licence-number.js';
import { utcDay } from '../contract/licence-term.js';
import { checkRequestShape } from '../contract/listen-events.js';
import { callableFailure } from '../failure.js';
import { settings } from '../generated/settings.js';
import { isAllowedOrigin } from '../origins.js';
import { guardRequest } from '../requestGuard.js';
import { viewSender } from '../sender.js';
import { calledSite } from '../shortlist/called-site.js';
import { countSender } from '../shortlist/limits.js';
import { callableOptions, ipHashSalt, origins } from '../shortlist/options.js';
import { quoteRef } from './access.js';
import { LICENCE_SENDER_KEY, LICENCE_SENDER_LIMITS } from './limits.js';

/** One answer for a number no licence has and for a wrong or missing code: a guess learns nothing. */
const unknown = (): HttpsError => new HttpsError('not-found', 'number: no licence has this number and code');

/** What a broadcaster or a platform may see: the licence's facts, never the fee or anyone's contact details. */
export function verifyAnswer(quote: StoredQuote & { licence: NonNullable<StoredQuote['licence']> }, today: string): VerifyAnswer {
  const { offer, licence } = quote;
  return {
    number: licence.number,
    state: licenceState(quote, today),
    track: offer.track.title,
    version: offer.track.version,
    licensor: offer.licensor.name,
    // The party the artist quoted, which the clauses under the terms hash name too: a company
    // typed on accepting is the signatory's own statement, never the licensee.
    licensee: offer.licensee.company,
    project: offer.use.project,
    media: offer.use.media.label,
    territory: offer.use.territory.label,
    term: offer.use.term.label,
    start: licence.start,
    end: licence.end,
  };
}

const callable = onCall({ ...callableOptions, secrets: [ipHashSalt] }, async (request): Promise<VerifyAnswer> => {
  const shape = checkRequestShape(request.data, ['number', 'code']);
  if (!shape.ok) throw new HttpsError('invalid-argument', shape.message);
  if (!isLicenceNumber(shape.value.number)) throw new HttpsError('invalid-argument', 'number must be a licence number like MK-2026-0007', { field: 'number' });
  const number = shape.value.number;
  const code = shape.value.code === undefined ? null : readVerifyCode(shape.value.code);
  if (shape.value.code !== undefined && code === null) throw new HttpsError('invalid-argument', 'code must be the 8 letters and digits after the number, like 7KQ2M9XA', { field: 'code' });
  try {
    const site = calledSite(request.rawRequest.headers.origin);
    if (site === undefined) throw unknown();
    const db = getFirestore();
    const sender = viewSender(request.rawRequest, settings.sender, 'hosting');
    await countSender(db, LICENCE_SENDER_KEY, sender, ipHashSalt.value(), LICENCE_SENDER_LIMITS);
    const entry = (await db.collection(LICENCE_NUMBERS).doc(`${site}--${number}`).get()).data() as NumberEntry | undefined;
    // A licence issued before codes has none, and its number alone verifies it.
    if (!entry || (entry.code !== undefined && entry.code !== code)) throw unknown();
    const quote = (await quoteRef(db, entry.quote).get()).data() as StoredQuote | undefined;
    if (!quote?.licence || quote.site !== site) throw unknown();
    return verifyAnswer({ ...quote, licence: quote.licence }, utcDay(Date.now()));
  } catch (error) {
    throw callableFailure(error, 'verifyLicence');
  }
});

export const verifyLicence = guardRequest(callable, {
  allowOrigin: (origin) => origin === undefined || isAllowedOrigin(origin, origins),
  sender: { settings: settings.sender, route: 'hosting' },
});
