import { defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'contact',
  schema,
  renderer: 'ContactSection.tsx',
});
