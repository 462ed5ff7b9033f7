import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ContactSection } from '../../functions/src/contract/site-config.generated.ts';
import { Button } from '../ui/Button.tsx';
import { useClientConfig } from '../islands/runtime/IslandProviders.tsx';
import type { Notice } from './notices/notice.ts';
import { notify, preloadNotices } from './notices/notify.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import type { Draft } from './draft-storage.ts';
import {
  Actions,
  Field,
  FieldError,
  Form,
  FormNote,
  Honeypot,
  InlineNotice,
  Input,
  Label,
  ModeSwitch,
  TextArea,
} from './form-styles.ts';
import {
  EMPTY_VALUES,
  MAX_LENGTH,
  attemptFor,
  clampSubject,
  cutToLength,
  isRateLimited,
  refusedField,
  newMessageId,
  type Attempt,
  type FieldName,
  type FormValues,
  type Mode,
} from './form-state.ts';
import {
  feeFor,
  formatFee,
  isShortlistId,
  LICENCE_FIELD_KINDS,
  LICENCE_TEXT_MAX,
  type LicenceField,
  type LicenceFieldName,
  type LicenceValues,
  type RateCard,
} from '../../functions/src/contract/licence-request.ts';
import { LicenceFields } from './LicenceFields.tsx';
import { contactSettings } from './settings.ts';
import { HONEYPOT_FIELD } from '../../functions/src/contract/contact-message.ts';
import { SHORTLIST_PARAM, SUBJECT_PARAM, TRACK_PARAM, VERSION_PARAM } from './prefill.ts';
import type { ContactPayload } from './send-contact.ts';
import { useDraft } from './useDraft.ts';
import { usePrefill } from './usePrefill.ts';
import { useHydrated } from '../ui/useHydrated.ts';

type Status = 'idle' | 'sending';

type LicenceTexts = Omit<NonNullable<ContactSection['licence']>, 'fields' | 'rateCard'>;

/** The licence request as the form needs it: its texts, its fields with their choices resolved, the rate card. */
export type LicenceForm = LicenceTexts & { fields: LicenceField[]; rateCard?: RateCard };

export interface ContactFormProps {
  form: Pick<
    ContactSection,
    'fields' | 'submitLabel' | 'sendingLabel' | 'success' | 'failure' | 'rateLimited' | 'fieldRefused'
  >;
  licence?: LicenceForm;
  /** Where this form's draft is kept (see draft-storage.ts). */
  draftKey: string;
  subjectPrefillDelayMs: number;
}

const PREFILL_PARAMS = [SUBJECT_PARAM, TRACK_PARAM, VERSION_PARAM, SHORTLIST_PARAM] as const;

/** Today in the visitor's calendar, as a date input writes it. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What a licence request sends: the filled fields, the length as a number. */
function licencePayload(values: LicenceValues): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value)
      .map(([name, value]) => [
        name,
        LICENCE_FIELD_KINDS[name as LicenceFieldName] === 'number' ? Number(value) : value.trim(),
      ]),
  );
}

/** A draft saved before the form checked the link's shortlist id may hold a bad one: it would fail every send. */
function withoutBadShortlist(values: LicenceValues): LicenceValues {
  return values.shortlist === undefined || values.shortlist === '' || isShortlistId(values.shortlist)
    ? values
    : { ...values, shortlist: '' };
}

