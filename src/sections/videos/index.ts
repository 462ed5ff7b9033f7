import { defineSection, rawEntries, type SectionIssue } from '../define.ts';
import schema from './schema.json' with { type: 'json' };

export default defineSection({
  type: 'videos',
  schema,
  renderer: 'VideosSection.tsx',
  playerUrls: (section) => section.videos.map((video) => video.url),
  rules: (section, { index, lineOf }) => {
    const first = new Map<string, number>();
    const issues: SectionIssue[] = [];
    rawEntries(section.videos).forEach((video, v) => {
      if (typeof video.id !== 'string') return;
      const earlier = first.get(video.id);
      if (earlier === undefined) first.set(video.id, v);
      else
        issues.push({
          path: ['videos', v, 'id'],
          message: `video id '${video.id}' is used twice in this section; the first is on line ${lineOf(['sections', index, 'videos', earlier, 'id'])}`,
        });
    });
    return issues;
  },
});
