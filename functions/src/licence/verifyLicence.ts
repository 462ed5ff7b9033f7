import { getFirestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { quotedLicensee } from '../contract/accept-licence.ts';
import {
  LICENCE_NUMBERS,
  licenceState,
  type NumberEntry,
  type StoredQuote,
  type VerifyAnswer,
} from '../contract/licence-model.ts';
import { isLicenceNumber, readVerifyCode } from '../contract/licence-number.ts';
import { verifiedPayment } from '../contract/payment-model.ts';
import { utcDay } from '../contract/licence-term.ts';
import { settings } from '../generated/settings.ts';
import { viewSender } from '../sender.ts';
import { calledSite } from '../private-links/called-site.ts';
import { countRequest, countSender } from '../private-links/limits.ts';
import { linkCallable } from '../private-links/callable.ts';
import { ipHashSalt } from '../private-links/options.ts';
import { quoteRef } from './access.ts';
import { LICENCE_SENDER_KEY, LICENCE_SENDER_LIMITS, VERIFY_PER_NUMBER } from './limits.ts';

/** One answer for a number no licence has and for a wrong or missing code: a guess learns nothing. */
const unknown = (): HttpsError => new HttpsError('not-found', 'number: no licence has this number and code');

/**
 * What a broadcaster or a platform may see: the licence's facts and whether its fee was paid (what,
 * when, the payment's reference, as the PDF prints them), never the fee asked or anyone's contact details.
 */
export function verifyAnswer(
  quote: StoredQuote & { licence: NonNullable<StoredQuote['licence']> },
  today: string,
): VerifyAnswer {
  const { offer, licence } = quote;
  return {
    number: licence.number,
    state: licenceState(quote, today),
    track: offer.track.title,
    version: offer.track.version,
    licensor: offer.licensor.name,
    // The party the artist quoted, which the clauses under the terms hash name too: a company
    // typed on accepting is the signatory's own statement, never the licensee.
    licensee: quotedLicensee(offer),
    project: offer.use.project,
    media: offer.use.media.label,
    territory: offer.use.territory.label,
    term: offer.use.term.label,
    start: licence.start,
    end: licence.end,
    payment: quote.payment ? verifiedPayment(quote.payment) : null,
  };
}

export const verifyLicence = linkCallable({
  name: 'verifyLicence',
  fields: ['number', 'code'],
  malformed: (message) => new HttpsError('invalid-argument', message),
  handle: async (request, data): Promise<VerifyAnswer> => {
    if (!isLicenceNumber(data.number))
      throw new HttpsError('invalid-argument', 'number must be a licence number like MK-2026-0007', {
        field: 'number',
      });
    const number = data.number;
    const code = data.code === undefined ? null : readVerifyCode(data.code);
    if (data.code !== undefined && code === null)
      throw new HttpsError(
        'invalid-argument',
        'code must be the 8 letters and digits after the number, like 7KQ2M9XA',
        { field: 'code' },
      );
    const site = calledSite(request.rawRequest.headers.origin);
    if (site === undefined) throw unknown();
    const db = getFirestore();
    const key = `${site}--${number}`;
    const entry = (await db.collection(LICENCE_NUMBERS).doc(key).get()).data() as NumberEntry | undefined;
    // Each try is counted on one document, so it costs one write and a refused one none. A number
    // no licence has counts against the peer (guarded-token.ts), which no header moves; a
    // licence's number counts every try, right code or wrong, from whatever address: its code is
    // guessed no faster than VERIFY_PER_NUMBER. The price: whoever knows a number can keep its
    // page refusing for a window by using that window up; the licence PDF still shows it.
    if (!entry) {
      await countSender(
        db,
        LICENCE_SENDER_KEY,
        viewSender(request.rawRequest, settings.sender, 'hosting').peer,
        ipHashSalt.value(),
        LICENCE_SENDER_LIMITS,
      );
      throw unknown();
    }
    await countRequest(db, `lv-number-${key}`, VERIFY_PER_NUMBER, 'for this licence number');
    // A licence issued before codes has none, and its number alone verifies it.
    if (entry.code !== undefined && entry.code !== code) throw unknown();
    const quote = (await quoteRef(db, entry.quote).get()).data() as StoredQuote | undefined;
    if (!quote?.licence || quote.site !== site) throw unknown();
    return verifyAnswer({ ...quote, licence: quote.licence }, utcDay(Date.now()));
  },
});
