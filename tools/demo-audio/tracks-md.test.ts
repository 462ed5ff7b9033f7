import { expect, it } from 'vitest';
import { tracksMarkdown, type ManifestEntry } from './tracks-md.ts';

const track: Parameters<typeof tracksMarkdown>[0][number] = {
  id: 'almost',
  title: 'Almost a Minute',
  bpm: 90,
  key: 'C major',
  moods: ['Calm'],
  genres: ['Ambient'],
  vocals: 'instrumental',
  description: 'A test cue.',
  versions: [],
};
const entry = (seconds: number): ManifestEntry => ({
  file: 'almost.mp3',
  track: 'almost',
  version: 'Main',
  samples: seconds * 32000,
  sampleRate: 32000,
  seconds,
  bytes: 1000,
});
const lengthOf = (seconds: number) =>
  tracksMarkdown([track], [entry(seconds)], { sampleRate: 32000, kbps: 48 })
    .split('\n')
    .find((line) => line.startsWith('| `almost`'))
    ?.split(' | ')[3];

it('lists a length as the catalog shows it: 59.6 s is 1:00, never 0:60', () => {
  expect(lengthOf(59.6)).toBe('1:00');
  expect(lengthOf(49.96)).toBe('0:50');
  expect(lengthOf(119.4)).toBe('1:59');
});

it('names the generator that writes it', () => {
  expect(tracksMarkdown([track], [entry(30)], { sampleRate: 32000, kbps: 48 })).toContain(
    '`tools/demo-audio/make-demo-tracks.ts` (`npm run make:demo-audio`)',
  );
});
