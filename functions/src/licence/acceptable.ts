import { HttpsError } from 'firebase-functions/v2/https';
import { acceptProblem, companyProblem, type AcceptProblem } from '../contract/accept-licence.ts';
import { quoteState, type AcceptRequest, type StoredQuote } from '../contract/licence-model.ts';
import { utcMinute } from '../contract/utc.ts';
import { undrawableIn } from './pdf/render-licence-pdf.tsx';

/** A problem with what was typed or sent, as the page reads it: the field and the kind, and the company quoted. */
export const refusalOf = ({ message, field, kind, quoted }: AcceptProblem): HttpsError =>
  new HttpsError('invalid-argument', message, { field, kind, ...(quoted !== undefined && { quoted }) });

/**
 * What was typed, checked before anything is read: the page's own check (accept-licence.ts), then
 * a name the licence's fonts can print (it prints the typed name, and the quoted company, not the
 * typed one), so no licence is issued with a blank. Throws the refusal; stores nothing.
 */
export function checkTyped(sent: Record<string, unknown>): AcceptRequest {
  const problem = acceptProblem(sent);
  if (problem) throw refusalOf(problem);
  const data = sent as unknown as AcceptRequest;
  const char = undrawableIn([data.name]);
  if (char)
    throw new HttpsError(
      'invalid-argument',
      `name: the licence cannot print '${char}'; type it in Latin or Arabic letters`,
      { field: 'name', char },
    );
  return data;
}

/** Why a quote can't be accepted now, as the page shows it; null when it can. */
function stateRefusal(quote: StoredQuote, now: number): HttpsError | null {
  switch (quoteState(quote, now)) {
    case 'accepted':
      return new HttpsError(
        'already-exists',
        `this quote was already accepted: licence ${quote.licence?.number ?? ''}`.trim(),
        { state: 'accepted' },
      );
    case 'void':
      return new HttpsError('failed-precondition', 'this quote was withdrawn by the licensor', { state: 'void' });
    case 'expired':
      return new HttpsError('failed-precondition', `this quote expired on ${utcMinute(quote.expiresAt)}`, {
        state: 'expired',
      });
    default:
      return null;
  }
}

/**
 * Why this acceptance of the stored quote is refused, read in the caller's transaction: the quote
 * accepted, void or expired; the terms changed since the page loaded; another company than the
 * quoted one. Null: it may be accepted (or paid for).
 */
export function acceptanceRefusal(
  quote: StoredQuote,
  data: Pick<AcceptRequest, 'termsHash' | 'company'>,
  now: number,
): HttpsError | null {
  const refused = stateRefusal(quote, now);
  if (refused) return refused;
  if (data.termsHash !== quote.termsHash)
    return new HttpsError(
      'failed-precondition',
      'termsHash: the terms changed since this page was loaded; reload it and read them again',
      {
        field: 'termsHash',
      },
    );
  const other = companyProblem(data.company, quote.offer);
  return other && refusalOf(other);
}
