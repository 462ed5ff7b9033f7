import { actionTargets, defineSection } from '../define';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'sync',
  schema,
  renderer: 'SyncSection.tsx',
  targets: actionTargets,
});
