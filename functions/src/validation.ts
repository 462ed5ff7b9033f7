import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { licenceProblem, type LicenceSettings } from './contract/licence-request.ts';
import { contactRequestSchema, type ContactRequest } from './contract/contact-message.ts';
import { quoteField } from './quote.ts';

export type { ContactRequest };

// Stops at the first problem: the form checks every field before sending, so a request with
// several is not a person's, and reporting them all costs work per key of whatever was sent.
const ajv = new Ajv2020({ allErrors: false, strict: true });
const validate = ajv.compile<ContactRequest>(contactRequestSchema);

/** Every key a request may have; the rest are refused before any value is looked at. */
export const REQUEST_FIELDS: ReadonlySet<string> = new Set(Object.keys(contactRequestSchema.properties));

/** A refusal names the field it is about (`email`, `licence.media`), so the form can point at it; none for the request as a whole. */
export type Validation = { ok: true; value: ContactRequest } | { ok: false; message: string; field?: string };

// Shared with the decode guard, which refuses some data before validation sees it: the caller
// gets the same sentence whichever of the two spots the problem.
export const NOT_AN_OBJECT = 'the data must be an object';
export const notAccepted = (field: string): string => `${quoteField(field)} is not an accepted field`;
export const mustBeA = (field: string, type: string): string => `${quoteField(field)} must be a ${type}`;

/** The day before today in UTC: a deadline of "today" is fine wherever the buyer is. */
export const earliestDeadline = (now = Date.now()): string => new Date(now - 86_400_000).toISOString().slice(0, 10);

/**
 * The request as the shared schema defines it and, for a licence request, as this site's
 * fields and choices allow (`licence` null: the site takes none).
 */
export function validateContactRequest(
  data: unknown,
  licence: LicenceSettings | null = null,
  now = Date.now(),
): Validation {
  const unknown = unknownField(data);
  if (unknown !== null) return { ok: false, message: notAccepted(unknown) };
  const inherited = inheritingField(data);
  if (inherited !== null) return { ok: false, message: `${quoteField(inherited)} must be a plain object` };
  if (!validate(data)) {
    const errors = validate.errors ?? [];
    // Under anyOf ajv lists each branch's failure first; the anyOf says what was wanted.
    const first = errors.find((error) => error.keyword === 'anyOf') ?? errors[0];
    if (!first) return { ok: false, message: NOT_AN_OBJECT };
    const field = fieldOf(first);
    return { ok: false, message: describe(first), ...(field && { field }) };
  }
  if (data.licence !== undefined) {
    if (!licence) return { ok: false, message: notAccepted('licence') };
    const problem = licenceProblem(data.licence, licence, earliestDeadline(now));
    if (problem) return { ok: false, message: problem.message, field: `licence.${problem.field}` };
  }
  return { ok: true, value: data };
}

/**
 * The first key of an object that is not a request field, or null. Stops there, so an object
 * with a million keys costs one look instead of a million.
 */
export function unknownField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  for (const key in data) {
    if (!REQUEST_FIELDS.has(key)) return key;
  }
  return null;
}

/**
 * The first field (or the data itself, "data") that is an object with a prototype of its own.
 * ajv and the licence check read inherited keys, Firestore stores own ones only: what was
 * validated and mailed must be what is stored.
 */
function inheritingField(data: unknown): string | null {
  const plain = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  if (!plain(data)) return 'data';
  for (const [field, value] of Object.entries(data)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && !plain(value as object)) return field;
  }
  return null;
}

/** The field an error is about: its place (`email`, `licence.media`), or the missing property's. */
function fieldOf(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/').slice(1, 3).join('.') || undefined;
}

function describe(error: ErrorObject): string {
  // A licence field is named with its place: "licence.media".
  const name = error.instancePath.split('/').slice(1, 3).join('.');
  const field = quoteField(name);
  const param = (key: string): string => String(error.params[key]);
  switch (error.keyword) {
    case 'required':
      return `${quoteField(param('missingProperty'))} is required`;
    case 'additionalProperties':
      return notAccepted(param('additionalProperty'));
    case 'type':
      return error.instancePath ? mustBeA(name, param('type')) : NOT_AN_OBJECT;
    case 'maxLength':
      return `${field} must be at most ${param('limit')} characters`;
    case 'minLength':
    case 'pattern':
      if (error.instancePath === '/id') return '"id" must be a lower-case UUID';
      return error.instancePath === '/email'
        ? `${field} must be an email address as a browser's email field takes it`
        : `${field} must not be empty`;
    case 'not':
      return `${field} must not contain control characters, line or paragraph separators, bidi overrides or unpaired surrogates`;
    case 'anyOf':
      return `${field} must be a text of at most 200 characters or a whole number from 1 to 36000`;
    default:
      return `${field} is invalid`;
  }
}
