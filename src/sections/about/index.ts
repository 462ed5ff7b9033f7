import { defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'about',
  schema,
  renderer: 'AboutSection.tsx',
});
