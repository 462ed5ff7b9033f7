import { createHash } from 'node:crypto';
import type { LicenceOffer } from '../contract/licence-model.ts';

/**
 * JSON with every object's keys in code-point order: the same offer gives the same text whatever
 * order Firestore or a later edit of the code puts its fields in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The SHA-256 of the offer as canonical JSON, in hex: recorded with the acceptance and printed on
 * the licence, so anyone holding the stored offer can show it is the one accepted.
 */
export function termsHash(offer: LicenceOffer): string {
  return createHash('sha256').update(canonicalJson(offer)).digest('hex');
}
