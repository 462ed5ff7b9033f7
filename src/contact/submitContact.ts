import config from 'virtual:site-config';
import { sendContact, type ContactMessage, type SubmitOptions } from './sendContact';
import { contactSettings } from './settings';

// The contact code's one read of the virtual config: sendContact and settings take it as an
// argument, so their tests run without the Vite plugin that serves it.
const settings = contactSettings(config);

/** What the contact form calls: resolves once the message is stored, throws when it could not be. */
export function submitContact(message: ContactMessage, opts?: SubmitOptions): Promise<void> {
  return sendContact(settings, message, opts);
}
