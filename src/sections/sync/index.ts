import { actionTargets, defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };
import { starter } from './starter.ts';

export default defineSection({
  type: 'sync',
  schema,
  renderer: 'SyncSection.tsx',
  starter,
  targets: actionTargets,
  sheet: (section) => ({ placements: section.placements?.items ?? [] }),
});
