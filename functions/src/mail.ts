import { formatFee, shownValue, type Fee, type LicenceSettings } from './generated/licence.js';
import type { ContactRequest } from './validation.js';

/** The emails' texts, from the config (English defaults): `{name}` placeholders are filled in. */
export interface MailTexts {
  subject: string;
  fromLabel: string;
  subjectLabel: string;
  feeLabel: string;
  capSubject: string;
  capText: string;
}

const filled = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** What a licence request's email needs besides its fields: the page's language, for the fee. */
export interface LicenceTexts {
  lang: string;
}

/** A document in the shape the Trigger Email extension sends from the `mail` collection. */
export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string };
}

/**
 * A licence request laid out for reading: every field the form has, labelled as the form
 * labels it, choices by their labels, then the fee range the buyer was shown.
 */
function licenceSummary(values: Record<string, string | number>, licence: LicenceSettings & LicenceTexts, fee: Fee | undefined, feeLabel: string): string {
  const width = Math.max(...licence.fields.map((field) => field.label.length), feeLabel.length);
  const line = (label: string, value: string) => `${`${label}:`.padEnd(width + 2)}${value}`;
  const lines = licence.fields.flatMap((field) => {
    const value = values[field.name];
    return value === undefined || value === '' ? [] : [line(field.label, shownValue(field, value))];
  });
  if (fee) lines.push(line(feeLabel, `${formatFee(fee, licence.lang)} (${fee.currency})`));
  return lines.join('\n');
}

/**
 * The sender's message with each line marked as quoted, as mail readers show a reply's quote: a
 * line of it can't pass for the header or the licence summary ("Typical fee shown: …").
 */
function quoted(message: string): string {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

// Plain text only: the sender's words must never be interpreted as HTML in the artist's mailbox.
export function notificationMail(
  contact: ContactRequest,
  to: string,
  texts: MailTexts,
  licence: (LicenceSettings & LicenceTexts) | null = null,
  fee?: Fee,
): MailDocument {
  const head = `${texts.fromLabel}: ${contact.name} <${contact.email}>\n${texts.subjectLabel}: ${contact.subject}\n`;
  const summary = contact.licence && licence ? `\n${licenceSummary(contact.licence, licence, fee, texts.feeLabel)}\n` : '';
  const body = contact.message !== undefined ? `\n${quoted(contact.message)}\n` : '';
  return {
    to,
    replyTo: contact.email,
    message: { subject: filled(texts.subject, { subject: contact.subject }), text: `${head}${summary}${body}` },
  };
}

/** The one email a day that says the contact form stopped accepting messages, and what to do. */
export function capNoticeMail(day: string, dailyCap: number, to: string, texts: MailTexts): MailDocument {
  const values = { cap: String(dailyCap), day };
  return { to, message: { subject: filled(texts.capSubject, values), text: filled(texts.capText, values) } };
}

/**
 * A roster's emails name their site in the subject: an agency reads every artist's messages in
 * one mailbox and must see whose each is. The default single site's mail is as it always was.
 */
export function withSiteName(mail: MailDocument, site: { key: string | null; name: string }): MailDocument {
  return site.key === null ? mail : { ...mail, message: { ...mail.message, subject: `[${site.name}] ${mail.message.subject}` } };
}
