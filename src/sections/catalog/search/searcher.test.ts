import { describe, expect, it } from 'vitest';
import { buildSearchFile, type SearchFile, type TrackText } from './build-index';
import { NO_CHOICE, type Choice } from './choice';
import { createSearcher } from './searcher';
import type { SearchTrack } from './search-track';

const text = (id: string, fields: Partial<TrackText>): TrackText => ({
  id,
  title: '',
  versions: '',
  description: '',
  keywords: '',
  instruments: '',
  lyrics: '',
  moods: '',
  genres: '',
  soundsLike: '',
  writers: '',
  ...fields,
});
const track = (id: string, facts: Partial<SearchTrack> = {}): SearchTrack => ({
  id,
  vocals: 'instrumental',
  moods: [],
  genres: [],
  bpm: 100,
  lengths: [['Main', 120]],
  noAi: false,
  ...facts,
});

const texts = [
  text('pulse', { title: 'Pulse Line', keywords: 'tense\nchase', instruments: 'analog synth\ndrum machine', description: 'A tense, pulsing cue for night driving.' }),
  text('whistle', { title: 'Sunday Walk', instruments: 'whistle\nukulele\npiano', moods: 'happy', description: 'Feel-good whistling.' }),
  text('tense-title', { title: 'Tense', description: 'Strings that build.', instruments: 'strings' }),
  text('ballad', { title: 'Slow Burn', lyrics: 'We were driving at night\nwith the windows down', instruments: 'piano\nfemale vocal', moods: 'tense' }),
  text('cafe', { title: 'Café Noir', genres: 'jazz', writers: 'Zoë Brandt' }),
];
const tracks = [
  track('pulse', { bpm: 96, lengths: [['Main', 142], ['30-second cut', 30.4]], noAi: true }),
  track('whistle', { bpm: 120, lengths: [['Main', 61]] }),
  track('tense-title', { bpm: 70, lengths: [['Main', 95]], noAi: true }),
  track('ballad', { vocals: 'both', bpm: 72, lengths: [['Main', 200], ['Instrumental', 31.9]] }),
  track('cafe', { vocals: 'vocal', bpm: 90, lengths: [['Main', 15]] }),
];
const search = createSearcher(JSON.parse(buildSearchFile(texts, tracks)) as SearchFile);
const ids = (choice: Partial<Choice>) => search({ ...NO_CHOICE, ...choice }).map((found) => found.id);

describe('the catalog search', () => {
  it('with nothing asked, gives every track in the catalog’s order', () => {
    expect(ids({})).toEqual(['pulse', 'whistle', 'tense-title', 'ballad', 'cafe']);
  });

  it('ranks a title hit before a keyword hit before a mood', () => {
    expect(ids({ q: 'tense' })).toEqual(['tense-title', 'pulse', 'ballad']);
  });

  it('needs every word, each in any field', () => {
    expect(ids({ q: 'tense synth' })).toEqual(['pulse']);
  });

  it('finds words as they are typed and with a typo', () => {
    expect(ids({ q: 'whistl' })).toEqual(['whistle']);
    expect(ids({ q: 'pianno' }).sort()).toEqual(['ballad', 'whistle']);
    expect(ids({ q: 'ukelele' })).toEqual(['whistle']);
  });

  it('finds a quoted phrase only where its words stand together', () => {
    expect(ids({ q: '"driving at night"' })).toEqual(['ballad']);
    expect(ids({ q: '"night driving"' })).toEqual(['pulse']);
    expect(ids({ q: '"at driving"' })).toEqual([]);
  });

  it('drops the tracks with a -word', () => {
    expect(ids({ q: 'piano -vocal' })).toEqual(['whistle']);
    expect(ids({ q: '-piano' })).toEqual(['pulse', 'tense-title', 'cafe']);
  });

  it('matches without accents, and writers', () => {
    expect(ids({ q: 'cafe' })).toEqual(['cafe']);
    expect(ids({ q: 'zoe brandt' })).toEqual(['cafe']);
  });

  it('keeps the tracks with a version within 2 s of the cut, and names it', () => {
    expect(search({ ...NO_CHOICE, fits: 30 })).toEqual([
      { id: 'pulse', fits: { label: '30-second cut', seconds: 30.4 } },
      { id: 'ballad', fits: { label: 'Instrumental', seconds: 31.9 } },
    ]);
    expect(ids({ fits: 15 })).toEqual(['cafe']);
    expect(ids({ fits: 27 })).toEqual([]);
  });

  it('combines words with the filters', () => {
    expect(ids({ q: 'tense', noAi: true })).toEqual(['tense-title', 'pulse']);
    expect(ids({ q: 'tense', vocals: 'vocal' })).toEqual(['ballad']);
    expect(ids({ q: 'tense', bpmFrom: 90, bpmTo: 100 })).toEqual(['pulse']);
    expect(ids({ q: 'tense synth', vocals: 'instrumental', fits: 30 })).toEqual(['pulse']);
  });
});
