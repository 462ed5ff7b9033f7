import { defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'featured-in',
  schema,
  renderer: 'FeaturedInSection.tsx',
  sheet: (section) => ({ logos: section.logos }),
});
