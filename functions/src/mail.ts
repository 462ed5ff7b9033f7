import type { ContactRequest } from './validation.js';

/** The emails' texts, from the config (English defaults): `{name}` placeholders are filled in. */
export interface MailTexts {
  subject: string;
  fromLabel: string;
  subjectLabel: string;
  capSubject: string;
  capText: string;
}

const filled = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** A document in the shape the Trigger Email extension sends from the `mail` collection. */
export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string };
}

// Plain text only: the sender's words must never be interpreted as HTML in the artist's mailbox.
export function notificationMail(contact: ContactRequest, to: string, texts: MailTexts): MailDocument {
  return {
    to,
    replyTo: contact.email,
    message: {
      subject: filled(texts.subject, { subject: contact.subject }),
      text: `${texts.fromLabel}: ${contact.name} <${contact.email}>\n${texts.subjectLabel}: ${contact.subject}\n\n${contact.message}\n`,
    },
  };
}

/** The one email a day that says the contact form stopped accepting messages, and what to do. */
export function capNoticeMail(day: string, dailyCap: number, to: string, texts: MailTexts): MailDocument {
  const values = { cap: String(dailyCap), day };
  return { to, message: { subject: filled(texts.capSubject, values), text: filled(texts.capText, values) } };
}
