import type { ContactRequest } from './validation.js';

/** A document in the shape the Trigger Email extension sends from the `mail` collection. */
export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string };
}

// Plain text only: the sender's words must never be interpreted as HTML in the artist's mailbox.
export function notificationMail(contact: ContactRequest, to: string): MailDocument {
  return {
    to,
    replyTo: contact.email,
    message: {
      subject: `Website contact: ${contact.subject}`,
      text: `From: ${contact.name} <${contact.email}>\nSubject: ${contact.subject}\n\n${contact.message}\n`,
    },
  };
}

/** The one email a day that says the contact form stopped accepting messages, and what to do. */
export function capNoticeMail(day: string, dailyCap: number, to: string): MailDocument {
  return {
    to,
    message: {
      subject: `Website contact: daily limit of ${dailyCap} messages reached`,
      text:
        `The contact form accepted ${dailyCap} messages on ${day} (UTC) and refuses further ones until ` +
        'midnight UTC; senders are asked to try again tomorrow.\n\n' +
        'If these are real inquiries, raise contact.rateLimit.dailyCap in site.config.yaml and deploy ' +
        'again. If they are not, someone is flooding the form: consider turning on App Check ' +
        '(contact.appCheck).\n',
    },
  };
}
