import { defineSection } from '../define';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'music',
  schema,
  renderer: 'MusicSection.tsx',
  playerUrls: (section) => [section.player.url],
});
