import type { ChangeEvent } from 'react';
import { Field, FieldError, Input, Label, Select } from './form-styles.ts';
import {
  LICENCE_FIELD_KINDS,
  LICENCE_LENGTH_MAX,
  LICENCE_TEXT_MAX,
  type LicenceField,
  type LicenceValues,
} from '../../functions/src/contract/licence-request.ts';

export interface LicenceFieldsProps {
  fields: LicenceField[];
  values: LicenceValues;
  onChange: (name: LicenceField['name'], value: string) => void;
  baseId: string;
  choose: string;
  readOnly: boolean;
  /** The earliest deadline the browser offers: today, in the visitor's own calendar. */
  today: string;
  /** A field the function refused (its name, without `licence.`), and the sentence to show beside it. */
  refused?: { name: string; text: string } | undefined;
}

/** The licence request's own fields, in the config's order, each with the control its kind calls for. */
export function LicenceFields({
  fields,
  values,
  onChange,
  baseId,
  choose,
  readOnly,
  today,
  refused,
}: LicenceFieldsProps) {
  return fields.map((field) => {
    const id = `${baseId}-licence-${field.name}`;
    const kind = LICENCE_FIELD_KINDS[field.name];
    const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange(field.name, event.target.value);
    const isRefused = refused?.name === field.name;
    const common = {
      id,
      name: `licence.${field.name}`,
      required: field.required,
      value: values[field.name] ?? '',
      onChange: change,
      ...(isRefused && { 'aria-invalid': true, 'aria-describedby': `${id}-refused` }),
    };
    return (
      <Field key={field.name}>
        <Label htmlFor={id}>
          {field.label}
          {field.required && <span aria-hidden="true"> *</span>}
        </Label>
        {kind === 'select' ? (
          // A select cannot be read-only; while sending it is disabled, which the form re-enables.
          <Select {...common} disabled={readOnly}>
            <option value="">{choose}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ) : kind === 'number' ? (
          <Input
            {...common}
            type="number"
            inputMode="numeric"
            min={1}
            max={LICENCE_LENGTH_MAX}
            step={1}
            readOnly={readOnly}
          />
        ) : kind === 'date' ? (
          <Input {...common} type="date" {...(field.name === 'deadline' && { min: today })} readOnly={readOnly} />
        ) : (
          <Input {...common} type="text" maxLength={LICENCE_TEXT_MAX} readOnly={readOnly} />
        )}
        {isRefused && <FieldError id={`${id}-refused`}>{refused.text}</FieldError>}
      </Field>
    );
  });
}
