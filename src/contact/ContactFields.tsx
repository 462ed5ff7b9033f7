import type { ChangeEvent } from 'react';
import { Field, FieldError, Input, Label, ModeSwitch, TextArea } from './form-styles.ts';
import { MAX_LENGTH, type FieldName, type Mode } from './form-state.ts';
import type { FormTexts, LicenceForm } from './licence-form.ts';

type Change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

/** What marks a field the function refused: invalid, described by the sentence beside it. */
const refusal = (isRefused: boolean, id: string) =>
  isRefused ? { 'aria-invalid': true, 'aria-describedby': `${id}-refused` } : {};

interface TextFieldProps {
  field: Exclude<FieldName, 'message'>;
  type: 'text' | 'email';
  autoComplete?: string | undefined;
  texts: FormTexts;
  id: string;
  value: string;
  onChange: Change;
  readOnly: boolean;
  isRefused: boolean;
}

/** One of the general form's one-line fields: name, email, subject. */
export function TextField({
  field,
  type,
  autoComplete,
  texts,
  id,
  value,
  onChange,
  readOnly,
  isRefused,
}: TextFieldProps) {
  return (
    <Field $wide={field === 'subject'}>
      <Label htmlFor={id}>{texts.fields[field].label}</Label>
      <Input
        id={id}
        name={field}
        type={type}
        required
        maxLength={MAX_LENGTH[field]}
        autoComplete={autoComplete}
        placeholder={texts.fields[field].placeholder}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        {...refusal(isRefused, id)}
      />
      {isRefused && <FieldError id={`${id}-refused`}>{texts.fieldRefused}</FieldError>}
    </Field>
  );
}

interface MessageFieldProps {
  texts: FormTexts;
  /** The licence request's, when it is the form shown. */
  licence: LicenceForm | undefined;
  id: string;
  value: string;
  onChange: Change;
  readOnly: boolean;
  isRefused: boolean;
}

/** The message: required in the general form, a shorter optional note in a licence request. */
export function MessageField({ texts, licence, id, value, onChange, readOnly, isRefused }: MessageFieldProps) {
  return (
    <Field $wide>
      <Label htmlFor={id}>{licence ? licence.messageLabel : texts.fields.message.label}</Label>
      <TextArea
        id={id}
        name="message"
        required={!licence}
        rows={licence ? 3 : 6}
        maxLength={MAX_LENGTH.message}
        placeholder={licence ? undefined : texts.fields.message.placeholder}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        {...refusal(isRefused, id)}
      />
      {isRefused && <FieldError id={`${id}-refused`}>{texts.fieldRefused}</FieldError>}
    </Field>
  );
}

interface ModeChoiceProps {
  licence: LicenceForm;
  name: string;
  mode: Mode;
  onChange: (mode: Mode) => void;
  disabled: boolean;
}

/** The switch between a general message and a licence request. */
export function ModeChoice({ licence, name, mode, onChange, disabled }: ModeChoiceProps) {
  return (
    <ModeSwitch>
      <legend>{licence.switchLabel}</legend>
      {(['general', 'licence'] as const).map((option) => (
        <label key={option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            onChange={() => onChange(option)}
            disabled={disabled}
          />
          {option === 'general' ? licence.generalLabel : licence.label}
        </label>
      ))}
    </ModeSwitch>
  );
}
