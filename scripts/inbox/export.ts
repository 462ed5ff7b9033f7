import type { Fee, LicenceField } from '../../functions/src/contract/licence-request.ts';
import { invisibleShown } from '../../functions/src/contract/invisible-text.ts';
import { quotedValue, SHORTLIST_FIELD, shownValue } from '../../functions/src/contract/licence-request.ts';
import type { PaymentRecord } from '../licence/payment-status.ts';

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
  /** A licence request's state: `new` until quoted, then its latest quote's (open, accepted, void, expired). */
  licenceState?: string;
  /** The licence's number once its quote was accepted. */
  licenceNumber?: string;
  /** The licence's payment once its quote was accepted: paid, refunded, disputed or unpaid (invoiced). */
  licencePayment?: PaymentRecord;
}

/** The id of the shortlist a licence request came from, or '' (general messages, other requests). */
const shortlistOf = (message: Pick<InboxMessage, 'licence'>): string =>
  String(message.licence?.[SHORTLIST_FIELD] ?? '');

/** A licence's payment in the table: its state, the amount as a decimal of the major unit, the currency, when, its reference. */
const paymentCells = (payment: PaymentRecord | undefined): string[] =>
  payment
    ? [
        payment.state,
        payment.amount ?? '',
        payment.currency ?? '',
        payment.paidAt ?? '',
        invisibleShown(payment.reference ?? ''),
      ]
    : ['', '', '', '', ''];

/**
 * The messages as a table: one row each, the licence request's fields in the form's order
 * (headed by their labels, choices by their labels), the shortlist it came from (headed by
 * `shortlistLabel`, the mail's), the fee range shown, where a licence request stands and its payment.
 */
export function inboxTable(
  messages: readonly InboxMessage[],
  fields: readonly LicenceField[],
  shortlistLabel: string,
): (string | number | null)[][] {
  const header = [
    'Received (UTC)',
    'Name',
    'Email',
    'Subject',
    'Message',
    ...fields.map((field) => field.label),
    shortlistLabel,
    'Fee currency',
    'Fee from',
    'Fee to',
    'Licence state',
    'Licence number',
    'Payment',
    'Paid amount',
    'Paid currency',
    'Paid (UTC)',
    'Payment reference',
    'Id',
  ];
  // The mail's filter: what the sender typed shows every hidden character as a code.
  const rows = messages.map((message) => [
    message.createdAt,
    invisibleShown(message.name),
    message.email,
    invisibleShown(message.subject),
    invisibleShown(message.message ?? ''),
    ...fields.map((field) => {
      const value = message.licence?.[field.name];
      return value === undefined ? '' : typeof value === 'number' ? value : invisibleShown(shownValue(field, value));
    }),
    shortlistOf(message),
    message.fee?.currency ?? '',
    message.fee?.min ?? '',
    message.fee?.max ?? '',
    message.licenceState ?? '',
    message.licenceNumber ?? '',
    ...paymentCells(message.licencePayment),
    message.id,
  ]);
  return [header, ...rows];
}

/**
 * A licence request's fields on one line, for the terminal, then the shortlist it came from:
 * `Track: "Golden Hour" · Media: Online ad / social · From shortlist: 3chdyfth`.
 */
export function licenceLine(
  values: Record<string, string | number>,
  fields: readonly LicenceField[],
  shortlistLabel: string,
): string {
  const parts = fields
    .filter((field) => values[field.name] !== undefined && values[field.name] !== '')
    .map((field) => `${field.label}: ${quotedValue(field, values[field.name]!)}`);
  const shortlist = shortlistOf({ licence: values });
  return (shortlist ? [...parts, `${shortlistLabel}: ${shortlist}`] : parts).join(' · ');
}
