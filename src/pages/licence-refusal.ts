import type { AcceptProblem } from '../../functions/src/contract/accept-licence.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import type { CallAnswer } from '../callable/callable.ts';
import type { LicenceLabels } from './licence-facts.ts';

/**
 * A problem with the acceptance form, in the site's words: the function's own check, run on the page first or by the
 * function. `quoted` may be undefined where the answer names no company.
 */
export function problemText(
  problem: Pick<AcceptProblem, 'field' | 'kind'> & { quoted?: string | undefined },
  labels: LicenceLabels,
): string {
  if (problem.kind === 'quoted') return fill(labels.refusedQuotedCompany, { company: problem.quoted ?? '' });
  if (problem.kind === 'line') return labels.refusedLine;
  if (problem.kind === 'length') return labels.refusedLength;
  if (problem.field === 'name') return labels.refusedName;
  if (problem.field === 'company') return labels.refusedCompany;
  if (problem.field === 'agree') return labels.refusedAgree;
  // The terms' hash and the request's shape are the page's own doing: reloading mends them.
  return labels.refusedTerms;
}

type Refused = Extract<CallAnswer<unknown>, { ok: false }>;

/**
 * Why the function refused a press, in the site's words. A quote withdrawn or expired meanwhile
 * gets nothing here: the page, read again, then says so in its place of the form.
 */
export function refusalText(answer: Refused, labels: LicenceLabels, licenceNumber: string | null): string {
  const details = (typeof answer.details === 'object' && answer.details !== null ? answer.details : {}) as {
    field?: unknown;
    kind?: unknown;
    char?: unknown;
    state?: unknown;
    quoted?: unknown;
  };
  if (answer.status === 'RESOURCE_EXHAUSTED') return labels.refusedBusy;
  if (details.state === 'accepted') return fill(labels.refusedAccepted, { number: licenceNumber ?? '' });
  if (details.state === 'void' || details.state === 'expired') return '';
  if (typeof details.char === 'string') return fill(labels.refusedPrint, { char: details.char });
  if (details.field === 'termsHash') return labels.refusedTerms;
  if (answer.status === 'INVALID_ARGUMENT' && typeof details.field === 'string') {
    const kind =
      details.kind === 'line' || details.kind === 'length' || details.kind === 'quoted' || details.kind === 'shape'
        ? details.kind
        : 'missing';
    return problemText(
      {
        field: details.field as AcceptProblem['field'],
        kind,
        quoted: typeof details.quoted === 'string' ? details.quoted : undefined,
      },
      labels,
    );
  }
  return labels.failed;
}
