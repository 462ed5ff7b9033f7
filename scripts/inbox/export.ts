import type { Fee, LicenceField } from '../../src/contact/licence.ts';
import { shownValue } from '../../src/contact/licence.ts';

/** A stored message as plain data. */
export interface InboxMessage {
  id: string;
  createdAt: string | null;
  name: string;
  email: string;
  subject: string;
  message?: string;
  licence?: Record<string, string | number>;
  fee?: Fee | null;
}

/**
 * The messages as a table: one row each, the licence request's fields in the form's order
 * (headed by their labels, choices by their labels), and the fee range shown.
 */
export function inboxTable(messages: readonly InboxMessage[], fields: readonly LicenceField[]): (string | number | null)[][] {
  const header = ['Received (UTC)', 'Name', 'Email', 'Subject', 'Message', ...fields.map((field) => field.label), 'Fee currency', 'Fee from', 'Fee to', 'Id'];
  const rows = messages.map((message) => [
    message.createdAt,
    message.name,
    message.email,
    message.subject,
    message.message ?? '',
    ...fields.map((field) => {
      const value = message.licence?.[field.name];
      return value === undefined ? '' : typeof value === 'number' ? value : shownValue(field, value);
    }),
    message.fee?.currency ?? '',
    message.fee?.min ?? '',
    message.fee?.max ?? '',
    message.id,
  ]);
  return [header, ...rows];
}

/** A licence request's fields on one line, for the terminal: "Track: Golden Hour · Media: Online ad / social". */
export function licenceLine(values: Record<string, string | number>, fields: readonly LicenceField[]): string {
  return fields
    .filter((field) => values[field.name] !== undefined && values[field.name] !== '')
    .map((field) => `${field.label}: ${shownValue(field, values[field.name])}`)
    .join(' · ');
}
