import type { ContactSection } from '../../functions/src/contract/site-config.generated.ts';
import type { LicenceField, RateCard } from '../../functions/src/contract/licence-request.ts';

type LicenceTexts = Omit<NonNullable<ContactSection['licence']>, 'fields' | 'rateCard'>;

/** The licence request as the form needs it: its texts, its fields with their choices resolved, the rate card. */
export type LicenceForm = LicenceTexts & { fields: LicenceField[]; rateCard?: RateCard };

/** The form's own texts, from the contact section. */
export type FormTexts = Pick<
  ContactSection,
  'fields' | 'submitLabel' | 'sendingLabel' | 'success' | 'failure' | 'rateLimited' | 'fieldRefused'
>;
