import { defineSection } from '../define.ts';
import { contactRules } from './rules.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'contact',
  schema,
  renderer: 'ContactSection.tsx',
  rules: contactRules,
});
