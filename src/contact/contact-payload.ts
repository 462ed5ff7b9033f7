import { fill } from '../../functions/src/contract/fill.ts';
import {
  isShortlistId,
  LICENCE_FIELD_KINDS,
  type LicenceFieldName,
  type LicenceValues,
} from '../../functions/src/contract/licence-request.ts';
import { clampSubject, type Attempt } from './form-state.ts';
import type { LicenceForm } from './licence-form.ts';
import type { ContactPayload } from './send-contact.ts';

/** What a licence request sends: the filled fields, the length as a number. */
function licencePayload(values: LicenceValues): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value)
      .map(([name, value]) => [
        name,
        LICENCE_FIELD_KINDS[name as LicenceFieldName] === 'number' ? Number(value) : value.trim(),
      ]),
  );
}

/** What is sent: the general form's four fields, or the licence request with its subject made from the track or project. */
export function payloadOf(sent: Attempt, licence: LicenceForm | undefined): ContactPayload {
  if (!licence || sent.mode !== 'licence') return sent.values;
  const fields = sent.licence ?? {};
  const about = fields.track?.trim() || fields.project?.trim();
  const subject = clampSubject(about ? fill(licence.subject, { track: about }) : licence.label);
  const message = sent.values.message.trim() ? sent.values.message : undefined;
  return {
    name: sent.values.name,
    email: sent.values.email,
    subject,
    ...(message !== undefined && { message }),
    licence: licencePayload(fields),
  };
}

/** A draft saved before the form checked the link's shortlist id may hold a bad one: it would fail every send. */
export function withoutBadShortlist(values: LicenceValues): LicenceValues {
  return values.shortlist === undefined || values.shortlist === '' || isShortlistId(values.shortlist)
    ? values
    : { ...values, shortlist: '' };
}
