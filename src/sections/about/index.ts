import { defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };
import { starter } from './starter.ts';

export default defineSection({
  type: 'about',
  schema,
  renderer: 'AboutSection.tsx',
  starter,
  // The sheet's bio is the first paragraph, unless oneSheet.bio gives a shorter one.
  sheet: (section) => ({ bio: section.paragraphs[0], highlights: section.highlights ?? [] }),
});
