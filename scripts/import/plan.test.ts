import { describe, expect, it } from 'vitest';
import { planImport, slug, type Master } from './plan.ts';
import type { MasterTags } from './tags.ts';

const master = (name: string, tags: Partial<MasterTags> = {}): Master => ({
  path: `/masters/${name}`,
  name,
  base: name.replace(/\.[^.]+$/, ''),
  tags: {
    composers: ['Marlowe Kane'],
    genres: [],
    moods: [],
    keywords: [],
    instruments: [],
    duration: 60,
    sampleRate: 44100,
    channels: 2,
    format: 'wav',
    bpm: 90,
    key: 'A minor',
    ...tags,
  },
});

describe('planImport', () => {
  it('gives each preview its own address, also when a version and another track would share one', () => {
    const plan = planImport(
      [master('Blue Hour.wav'), master('Blue Hour (Instrumental).wav'), master('Dusk.wav')],
      [{ file: 's.csv', line: 2, title: 'Dusk', vocals: 'instrumental' }],
      [
        {
          id: 'old',
          title: 'Old',
          node: {
            audio: '/audio/dusk.mp3',
            versions: [{ label: 'Instrumental', audio: '/audio/blue-hour-instrumental.mp3' }],
          },
        },
      ],
    );
    expect(plan.add.flatMap((t) => t.files.map((f) => f.audio))).toEqual([
      '/audio/blue-hour.mp3',
      '/audio/blue-hour-instrumental-2.mp3',
      '/audio/dusk-2.mp3',
    ]);
  });

  it('holds back a track whose tags and sheet disagree, and settles it with a preference', () => {
    const row = { file: 's.csv', line: 2, title: 'Blue Hour', key: 'C major', vocals: 'instrumental' as const };
    const held = planImport([master('Blue Hour.wav', { key: 'Am' })], [row], []);
    expect([held.add.length, held.conflicts]).toEqual([
      0,
      [
        {
          track: 'Blue Hour',
          field: 'key',
          values: [
            { from: 'Blue Hour.wav (tags)', value: 'A minor' },
            { from: 's.csv:2', value: 'C major' },
          ],
        },
      ],
    ]);
    expect(
      planImport([master('Blue Hour.wav', { key: 'Am' })], [{ ...row, key: 'A minor' }], []).add[0]?.entry.key,
    ).toBe('A minor');
    expect(planImport([master('Blue Hour.wav', { key: 'Am' })], [row], [], { prefer: 'file' }).add[0]?.entry.key).toBe(
      'A minor',
    );
  });

  it('the sheet is the record for rights: tags naming fewer of its writers are completed and noted; a writer it lacks is a conflict', () => {
    const row = {
      file: 's.csv',
      line: 2,
      title: 'Blue Hour',
      vocals: 'both' as const,
      writers: [
        { name: 'Marlowe Kane', share: 60 },
        { name: 'Iris Vale', share: 40 },
      ],
    };
    const completed = planImport([master('Blue Hour.wav', { composers: ['Marlowe Kane'] })], [row], []);
    expect(completed.conflicts).toEqual([]);
    expect(completed.add[0]?.entry.rights.writers).toEqual(row.writers);
    expect(completed.notes).toEqual([
      "Blue Hour: the tags name Marlowe Kane; the sheet's writers (Marlowe Kane 60%, Iris Vale 40%) kept",
    ]);
    const other = planImport([master('Blue Hour.wav', { composers: ['Marlowe Kane', 'Theo Banks'] })], [row], []);
    expect(other.add).toEqual([]);
    expect(other.conflicts).toMatchObject([
      { field: 'writers', values: [{ value: 'Marlowe Kane, Theo Banks' }, { value: 'Marlowe Kane, Iris Vale' }] },
    ]);
  });

  it("the sheet's words describe the track, the tags' fill in; a Duration that is not the file's is said", () => {
    const row = { file: 's.csv', line: 2, title: 'Blue Hour', vocals: 'both' as const, moods: ['Calm'], duration: 75 };
    const plan = planImport(
      [master('Blue Hour.wav', { moods: ['Dark'], genres: ['Ambient'], duration: 60 })],
      [row],
      [],
    );
    expect(plan.add[0]?.entry).toMatchObject({ moods: ['Calm'], genres: ['Ambient'] });
    expect(plan.conflicts).toEqual([]);
    expect(plan.notes).toEqual([
      "Blue Hour: the sheet's moods (Calm) kept over the tags' (Dark)",
      'Blue Hour.wav: s.csv:2 gives its length as 1:15, the file plays 1:00',
    ]);
  });

  it('a key tag that names no key is said and left out, and the key is measured', () => {
    const plan = planImport(
      [master('Dusk.wav', { key: 'H minor' })],
      [{ file: 's.csv', line: 2, title: 'Dusk', vocals: 'instrumental' }],
      [],
    );
    expect(plan.notes).toEqual([
      "Dusk.wav: its key tag 'H minor' names no key (German H is B in English: write B minor); left out",
    ]);
    expect(plan.needs).toEqual([]);
    expect(plan.add[0]).toMatchObject({ entry: { bpm: 90 }, measure: ['key'] });
    expect(plan.add[0]?.entry.key).toBeUndefined();
  });

  it('says what a track needs that the audio cannot tell: shares for several tagged composers, vocals', () => {
    const plan = planImport([master('Dusk.wav', { composers: ['A', 'B'], bpm: undefined, key: undefined })], [], []);
    expect(plan.needs).toEqual([
      {
        track: 'Dusk',
        source: 'Dusk.wav',
        missing: [
          'vocals (the Vocals column, --vocals or importDefaults: instrumental, vocal or both)',
          'writer shares (the tags name A, B; give Writer N Name and Writer N Share in the sheet, or --writer "Name:share" for each)',
        ],
      },
    ]);
  });

  it('plans a track with no tempo or key anywhere to be measured, and takes them from the file name first', () => {
    const bare = { composers: [], bpm: undefined, key: undefined };
    const defaults = { writers: [{ name: 'Mia Park', share: 100 }], vocals: 'instrumental' as const };
    const plan = planImport(
      [master('Dusk.wav', bare), master('NightDrive_120_Amin.wav', bare), master('Blue Hour 90bpm.wav', bare)],
      [],
      [],
      { defaults },
    );
    expect(plan.needs).toEqual([]);
    expect(plan.add.map((t) => [t.entry.title, t.entry.bpm, t.entry.key, t.measure])).toEqual([
      ['Dusk', undefined, undefined, ['bpm', 'key']],
      ['Night Drive', 120, 'A minor', []],
      ['Blue Hour', 90, undefined, ['key']],
    ]);
  });

  it('a tag or the sheet wins over the file name, which is noted', () => {
    const plan = planImport(
      [master('Dusk 120bpm Am.wav', { bpm: 92 })],
      [{ file: 's.csv', line: 2, title: 'Dusk', vocals: 'instrumental' }],
      [],
    );
    expect(plan.add[0]?.entry).toMatchObject({ title: 'Dusk', bpm: 92, key: 'A minor' });
    expect(plan.notes).toEqual(['Dusk: the file name says 120 BPM, the sheet or tags 92 BPM; 92 BPM kept']);
  });

  it("takes the title from the sheet, then the tags, then the file name; a track imported under its file name's title is found", () => {
    const tagged = master('music-battle-epic.flac', { title: 'Battle Epic' });
    const row = { file: 's.csv', line: 2, title: 'Battle Epic', vocals: 'instrumental' as const };
    expect(planImport([tagged], [row], []).add[0]?.entry).toMatchObject({ id: 'battle-epic', title: 'Battle Epic' });
    const { title: _title, ...untitled } = row;
    expect(planImport([tagged], [{ ...untitled, fileName: 'music-battle-epic.flac' }], []).add[0]?.entry.title).toBe(
      'Battle Epic',
    );
    expect(
      planImport([master('Dusk_inst.wav', { title: 'Dusk (Instrumental)' })], [{ ...row, title: 'Dusk' }], []).add[0]
        ?.entry.title,
    ).toBe('Dusk');
    expect(
      planImport([tagged], [row], [{ id: 'music-battle-epic', title: 'music-battle-epic', node: {} }]).present,
    ).toEqual([{ id: 'music-battle-epic', title: 'music-battle-epic', files: ['music-battle-epic.flac'] }]);
  });

  it("credits a track from its own tags and sheet first, then the import's defaults", () => {
    const defaults = {
      writers: [{ name: 'Mia Park', share: 100 }],
      publishers: [{ name: 'Park Songs', share: 100 }],
      vocals: 'vocal' as const,
    };
    const plan = planImport(
      [
        master('Tagged.wav', { composers: ['Theo Banks'], publisher: 'Banks Music' }),
        master('Bare.wav', { composers: [] }),
        master('Pair.wav', { composers: ['Mia Park', 'Theo Banks'] }),
        master('Night.wav', { composers: [] }),
        master('Night (Instrumental).wav', { composers: [] }),
      ],
      [{ file: 's.csv', line: 2, title: 'Bare', vocals: 'instrumental' }],
      [],
      {
        defaults: {
          ...defaults,
          writers: [
            { name: 'Mia Park', share: 50 },
            { name: 'theo banks', share: 50 },
          ],
        },
      },
    );
    expect(
      plan.add.map((t) => [
        t.entry.title,
        t.entry.vocals,
        t.entry.rights.writers.map((w) => `${w.name} ${w.share}`),
        t.entry.rights.publishers,
      ]),
    ).toEqual([
      ['Tagged', 'vocal', ['Theo Banks 100'], [{ name: 'Banks Music', share: 100 }]],
      ['Bare', 'instrumental', ['Mia Park 50', 'theo banks 50'], [{ name: 'Park Songs', share: 100 }]],
      ['Pair', 'vocal', ['Mia Park 50', 'theo banks 50'], [{ name: 'Park Songs', share: 100 }]],
      ['Night', 'both', ['Mia Park 50', 'theo banks 50'], [{ name: 'Park Songs', share: 100 }]],
    ]);
    const other = planImport([master('Pair.wav', { composers: ['Mia Park', 'Iris Vale'] })], [], [], { defaults });
    expect(other.needs[0]?.missing).toEqual([
      'writer shares (the tags name Mia Park, Iris Vale; give Writer N Name and Writer N Share in the sheet, or --writer "Name:share" for each)',
    ]);
  });

  it('makes ids from titles', () => {
    expect([slug('Nuit Étoilée'), slug('Rock & Roll!'), slug('???')]).toEqual([
      'nuit-etoilee',
      'rock-and-roll',
      'track',
    ]);
  });
});
