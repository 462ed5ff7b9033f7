import { useId, type ChangeEvent } from 'react';
import { Button } from '../ui/Button.tsx';
import { useClientConfig } from '../islands/runtime/IslandProviders.tsx';
import { fill } from '../../functions/src/contract/fill.ts';
import { Actions, Form, FormNote, Honeypot, InlineNotice } from './form-styles.ts';
import type { FieldName } from './form-state.ts';
import { feeFor, formatFee, type LicenceField } from '../../functions/src/contract/licence-request.ts';
import { LicenceFields } from './LicenceFields.tsx';
import { MessageField, ModeChoice, TextField } from './ContactFields.tsx';
import { HONEYPOT_FIELD } from '../../functions/src/contract/contact-message.ts';
import type { FormTexts, LicenceForm } from './licence-form.ts';
import { useContactValues } from './useContactValues.ts';
import { useSend } from './useSend.ts';
import { useHydrated } from '../ui/useHydrated.ts';

export interface ContactFormProps {
  form: FormTexts;
  licence?: LicenceForm;
  /** Where this form's draft is kept (see draft-storage.ts). */
  draftKey: string;
  subjectPrefillDelayMs: number;
}

/** Today in the visitor's calendar, as a date input writes it. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The contact form island: drafts, subject pre-fill, sending with its states and notices. */
export default function ContactForm({ form, licence, draftKey, subjectPrefillDelayMs }: ContactFormProps) {
  const config = useClientConfig();
  const baseId = useId();
  const ready = useHydrated();
  const contact = useContactValues(licence, draftKey, subjectPrefillDelayMs);
  const { values, mode, licenceValues } = contact;
  const licensing = Boolean(licence) && mode === 'licence';
  const { sending, refused, setRefused, fallbackNotice, honeypot, submitButton, preload, submit } = useSend({
    form,
    licence,
    baseId,
    licensing,
    contact,
  });
  const shownLicence = licensing ? licence : undefined;
  const fee = shownLicence ? feeFor(shownLicence.rateCard, licenceValues) : undefined;

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    contact.setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => (current === field ? null : current));
  };
  const changeLicence = (name: LicenceField['name'], value: string) => {
    contact.setLicenceValues((current) => ({ ...current, [name]: value }));
    setRefused((current) => (current === `licence.${name}` ? null : current));
  };
  const field = (name: FieldName) => ({
    texts: form,
    id: `${baseId}-${name}`,
    value: values[name],
    onChange: change(name),
    readOnly: sending,
    isRefused: refused === name,
  });

  return (
    <Form onSubmit={submit} onFocus={preload} onInput={preload} aria-busy={sending}>
      {licence && (
        <ModeChoice
          licence={licence}
          name={`${baseId}-mode`}
          mode={mode}
          onChange={contact.setMode}
          disabled={sending}
        />
      )}
      <TextField field="name" type="text" autoComplete="name" {...field('name')} />
      <TextField field="email" type="email" autoComplete="email" {...field('email')} />
      {shownLicence ? (
        <>
          <FormNote>{shownLicence.requiredHint}</FormNote>
          <LicenceFields
            fields={shownLicence.fields}
            values={licenceValues}
            onChange={changeLicence}
            baseId={baseId}
            choose={shownLicence.choose}
            readOnly={sending}
            today={localToday()}
            refused={
              refused?.startsWith('licence.')
                ? { name: refused.slice('licence.'.length), text: form.fieldRefused }
                : undefined
            }
          />
          <FormNote role="status">
            {fee && <strong>{fill(shownLicence.fee, { range: formatFee(fee, config.site.lang) })}</strong>}
          </FormNote>
        </>
      ) : (
        <TextField field="subject" type="text" {...field('subject')} />
      )}
      <MessageField licence={shownLicence} {...field('message')} />
      <Honeypot aria-hidden="true">
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={honeypot} />
      </Honeypot>
      <Actions>
        {/* Until the app runs, a click would submit the page itself and lose the message. */}
        <Button type="submit" disabled={sending || !ready} ref={submitButton}>
          {sending ? form.sendingLabel : shownLicence ? shownLicence.submitLabel : form.submitLabel}
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
