import { describe, expect, it } from 'vitest';
import { buildSearchFiles, type TrackText } from './build-index.ts';
import { NO_CHOICE, type Choice } from './choice.ts';
import { createSearcher } from './searcher.ts';
import type { SearchTrack } from './search-track.ts';
import { shardOf, type ShardEntries } from './search-shards.ts';
import { TEXT_FIELDS, WEIGHTS, type TextField } from './index-options.ts';
import { PAIRS } from './index-terms.ts';
import { TRACK_FIELDS, type TrackField } from '../../../../functions/src/contract/track-fields.ts';

// Every searched field empty, as the track-field table and the index's own fields list them: a field added there needs nothing here.
const text = (id: string, fields: Partial<TrackText>): TrackText => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  id,
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
  text('pulse', {
    title: 'Pulse Line',
    keywords: 'tense\nchase',
    instruments: 'analog synth\ndrum machine',
    description: 'A tense, pulsing cue for night driving.',
  }),
  text('whistle', {
    title: 'Sunday Walk',
    instruments: 'whistle\nukulele\npiano',
    moods: 'happy',
    description: 'Feel-good whistling.',
  }),
  text('tense-title', { title: 'Tense', description: 'Strings that build.', instruments: 'strings' }),
  text('ballad', {
    title: 'Slow Burn',
    lyrics: 'We were driving at night\nwith the windows down',
    instruments: 'piano\nfemale vocal',
    moods: 'tense',
  }),
  text('cafe', { title: 'Café Noir', genres: 'jazz', writers: 'Zoë Brandt' }),
];
const tracks = [
  track('pulse', {
    bpm: 96,
    lengths: [
      ['Main', 142],
      ['30-second cut', 30.4],
    ],
    noAi: true,
  }),
  track('whistle', { bpm: 120, lengths: [['Main', 61]] }),
  track('tense-title', { bpm: 70, lengths: [['Main', 95]], noAi: true }),
  track('ballad', {
    vocals: 'both',
    bpm: 72,
    lengths: [
      ['Main', 200],
      ['Instrumental', 31.9],
    ],
  }),
  track('cafe', { vocals: 'vocal', bpm: 90, lengths: [['Main', 15]] }),
];
const files = buildSearchFiles(texts, tracks);
// Through JSON, as the browser gets them.
const base = JSON.parse(JSON.stringify(files.base)) as typeof files.base;
const fetchedShards: string[] = [];
const search = createSearcher(base, async (shard) => {
  fetchedShards.push(shard);
  return JSON.parse(JSON.stringify(files.shards.get(shard))) as ShardEntries;
});
const ids = async (choice: Partial<Choice>) => (await search({ ...NO_CHOICE, ...choice })).map((found) => found.id);

describe('the catalog search', () => {
  it('fetches the parts of the index its words need, each once', async () => {
    fetchedShards.length = 0;
    await ids({ q: 'tense' });
    await ids({ q: 'tense synth' });
    await ids({ q: 'tenses' });
    expect(fetchedShards).toEqual([shardOf('tense'), shardOf('synth')]);
    await ids({ vocals: 'vocal' });
    expect(fetchedShards).toHaveLength(2);
  });

  it('cuts words and phrase pairs apart, by first letter', () => {
    expect(files.base.shards.length).toBeGreaterThan(10);
    expect(shardOf('piano')).toBe(shardOf('pianno'));
    expect(shardOf('piano')).not.toBe(shardOf('piano_and'));
    expect(shardOf('زمان')).toMatch(/^w[0-9a-z]+$/);
  });

  it('with nothing asked, gives every track in the catalog’s order', async () => {
    expect(await ids({})).toEqual(['pulse', 'whistle', 'tense-title', 'ballad', 'cafe']);
  });

  it('ranks a title hit before a keyword hit before a mood', async () => {
    expect(await ids({ q: 'tense' })).toEqual(['tense-title', 'pulse', 'ballad']);
  });

  it('searches the fields the track-field table gives, with its weights, as the search base carries them to the browser', async () => {
    expect(base.weights).toEqual(WEIGHTS);
    expect(Object.keys(base.weights)).toEqual(TEXT_FIELDS);
    expect(Object.keys(base.index.fieldIds)).toEqual([...TEXT_FIELDS, PAIRS]);
    for (const { name, search } of (TRACK_FIELDS as readonly TrackField[]).filter((field) => field.search)) {
      expect(base.weights[name as TextField], name).toBe(search!.weight);
      // The files number a field by its place: a place skipped or given twice would renumber the others.
      expect(base.index.fieldIds[name], name).toBe(search!.place);
    }
    // The browser ranks by the base's weights, not a copy of its own.
    const keywordsFirst = createSearcher(
      { ...base, weights: { ...base.weights, title: 0.1, keywords: 10 } },
      async (shard) => files.shards.get(shard)!,
    );
    expect((await keywordsFirst({ ...NO_CHOICE, q: 'tense' }))[0]?.id).toBe('pulse');
  });

  it('needs every word, each in any field', async () => {
    expect(await ids({ q: 'tense synth' })).toEqual(['pulse']);
  });

  it('finds words as they are typed and with a typo', async () => {
    expect(await ids({ q: 'whistl' })).toEqual(['whistle']);
    expect((await ids({ q: 'pianno' })).sort()).toEqual(['ballad', 'whistle']);
    expect(await ids({ q: 'ukelele' })).toEqual(['whistle']);
  });

  it('finds a quoted phrase only where its words stand together', async () => {
    expect(await ids({ q: '"driving at night"' })).toEqual(['ballad']);
    expect(await ids({ q: '"night driving"' })).toEqual(['pulse']);
    expect(await ids({ q: '"at driving"' })).toEqual([]);
  });

  it('drops the tracks with a -word', async () => {
    expect(await ids({ q: 'piano -vocal' })).toEqual(['whistle']);
    expect(await ids({ q: '-piano' })).toEqual(['pulse', 'tense-title', 'cafe']);
  });

  it('matches without accents, and writers', async () => {
    expect(await ids({ q: 'cafe' })).toEqual(['cafe']);
    expect(await ids({ q: 'zoe brandt' })).toEqual(['cafe']);
  });

  it('keeps the tracks with a version within 2 s of the cut, and names it', async () => {
    expect(await search({ ...NO_CHOICE, fits: 30 })).toEqual([
      { id: 'pulse', fits: { label: '30-second cut', seconds: 30.4 } },
      { id: 'ballad', fits: { label: 'Instrumental', seconds: 31.9 } },
    ]);
    expect(await ids({ fits: 15 })).toEqual(['cafe']);
    expect(await ids({ fits: 27 })).toEqual([]);
  });

  it('combines words with the filters', async () => {
    expect(await ids({ q: 'tense', noAi: true })).toEqual(['tense-title', 'pulse']);
    expect(await ids({ q: 'tense', vocals: 'vocal' })).toEqual(['ballad']);
    expect(await ids({ q: 'tense', bpmFrom: 90, bpmTo: 100 })).toEqual(['pulse']);
    expect(await ids({ q: 'tense synth', vocals: 'instrumental', fits: 30 })).toEqual(['pulse']);
  });
});