/** The contact form island: drafts, subject pre-fill, sending with its states and notices. */
export default function ContactForm({ form, licence, draftKey, subjectPrefillDelayMs }: ContactFormProps) {
  const config = useClientConfig();
  const baseId = useId();
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [mode, setMode] = useState<Mode>('general');
  const [licenceValues, setLicenceValues] = useState<LicenceValues>({});
  const ready = useHydrated();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [fallbackNotice, setFallbackNotice] = useState<Notice | null>(null);
  // The field the function refused the last send for, named beside it until it is edited.
  const [refused, setRefused] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);
  const lifetime = useRef<AbortController | null>(null);
  const preloaded = useRef(false);

  const draft = useMemo<Draft>(
    () => ({ values, attempt, mode, licence: licenceValues }),
    [values, attempt, mode, licenceValues],
  );
  const { clearDraft } = useDraft(draftKey, draft, (saved) => {
    setValues(saved.values);
    setAttempt(saved.attempt);
    if (licence) {
      setMode(saved.mode ?? 'general');
      setLicenceValues(withoutBadShortlist(saved.licence ?? {}));
    }
  });

  usePrefill(subjectPrefillDelayMs, PREFILL_PARAMS, (found) => {
    const subject = found[SUBJECT_PARAM];
    if (subject !== undefined) setValues((current) => ({ ...current, subject: clampSubject(subject) }));
    const track = found[TRACK_PARAM];
    // A licence link for a track: the licence request, with the track and its version filled in.
    if (licence && track !== undefined) {
      const version = found[VERSION_PARAM];
      setMode('licence');
      setLicenceValues((current) => ({
        ...current,
        track: cutToLength(track, LICENCE_TEXT_MAX),
        ...(version !== undefined ? { version: cutToLength(version, LICENCE_TEXT_MAX) } : { version: '' }),
        // A link from a shortlist's page names it; any other licence link, or one whose id was mangled, names none.
        shortlist: isShortlistId(found[SHORTLIST_PARAM]) ? found[SHORTLIST_PARAM] : '',
      }));
    }
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
    import('./send-contact.ts').catch(() => {
      // the send imports it again and reports a failure there
    });
  };

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => (current === field ? null : current));
  };

  const changeLicence = (name: LicenceField['name'], value: string) => {
    setLicenceValues((current) => ({ ...current, [name]: value }));
    setRefused((current) => (current === `licence.${name}` ? null : current));
  };

  /** What marks a field the function refused: invalid, described by the sentence beside it. */
  const refusal = (key: string, id: string) =>
    refused === key ? { 'aria-invalid': true, 'aria-describedby': `${id}-refused` } : {};

  const licensing = Boolean(licence) && mode === 'licence';
  const fee = licensing && licence ? feeFor(licence.rateCard, licenceValues) : undefined;

  /** What is sent: the general form's four fields, or the licence request with its subject made from the track or project. */
  const payload = (sent: Attempt): ContactPayload => {
    if (!licence || sent.mode !== 'licence') return sent.values;
    const fields = sent.licence ?? {};
    const about = fields.track?.trim() || fields.project?.trim();
    const subject = clampSubject(about ? fill(licence.subject, { track: about }) : licence.label);
    const message = sent.values.message.trim() ? sent.values.message : undefined;
    return {
      name: sent.values.name,
      email: sent.values.email,
      subject,
      ...(message !== undefined && { message }),
      licence: licencePayload(fields),
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (status === 'sending') return;
    const signal = lifetime.current?.signal;
    const sent = attemptFor(
      attempt,
      values,
      newMessageId,
      licensing ? 'licence' : 'general',
      licensing ? licenceValues : {},
    );
    setAttempt(sent);
    setStatus('sending');
    refocusSubmit.current = document.activeElement === submitButton.current;
    try {
      const { sendContact } = await import('./send-contact.ts');
      await sendContact(contactSettings(config), payload(sent), {
        id: sent.id,
        honeypot: honeypot.current?.value ?? '',
        ...(signal && { signal }),
      });
      if (signal?.aborted) return;
      setValues(EMPTY_VALUES);
      setLicenceValues({});
      setAttempt(null);
      clearDraft();
      setRefused(null);
      show({ kind: 'success', ...form.success });
    } catch (error) {
      if (signal?.aborted) return;
      console.error('Contact form: the message could not be sent', error);
      const field = refusedField(error);
      setRefused(field);
      show({ kind: 'error', ...(isRateLimited(error) ? form.rateLimited : form.failure) });
      // The visitor lands on what to fix; the sentence beside it says so.
      if (field) refocusSubmit.current = false;
      if (field) requestAnimationFrame(() => document.getElementById(`${baseId}-${field.replace('.', '-')}`)?.focus());
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
        {...refusal(field, `${baseId}-${field}`)}
      />
      {refused === field && <FieldError id={`${baseId}-${field}-refused`}>{form.fieldRefused}</FieldError>}
    </Field>
  );

  return (
    <Form onSubmit={submit} onFocus={preload} onInput={preload} aria-busy={sending}>
      {licence && (
        <ModeSwitch>
          <legend>{licence.switchLabel}</legend>
          {(['general', 'licence'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${baseId}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
                disabled={sending}
              />
              {option === 'general' ? licence.generalLabel : licence.label}
            </label>
          ))}
        </ModeSwitch>
      )}
      {textField('name', 'text', 'name')}
      {textField('email', 'email', 'email')}
      {licensing && licence ? (
        <>
          <FormNote>{licence.requiredHint}</FormNote>
          <LicenceFields
            fields={licence.fields}
            values={licenceValues}
            onChange={changeLicence}
            baseId={baseId}
            choose={licence.choose}
            readOnly={sending}
            today={localToday()}
            refused={
              refused?.startsWith('licence.')
                ? { name: refused.slice('licence.'.length), text: form.fieldRefused }
                : undefined
            }
          />
          <FormNote role="status">
            {fee && <strong>{fill(licence.fee, { range: formatFee(fee, config.site.lang) })}</strong>}
          </FormNote>
        </>
      ) : (
        textField('subject', 'text')
      )}
      <Field $wide>
        <Label htmlFor={`${baseId}-message`}>
          {licensing && licence ? licence.messageLabel : fields.message.label}
        </Label>
        <TextArea
          id={`${baseId}-message`}
          name="message"
          required={!licensing}
          rows={licensing ? 3 : 6}
          maxLength={MAX_LENGTH.message}
          placeholder={licensing ? undefined : fields.message.placeholder}
          value={values.message}
          onChange={change('message')}
          readOnly={sending}
          {...refusal('message', `${baseId}-message`)}
        />
        {refused === 'message' && <FieldError id={`${baseId}-message-refused`}>{form.fieldRefused}</FieldError>}
      </Field>
      <Honeypot aria-hidden="true">
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={honeypot} />
      </Honeypot>
      <Actions>
        {/* Until the app runs, a click would submit the page itself and lose the message. */}
        <Button type="submit" disabled={sending || !ready} ref={submitButton}>
          {sending ? form.sendingLabel : licensing && licence ? licence.submitLabel : form.submitLabel}
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
