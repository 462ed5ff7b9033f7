import type { ContactRequest } from './validation.js';

/** A document in the shape the Trigger Email extension sends from the `mail` collection. */
export interface MailDocument {
  to: string;
  replyTo: string;
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
