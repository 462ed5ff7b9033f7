import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useClientConfig } from '../islands/runtime/IslandProviders.tsx';
import { payloadOf } from './contact-payload.ts';
import { EMPTY_VALUES, attemptFor, isRateLimited, newMessageId, refusedField } from './form-state.ts';
import type { FormTexts, LicenceForm } from './licence-form.ts';
import type { Notice } from './notices/notice.ts';
import { notify, preloadNotices } from './notices/notify.ts';
import { contactSettings } from './settings.ts';
import type { ContactValues } from './useContactValues.ts';

interface SendInput {
  form: FormTexts;
  licence: LicenceForm | undefined;
  /** The form's id prefix, which names the field a refusal sends the focus to. */
  baseId: string;
  /** Whether the licence request is the form shown. */
  licensing: boolean;
  contact: ContactValues;
}

/**
 * Sending the form: the send with its idempotent attempt, its states and notices, the field the
 * function refused, and the keyboard focus handed back after it.
 */
export function useSend({ form, licence, baseId, licensing, contact }: SendInput) {
  const config = useClientConfig();
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [fallbackNotice, setFallbackNotice] = useState<Notice | null>(null);
  // The field the function refused the last send for, named beside it until it is edited.
  const [refused, setRefused] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);
  const lifetime = useRef<AbortController | null>(null);
  const preloaded = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  // A disabled button drops keyboard focus; hand it back once the form is usable again.
  useEffect(() => {
    if (status !== 'idle' || !refocusSubmit.current) return;
    refocusSubmit.current = false;
    if (document.activeElement === document.body || document.activeElement === null) submitButton.current?.focus();
  }, [status]);

  const show = (notice: Notice): void => {
    setFallbackNotice(null);
    notify(notice, config).catch((error: unknown) => {
      // Without the toast code (e.g. the connection dropped), say it in the form instead.
      console.error('Contact form: could not load the notice display', error);
      setFallbackNotice(notice);
    });
  };

  // Warm up what sending needs as soon as the visitor starts on the form, so the first notice
  // shows promptly; the Firebase SDK itself still waits for the send.
  const preload = (): void => {
    if (preloaded.current) return;
    preloaded.current = true;
    preloadNotices(config);
    import('./send-contact.ts').catch(() => {
      // the send imports it again and reports a failure there
    });
  };

  const failed = (error: unknown): void => {
    console.error('Contact form: the message could not be sent', error);
    const field = refusedField(error);
    setRefused(field);
    show({ kind: 'error', ...(isRateLimited(error) ? form.rateLimited : form.failure) });
    // The visitor lands on what to fix; the sentence beside it says so.
    if (field) refocusSubmit.current = false;
    if (field) requestAnimationFrame(() => document.getElementById(`${baseId}-${field.replace('.', '-')}`)?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status === 'sending') return;
    const signal = lifetime.current?.signal;
    const { values, licenceValues } = contact;
    const mode = licensing ? 'licence' : 'general';
    const sent = attemptFor(contact.attempt, values, newMessageId, mode, licensing ? licenceValues : {});
    contact.setAttempt(sent);
    setStatus('sending');
    refocusSubmit.current = document.activeElement === submitButton.current;
    try {
      const { sendContact } = await import('./send-contact.ts');
      await sendContact(contactSettings(config), payloadOf(sent, licence), {
        id: sent.id,
        honeypot: honeypot.current?.value ?? '',
        ...(signal && { signal }),
      });
      if (signal?.aborted) return;
      contact.setValues(EMPTY_VALUES);
      contact.setLicenceValues({});
      contact.setAttempt(null);
      contact.clearDraft();
      setRefused(null);
      show({ kind: 'success', ...form.success });
    } catch (error) {
      if (!signal?.aborted) failed(error);
    } finally {
      if (!signal?.aborted) setStatus('idle');
    }
  };

  return {
    sending: status === 'sending',
    fallbackNotice,
    refused,
    setRefused,
    honeypot,
    submitButton,
    preload,
    submit,
  };
}
