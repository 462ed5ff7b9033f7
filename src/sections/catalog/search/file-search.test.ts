import { expect, it } from 'vitest';
import '../../../../scripts/test/compiled-schema.ts';
import { fill } from '../../../../functions/src/contract/fill.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../../../../scripts/config/load-config.ts';
import { LIMITS_IN_WORDS, type FileProblem } from '../sound/reference-file.ts';
import { PROBLEM_LABELS } from './file-search.ts';

const config = await loadSiteConfig();
const { labels } = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const said = (problem: FileProblem) => fill(labels[PROBLEM_LABELS[problem]], { name: 'stems.wav', ...LIMITS_IN_WORDS });

it('says of each file it does not compare why, with the limit it passed, every placeholder filled', () => {
  expect(said('unreadable')).toBe(
    'This browser cannot read “stems.wav” as audio. Try an MP3, WAV, AIFF, FLAC or M4A file.',
  );
  expect(said('tooLarge')).toBe('“stems.wav” is larger than 260 MB. Choose a shorter file, or an excerpt of it.');
  expect(said('tooLong')).toBe('“stems.wav” is longer than 15 minutes. Choose a shorter file, or an excerpt of it.');
  expect(said('tooManyChannels')).toBe('“stems.wav” has more than 8 channels. Choose a stereo mix of it.');
  expect(said('tooShort')).toBe(
    '“stems.wav” gives less than 5 seconds to compare. Choose a longer file or an earlier start.',
  );
});
