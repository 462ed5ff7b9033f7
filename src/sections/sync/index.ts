import { actionTargets, defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'sync',
  schema,
  renderer: 'SyncSection.tsx',
  targets: actionTargets,
  sheet: (section) => ({ placements: section.placements?.items ?? [] }),
});
