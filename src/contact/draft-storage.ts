import {
  isEmpty,
  isLicenceEmpty,
  parseAttempt,
  parseLicence,
  parseMode,
  parseValues,
  type Attempt,
  type FormValues,
  type Mode,
} from './form-state.ts';
import type { LicenceValues } from '../../functions/src/contract/licence-request.ts';

/** What the form keeps until a message is sent: the text, which form, and the id of a failed attempt. */
export interface Draft {
  values: FormValues;
  attempt: Attempt | null;
  mode?: Mode;
  licence?: LicenceValues;
}

const isBlank = (draft: Draft): boolean => isEmpty(draft.values) && isLicenceEmpty(draft.licence);

/** One key per site and form, so sites sharing an origin (e.g. localhost) keep their own. */
export function draftKey(siteUrl: string, formId: string): string {
  return `cuesheet:contact-draft:${siteUrl}#${formId}`;
}

// Storage can be missing or throw (disabled cookies, private modes, quota): a draft is a
// convenience, so every failure here is silent and the form keeps working without one.
export function readDraft(storage: Storage | undefined, key: string): Draft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    const values = parseValues(parsed?.values);
    if (!values) return null;
    const mode = parseMode(parsed?.mode);
    const licence = parseLicence(parsed?.licence);
    const draft: Draft = {
      values,
      attempt: parseAttempt(parsed?.attempt),
      ...(mode === 'licence' && { mode }),
      ...(!isLicenceEmpty(licence) && { licence }),
    };
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage | undefined, key: string, draft: Draft): void {
  try {
    if (isBlank(draft)) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // see readDraft
  }
}

export function removeDraft(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // see readDraft
  }
}
