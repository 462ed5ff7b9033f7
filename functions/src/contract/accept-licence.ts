/**
 * What the quote page sends to accept a licence, checked the same way by the page (before it
 * sends) and the function (before anything is read): a name and company typed on one line, the
 * tick, and the hash of the terms the page showed. The company is then checked against the one
 * the quote names (the page has the quote; the function reads it).
 */
import { ACCEPT_COMPANY_MAX, ACCEPT_NAME_MAX, type AcceptRequest, type LicenceOffer } from './licence-model.ts';
import { hidesNothing, showsText } from './visible-text.ts';

export interface AcceptProblem {
  field: keyof AcceptRequest | 'data';
  /** What is wrong, for a page that says it in its own words: missing, not one visible line, too long, not the company quoted, or not of the request's shape. */
  kind: 'missing' | 'line' | 'length' | 'quoted' | 'shape';
  message: string;
  /** With kind `quoted`: the company the quote names, for the page to show. */
  quoted?: string;
}

/** Every field an acceptance has; a request with another is refused as a whole. */
export const ACCEPT_FIELDS = ['token', 'name', 'company', 'agree', 'termsHash'] as const;

function lineProblem(field: 'name' | 'company', value: unknown, max: number, what: string): AcceptProblem | null {
  if (typeof value !== 'string' || value.trim() === '')
    return { field, kind: 'missing', message: `${field}: type ${what}` };
  // A signature is one line that hides nothing and shows something (visible-text.ts).
  if (!hidesNothing(value, 'line') || !showsText(value))
    return { field, kind: 'line', message: `${field} must be one line of visible characters` };
  if ([...value.trim()].length > max)
    return { field, kind: 'length', message: `${field} must be at most ${max} characters` };
  return null;
}

/** The first thing wrong with an acceptance, or null. The token's shape is the caller's to check, with its own uniform answer. */
export function acceptProblem(data: unknown): AcceptProblem | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { field: 'data', kind: 'shape', message: 'data must be an object' };
  const values = data as Record<string, unknown>;
  const stray = Object.keys(values).find((key) => !(ACCEPT_FIELDS as readonly string[]).includes(key));
  if (stray !== undefined)
    return { field: 'data', kind: 'shape', message: `"${stray.slice(0, 40)}" is not an accepted field` };
  const problem =
    lineProblem('name', values.name, ACCEPT_NAME_MAX, 'your full name') ??
    lineProblem('company', values.company, ACCEPT_COMPANY_MAX, 'the company the licence is for');
  if (problem) return problem;
  if (values.agree !== true)
    return { field: 'agree', kind: 'missing', message: 'agree: tick the box to accept the terms' };
  if (typeof values.termsHash !== 'string' || !/^[0-9a-f]{64}$/.test(values.termsHash))
    return { field: 'termsHash', kind: 'shape', message: 'termsHash must be the 64 hex digits of the terms shown' };
  return null;
}

/**
 * The party a quote makes the licence out to: its company, or the buyer's own name when the
 * request gave none, as the licence's clauses name it (licence-texts.ts) and so as the PDF, the
 * mails and the pages name it, whatever was typed on accepting.
 */
export const quotedLicensee = (offer: Pick<LicenceOffer, 'licensee'>): string =>
  offer.licensee.company || offer.licensee.name;

/**
 * A company's name as two spellings of it are compared: NFKC (full-width letters, ligatures, an
 * accent typed composed or decomposed become one), lower case, then without white space and
 * punctuation (\p{P}: full stops, commas, hyphens, straight and curly apostrophes and quotes,
 * "&"). Nothing else is taken as equal: "and" is not "&", "Ltd" is not "Limited", "Zoe" is not "Zoë".
 */
const companyKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}]/gu, '');

/**
 * Whether the typed company is the one quoted: the licence is for the party the artist quoted,
 * so another name (a sister company, a client, a stranger) is refused rather than printed as the
 * licensee beside clauses that name the quoted one.
 */
export function companyProblem(company: string, offer: Pick<LicenceOffer, 'licensee'>): AcceptProblem | null {
  const quoted = quotedLicensee(offer);
  if (companyKey(company) === companyKey(quoted)) return null;
  return {
    field: 'company',
    kind: 'quoted',
    quoted,
    message: `company: this licence was quoted to "${quoted}"; type that name, or ask the licensor for a quote to another company`,
  };
}
