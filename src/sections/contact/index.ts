import { defineSection } from '../define.ts';
import { licenceSettings } from './licence-config.ts';
import { contactRules } from './rules.ts';
import { publicEmail } from './public-email.ts';
import schema from './schema.json' with { type: 'json' };
import { starter } from './starter.ts';

export default defineSection({
  type: 'contact',
  schema,
  renderer: 'ContactSection.tsx',
  starter,
  rules: contactRules,
  // The public mailto: address beside the form; the owner's notifyEmail is never printed.
  sheet: (section) => {
    const email = publicEmail(section);
    return email === undefined ? {} : { email };
  },
  licenceRequest: (section) =>
    section.licence && { ...licenceSettings(section.licence), subject: section.licence.subject },
});
