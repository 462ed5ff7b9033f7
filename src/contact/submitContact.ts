import { sendContact, type ContactMessage, type SubmitOptions } from './sendContact';
import { siteContactSettings } from './siteSettings';

export type { ContactMessage, SubmitOptions } from './sendContact';

/** What the contact form calls: resolves once the message is stored, throws when it could not be. */
export function submitContact(message: ContactMessage, opts?: SubmitOptions): Promise<void> {
  return sendContact(siteContactSettings, message, opts);
}
