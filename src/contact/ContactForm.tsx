import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactSection } from '../config/site-config.generated';
import { Button } from '../ui/Button';
import { useClientConfig } from '../islands/IslandProviders';
import { notify, preloadNotices, type Notice } from '../ui/notify';
import type { Draft } from './draft-storage';
import { Actions, Field, Form, Honeypot, InlineNotice, Input, Label, TextArea } from './form-styles';
import {
  EMPTY_VALUES,
  MAX_LENGTH,
  attemptFor,
  clampSubject,
  isRateLimited,
  newMessageId,
  type Attempt,
  type FieldName,
  type FormValues,
} from './form-state';
import { contactSettings } from './settings';
import { HONEYPOT_FIELD } from './message';
import { useDraft } from './useDraft';
import { useSubjectPrefill } from './useSubjectPrefill';
import { useHydrated } from '../ui/useHydrated';

type Status = 'idle' | 'sending';

export interface ContactFormProps {
  form: Pick<ContactSection, 'fields' | 'submitLabel' | 'sendingLabel' | 'success' | 'failure' | 'rateLimited'>;
  /** Where this form's draft is kept (see draft-storage.ts). */
  draftKey: string;
  subjectPrefillDelayMs: number;
}

/** The contact form island: drafts, subject pre-fill, sending with its states and notices. */
export default function ContactForm({ form, draftKey, subjectPrefillDelayMs }: ContactFormProps) {
  const config = useClientConfig();
  const baseId = useId();
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const ready = useHydrated();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [fallbackNotice, setFallbackNotice] = useState<Notice | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);
  const lifetime = useRef<AbortController | null>(null);
  const preloaded = useRef(false);

  const draft = useMemo<Draft>(() => ({ values, attempt }), [values, attempt]);
  const { clearDraft } = useDraft(draftKey, draft, (saved) => {
    setValues(saved.values);
    setAttempt(saved.attempt);
  });

  useSubjectPrefill(subjectPrefillDelayMs, (subject) => {
    setValues((current) => ({ ...current, subject: clampSubject(subject) }));
  });

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
    import('./send-contact').catch(() => {
      // the send imports it again and reports a failure there
    });
  };

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status === 'sending') return;
    const signal = lifetime.current?.signal;
    const sent = attemptFor(attempt, values, newMessageId);
    setAttempt(sent);
    setStatus('sending');
    refocusSubmit.current = document.activeElement === submitButton.current;
    try {
      const { sendContact } = await import('./send-contact');
      await sendContact(contactSettings(config), sent.values, { id: sent.id, honeypot: honeypot.current?.value ?? '', ...(signal && { signal }) });
      if (signal?.aborted) return;
      setValues(EMPTY_VALUES);
      setAttempt(null);
      clearDraft();
      show({ kind: 'success', ...form.success });
    } catch (error) {
      if (signal?.aborted) return;
      console.error('Contact form: the message could not be sent', error);
      show({ kind: 'error', ...(isRateLimited(error) ? form.rateLimited : form.failure) });
    } finally {
      if (!signal?.aborted) setStatus('idle');
    }
  };

  const sending = status === 'sending';
  const { fields } = form;
  const textField = (field: Exclude<FieldName, 'message'>, type: 'text' | 'email', autoComplete?: string) => (
    <Field $wide={field === 'subject'}>
      <Label htmlFor={`${baseId}-${field}`}>{fields[field].label}</Label>
      <Input
        id={`${baseId}-${field}`}
        name={field}
        type={type}
        required
        maxLength={MAX_LENGTH[field]}
        autoComplete={autoComplete}
        placeholder={fields[field].placeholder}
        value={values[field]}
        onChange={change(field)}
        readOnly={sending}
      />
    </Field>
  );

  return (
    <Form onSubmit={submit} onFocus={preload} onInput={preload} aria-busy={sending}>
      {textField('name', 'text', 'name')}
      {textField('email', 'email', 'email')}
      {textField('subject', 'text')}
      <Field $wide>
        <Label htmlFor={`${baseId}-message`}>{fields.message.label}</Label>
        <TextArea
          id={`${baseId}-message`}
          name="message"
          required
          rows={6}
          maxLength={MAX_LENGTH.message}
          placeholder={fields.message.placeholder}
          value={values.message}
          onChange={change('message')}
          readOnly={sending}
        />
      </Field>
      <Honeypot aria-hidden="true">
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={honeypot} />
      </Honeypot>
      <Actions>
        {/* Until the app runs, a click would submit the page itself and lose the message. */}
        <Button type="submit" disabled={sending || !ready} ref={submitButton}>
          {sending ? form.sendingLabel : form.submitLabel}
        </Button>
        {fallbackNotice && (
          <InlineNotice role="alert">
            <strong>{fallbackNotice.title}</strong> {fallbackNotice.description}
          </InlineNotice>
        )}
      </Actions>
    </Form>
  );
}
