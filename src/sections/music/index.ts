import { defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'music',
  schema,
  renderer: 'MusicSection.tsx',
  playerUrls: (section) => [section.player.url],
});
