import { formatFee, quotedValue, SHORTLIST_FIELD, type Fee, type LicenceSettings } from './contract/licence-request.ts';
import { invisibleShown } from './contract/invisible-text.ts';
import type { ContactRequest } from './validation.ts';

/** The emails' texts, from the config (English defaults): `{name}` placeholders are filled in. */
export interface MailTexts {
  subject: string;
  fromLabel: string;
  subjectLabel: string;
  feeLabel: string;
  shortlistLabel: string;
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
 * labels it, choices by their labels, the shortlist it came from, then the fee range the buyer
 * was shown. Every label the summary may have sets the width, so a site's mails line up alike.
 */
function licenceSummary(
  values: Record<string, string | number>,
  licence: LicenceSettings & LicenceTexts,
  texts: MailTexts,
  fee: Fee | undefined,
  shortlistTitle: string | undefined,
): string {
  const rows = licence.fields.flatMap((field): Array<[string, string]> => {
    const value = values[field.name];
    return value === undefined || value === '' ? [] : [[field.label, quotedValue(field, value)]];
  });
  const shortlist = values[SHORTLIST_FIELD];
  // The id first: `npm run shortlist -- report ID` takes it. The title, the artist's own words,
  // on the same line whatever it holds, so it can't pass for another line of the summary.
  if (typeof shortlist === 'string')
    rows.push([
      texts.shortlistLabel,
      shortlistTitle === undefined ? shortlist : `${shortlist} "${shortlistTitle.replace(/\s+/g, ' ')}"`,
    ]);
  if (fee) rows.push([texts.feeLabel, `${formatFee(fee, licence.lang)} (${fee.currency})`]);
  const width = Math.max(
    ...[...licence.fields.map((field) => field.label), texts.shortlistLabel, texts.feeLabel].map(
      (label) => label.length,
    ),
  );
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
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

/**
 * Plain text only: the sender's words must never be interpreted as HTML in the artist's mailbox.
 * `shortlistTitle` is the title of the shortlist the request names, when the function found it.
 */
export function notificationMail(
  contact: ContactRequest,
  to: string,
  texts: MailTexts,
  licence: (LicenceSettings & LicenceTexts) | null = null,
  fee?: Fee,
  shortlistTitle?: string,
): MailDocument {
  // What the sender typed shows every hidden character as a code: no text the artist can't see.
  const head = `${texts.fromLabel}: ${invisibleShown(contact.name)} <${contact.email}>\n${texts.subjectLabel}: ${invisibleShown(contact.subject)}\n`;
  const summary =
    contact.licence && licence
      ? `\n${invisibleShown(licenceSummary(contact.licence, licence, texts, fee, shortlistTitle))}\n`
      : '';
  const body = contact.message !== undefined ? `\n${quoted(invisibleShown(contact.message))}\n` : '';
  return {
    to,
    replyTo: contact.email,
    message: {
      subject: filled(texts.subject, { subject: invisibleShown(contact.subject) }),
      text: `${head}${summary}${body}`,
    },
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
  return site.key === null
    ? mail
    : { ...mail, message: { ...mail.message, subject: `[${site.name}] ${mail.message.subject}` } };
}
