import { submitCallable } from './firebase-client.ts';
import { newMessageId } from './form-state.ts';
import { HONEYPOT_FIELD, type ContactRequest } from '../../functions/src/contract/contact-message.ts';
import { withRetry } from './retry.ts';
import type { ContactSettings } from './settings.ts';

export interface SubmitOptions {
  /** Reuse to make a resend of the same message idempotent; generated when absent. */
  id?: string;
  /** The hidden honeypot field's value: people leave it empty. */
  honeypot?: string;
  signal?: AbortSignal;
}

type Send = (request: SendRequest) => Promise<unknown>;
export type SendRequest = ContactRequest;
/** What the visitor wrote: the general form's four fields, or a licence request (whose message is optional). */
export type ContactPayload = Omit<ContactRequest, 'id' | typeof HONEYPOT_FIELD>;

/** Sends one message with the configured retries; resolves once it is stored. */
export async function sendContact(
  settings: ContactSettings,
  message: ContactPayload,
  { id = newMessageId(), honeypot = '', signal }: SubmitOptions = {},
  send: Send = async (request) => (await submitCallable(settings))(request),
): Promise<void> {
  // One id for every attempt: the function stores a message once however often it is retried.
  const request: SendRequest = { id, ...message, [HONEYPOT_FIELD]: honeypot };
  await withRetry(() => send(request), settings.retry, { signal });
}
