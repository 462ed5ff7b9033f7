import { actionTargets, defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };
import { starter } from './starter.ts';

export default defineSection({
  type: 'hero',
  schema,
  renderer: 'HeroSection.tsx',
  starter,
  targets: actionTargets,
  rules: (_section, { index, sections, lineOf }) => {
    // The hero's title is the page's h1, and a page has one.
    const first = sections.findIndex((section) => section.type === 'hero');
    return first < index
      ? [
          {
            path: ['type'],
            message: `a second hero section: the page has one main title (h1), and the first hero is on line ${lineOf(['sections', first, 'type'])}`,
          },
        ]
      : [];
  },
});
