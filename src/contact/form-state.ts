import {
  LICENCE_FIELD_KINDS,
  LICENCE_TEXT_MAX,
  SHORTLIST_FIELD,
  type LicenceValues,
} from '../../functions/src/contract/licence-request.ts';
import {
  FIELD_NAMES,
  MAX_LENGTH,
  type ContactMessage,
  type FieldName,
} from '../../functions/src/contract/contact-message.ts';

export { MAX_LENGTH, type FieldName };

export type FormValues = ContactMessage;

/** Which form the visitor fills in: the general message, or a licence request. */
export type Mode = 'general' | 'licence';

export const EMPTY_VALUES = Object.fromEntries(FIELD_NAMES.map((field) => [field, ''])) as FormValues;

/** The message id and the exact values it was issued for. */
export interface Attempt {
  id: string;
  values: FormValues;
  mode?: Mode;
  licence?: LicenceValues;
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return FIELD_NAMES.every((field) => a[field] === b[field]);
}

function sameLicence(a: LicenceValues = {}, b: LicenceValues = {}): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof LicenceValues>;
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export const isLicenceEmpty = (licence: LicenceValues = {}): boolean => Object.values(licence).every((value) => !value);

export function isEmpty(values: FormValues): boolean {
  return FIELD_NAMES.every((field) => values[field] === '');
}

/**
 * The id to send `values` under. Resending an unchanged draft after a failure reuses the
 * failed attempt's id, so if that attempt was stored after all, the function answers success
 * without storing it twice; an edited draft is a different message and gets a new id.
 */
export function attemptFor(
  previous: Attempt | null,
  values: FormValues,
  newId: () => string,
  mode: Mode = 'general',
  licence: LicenceValues = {},
): Attempt {
  if (
    previous &&
    (previous.mode ?? 'general') === mode &&
    sameValues(previous.values, values) &&
    sameLicence(previous.licence, licence)
  )
    return previous;
  return mode === 'licence' ? { id: newId(), values, mode, licence } : { id: newId(), values };
}

/** Reads a stored value defensively: storage is visitor-controlled and may hold anything. */
export function parseValues(input: unknown): FormValues | null {
  if (!input || typeof input !== 'object') return null;
  const record = input as Record<string, unknown>;
  const values = { ...EMPTY_VALUES };
  for (const field of FIELD_NAMES) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    values[field] = cutToLength(value, MAX_LENGTH[field]);
  }
  return values;
}

/** A stored licence request's fields: only names the form knows, only text, cut to length. */
export function parseLicence(input: unknown): LicenceValues {
  if (!input || typeof input !== 'object') return {};
  return Object.fromEntries(
    Object.entries(input as Record<string, unknown>)
      .filter(([name, value]) => (name in LICENCE_FIELD_KINDS || name === SHORTLIST_FIELD) && typeof value === 'string')
      .map(([name, value]) => [name, cutToLength(value as string, LICENCE_TEXT_MAX)]),
  );
}

export const parseMode = (input: unknown): Mode => (input === 'licence' ? 'licence' : 'general');

export function parseAttempt(input: unknown): Attempt | null {
  if (!input || typeof input !== 'object') return null;
  const { id, values, mode, licence } = input as Record<string, unknown>;
  const parsed = parseValues(values);
  if (typeof id !== 'string' || id === '' || !parsed) return null;
  return parseMode(mode) === 'licence'
    ? { id, values: parsed, mode: 'licence', licence: parseLicence(licence) }
    : { id, values: parsed };
}

/**
 * The first `max` characters of a text, counted as the function counts them: by code point, so
 * an emoji is never cut in half (a lone surrogate the function refuses, and the request could
 * never be sent).
 */
export function cutToLength(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/** A subject from the address, cut to what the field accepts. */
export function clampSubject(subject: string): string {
  return cutToLength(subject, MAX_LENGTH.subject);
}

/** The function's answer to a sender over the rate limit (the SDK prefixes codes with `functions/`). */
export function isRateLimited(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'functions/resource-exhausted' || code === 'resource-exhausted';
}

/**
 * The field the function refused a message for (`email`, `licence.media`), from the callable's
 * error details; null for any other failure.
 */
export function refusedField(error: unknown): string | null {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  if (code !== 'functions/invalid-argument' && code !== 'invalid-argument') return null;
  const field = (details as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' && /^(name|email|subject|message|licence\.[a-zA-Z]{1,20})$/.test(field)
    ? field
    : null;
}

/** A v4 UUID; `randomUUID` needs a secure context, so a page opened over plain http builds one itself. */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
