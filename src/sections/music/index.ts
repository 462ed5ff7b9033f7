import { defineSection } from '../define.ts';
import schema from './schema.json' with { type: 'json' };
import { starter } from './starter.ts';

export default defineSection({
  type: 'music',
  schema,
  renderer: 'MusicSection.tsx',
  starter,
  playerUrls: (section) => [section.player.url],
});
