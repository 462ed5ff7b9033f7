/**
 * What a track page's "License now" sends (payment-model.ts's BuyLicenceRequest), checked the same
 * way by the page before it sends and by buyLicence before anything is read: the buyer's name,
 * company, production and e-mail typed on one line each, and which track, version and rate-card
 * row, which the function then looks up in the site's own settings.
 */
import { EMAIL_PATTERN } from './contact-message.ts';
import { LICENCE_TEXT_MAX } from './licence-request.ts';
import { ACCEPT_COMPANY_MAX, ACCEPT_NAME_MAX } from './licence-model.ts';
import type { BuyLicenceRequest } from './payment-model.ts';
import { hidesNothing, showsText } from './visible-text.ts';

/** Every field a purchase has; a request with another is refused as a whole. */
export const BUY_FIELDS = ['track', 'version', 'rate', 'name', 'company', 'production', 'email'] as const;

export interface BuyProblem {
  field: keyof BuyLicenceRequest | 'data';
  message: string;
}

const EMAIL_MAX = 254;
const NAME_MAX = 200;
const RATE_MAX = 999;

type Line = 'name' | 'company' | 'production' | 'track' | 'version';

function lineProblem(
  values: Record<string, unknown>,
  field: Line,
  max: number,
  what: string | null,
): BuyProblem | null {
  const value = values[field];
  if (typeof value !== 'string') return { field, message: `${field} must be a string` };
  if (value.trim() === '') return what === null ? null : { field, message: `${field}: type ${what}` };
  if (!hidesNothing(value, 'line') || !showsText(value))
    return { field, message: `${field} must be one line of visible characters` };
  if ([...value.trim()].length > max) return { field, message: `${field} must be at most ${max} characters` };
  return null;
}

/** The first thing wrong with a purchase, or null. */
export function buyProblem(data: Record<string, unknown>): BuyProblem | null {
  const stray = Object.keys(data).find((key) => !(BUY_FIELDS as readonly string[]).includes(key));
  if (stray !== undefined) return { field: 'data', message: `"${stray.slice(0, 40)}" is not an accepted field` };
  const problem =
    lineProblem(data, 'track', NAME_MAX, 'the track to license') ??
    lineProblem(data, 'version', NAME_MAX, 'the version to license') ??
    lineProblem(data, 'name', ACCEPT_NAME_MAX, 'your full name') ??
    lineProblem(data, 'company', ACCEPT_COMPANY_MAX, null) ??
    lineProblem(data, 'production', LICENCE_TEXT_MAX, 'the title of the production');
  if (problem) return problem;
  if (!Number.isInteger(data.rate) || (data.rate as number) < 0 || (data.rate as number) > RATE_MAX)
    return { field: 'rate', message: "rate must be a row's place in the rate card, a whole number" };
  const email = data.email;
  if (typeof email !== 'string' || email.trim() === '')
    return { field: 'email', message: 'email: type your e-mail address' };
  if (email.length > EMAIL_MAX || !new RegExp(EMAIL_PATTERN).test(email))
    return { field: 'email', message: 'email must be an e-mail address (name@example.com)' };
  return null;
}
