/**
 * A licence request: the fields a sync quote needs, checked against the site's own lists, and
 * the indicative fee from its rate card. Defined once: the form checks and prices with it, and
 * the function's build copies this file (it imports nothing, for that reason) to refuse what the
 * form would not have sent and to record the fee it would have shown.
 */

/** Every field a licence request can have, and the control it takes. */
export const LICENCE_FIELD_KINDS = {
  track: 'text',
  version: 'text',
  company: 'text',
  project: 'text',
  media: 'select',
  territory: 'select',
  term: 'select',
  exclusivity: 'select',
  usage: 'select',
  budget: 'select',
  length: 'number',
  airDate: 'date',
  deadline: 'date',
} as const;

export type LicenceFieldName = keyof typeof LICENCE_FIELD_KINDS;

/**
 * The shortlist a request came from (`/s/<token>`'s "License this track"): its id, as
 * `npm run shortlist -- report ID` takes it. Not a field the visitor fills in or a site
 * configures: the link carries it, and the request keeps it so the artist knows which pitch sold.
 */
export const SHORTLIST_FIELD = 'shortlist';
/** The command's ids are 8 characters; a little room, nothing that could carry more than an id. */
const SHORTLIST_ID = /^[a-z0-9]{4,20}$/;

/** Whether a value can be a shortlist's id: the form drops anything else a link or a draft holds. */
export const isShortlistId = (value: unknown): value is string => typeof value === 'string' && SHORTLIST_ID.test(value);
export type LicenceFieldKind = (typeof LICENCE_FIELD_KINDS)[LicenceFieldName];

export interface LicenceOption {
  value: string;
  label: string;
}

/** One field as the site configures it, its options resolved. */
export interface LicenceField {
  name: LicenceFieldName;
  label: string;
  required: boolean;
  options: LicenceOption[];
}

export interface Rate {
  media: string;
  term: string;
  territory: string;
  min: number;
  max: number;
  /** A fixed fee in the currency's major units, exact in its minor units (the section's rules check it): a standard licence bought at once. */
  price?: number;
}

export interface RateCard {
  currency: string;
  rates: Rate[];
}

export interface LicenceSettings {
  fields: LicenceField[];
  rateCard?: RateCard;
}

/** What a visitor fills in: text as typed, the option's value, a whole number of seconds, a date as YYYY-MM-DD. */
export type LicenceValues = Partial<Record<LicenceFieldName | typeof SHORTLIST_FIELD, string>>;

/** What is stored and sent: the same, with the length as a number. */
export type LicenceRequest = Partial<Record<LicenceFieldName, string | number>> & { [SHORTLIST_FIELD]?: string };

export const LICENCE_TEXT_MAX = 200;
/** Ten hours: longer than any cue, short enough to catch a typo of minutes for seconds. */
export const LICENCE_LENGTH_MAX = 36_000;

export interface LicenceProblem {
  field: string;
  message: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const quoted = (field: string) => `"licence.${field}"`;

/**
 * The first thing wrong with a request against the site's fields, or null; control characters
 * are the shared message schema's to refuse (message.ts), before this is asked. `today` is the
 * earliest acceptable deadline (YYYY-MM-DD): the function passes yesterday in UTC, so a buyer
 * whose day has begun before UTC's is not refused.
 */
export function licenceProblem(request: unknown, settings: LicenceSettings, today: string): LicenceProblem | null {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return { field: 'licence', message: '"licence" must be an object' };
  const values = request as Record<string, unknown>;
  const fields = new Map(settings.fields.map((field) => [field.name as string, field]));
  for (const key of Object.keys(values)) {
    if (key === SHORTLIST_FIELD) {
      const id = values[key];
      if (!isShortlistId(id))
        return {
          field: key,
          message: `${quoted(key)} must be a shortlist's id (4 to 20 lower-case letters and digits)`,
        };
      continue;
    }
    if (!fields.has(key))
      return { field: key, message: `${quoted(key)} is not a field of this site's licence request` };
  }
  for (const field of settings.fields) {
    const value = values[field.name];
    const name = quoted(field.name);
    if (value === undefined || value === '') {
      if (field.required) return { field: field.name, message: `${name} is required` };
      continue;
    }
    const kind = LICENCE_FIELD_KINDS[field.name];
    if (kind === 'number') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > LICENCE_LENGTH_MAX) {
        return {
          field: field.name,
          message: `${name} must be a whole number of seconds from 1 to ${LICENCE_LENGTH_MAX}`,
        };
      }
      continue;
    }
    if (typeof value !== 'string') return { field: field.name, message: `${name} must be a string` };
    // Counted by code point, as the message schema's maxLength counts.
    if ([...value].length > LICENCE_TEXT_MAX)
      return { field: field.name, message: `${name} must be at most ${LICENCE_TEXT_MAX} characters` };
    if (kind === 'select' && !field.options.some((option) => option.value === value)) {
      return {
        field: field.name,
        message: `${name} must be one of ${field.options.map((option) => option.value).join(', ')}`,
      };
    }
    if (kind === 'date') {
      if (!isCalendarDate(value)) return { field: field.name, message: `${name} must be a date written YYYY-MM-DD` };
      if (field.name === 'deadline' && value < today)
        return { field: field.name, message: `${name} must not be in the past` };
    }
  }
  return null;
}

export interface Fee {
  currency: string;
  min: number;
  max: number;
}

/** The rate card's range for this media, term and territory; none when any is missing or no rate matches. */
export function feeFor(
  rateCard: RateCard | undefined,
  values: { media?: unknown; term?: unknown; territory?: unknown },
): Fee | undefined {
  if (!rateCard) return undefined;
  const rate = rateCard.rates.find(
    (r) => r.media === values.media && r.term === values.term && r.territory === values.territory,
  );
  return rate && { currency: rateCard.currency, min: rate.min, max: rate.max };
}

/** "$1,500–$4,000" in the page's language: whole units, an en dash between. */
export function formatFee(fee: Fee, lang: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: fee.currency, maximumFractionDigits: 0 });
  return `${format.format(fee.min)}–${format.format(fee.max)}`;
}

/** The label of a value as the form showed it: the option's label, or the value itself. */
export function shownValue(field: LicenceField, value: string | number): string {
  return field.options.find((option) => option.value === value)?.label ?? String(value);
}

/**
 * A value as a summary line shows it: a choice by its label, a number or a date as checked;
 * what the buyer typed in quotes on one line, so a value padded with spaces and "Typical fee
 * shown: …" can't pass for a line or a field of its own.
 */
export function quotedValue(field: LicenceField, value: string | number): string {
  if (LICENCE_FIELD_KINDS[field.name] !== 'text') return shownValue(field, value);
  return `"${String(value).replace(/\s+/g, ' ').trim().replace(/"/g, '\\"')}"`;
}
