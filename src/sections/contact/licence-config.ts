import type { ContactSection } from '../../../functions/src/contract/site-config.generated.ts';
import type {
  LicenceField,
  LicenceFieldName,
  LicenceOption,
  LicenceSettings,
} from '../../../functions/src/contract/licence-request.ts';
import schema from './schema.json' with { type: 'json' };

type LicenceConfig = NonNullable<ContactSection['licence']>;
type ConfiguredOption = NonNullable<LicenceConfig['fields'][number]['options']>[number];

/** The built-in fields, as the schema's default lists them: labels, required marks and choices. */
const BUILT_IN = new Map(
  (
    schema.section.properties.licence.properties.fields.default as {
      name: LicenceFieldName;
      label: string;
      required: boolean;
      options?: LicenceOption[];
    }[]
  ).map((field) => [field.name, field]),
);

/** The built-in choices of a field (none for a text, number or date field). */
export const builtInOptions = (name: LicenceFieldName): LicenceOption[] => BUILT_IN.get(name)?.options ?? [];

const option = (choice: ConfiguredOption): LicenceOption =>
  typeof choice === 'string' ? { value: choice, label: choice } : choice;

/** A configured field with what it leaves out taken from the built-in one of the same name. */
export function resolveField(field: LicenceConfig['fields'][number]): LicenceField {
  const builtIn = BUILT_IN.get(field.name);
  return {
    name: field.name,
    label: field.label ?? builtIn?.label ?? field.name,
    required: field.required ?? builtIn?.required ?? false,
    options: field.options?.map(option) ?? builtIn?.options ?? [],
  };
}

/** What the form and the function check a licence request against. */
export function licenceSettings(licence: LicenceConfig): LicenceSettings {
  return { fields: licence.fields.map(resolveField), ...(licence.rateCard && { rateCard: licence.rateCard }) };
}
