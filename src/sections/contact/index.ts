import { defineSection } from '../define';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'contact',
  schema,
  renderer: 'ContactSection.tsx',
});
