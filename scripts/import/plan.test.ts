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
      [{ id: 'old', title: 'Old', node: { audio: '/audio/dusk.mp3', versions: [{ label: 'Instrumental', audio: '/audio/blue-hour-instrumental.mp3' }] } }],
    );
    expect(plan.add.flatMap((t) => t.files.map((f) => f.audio))).toEqual(['/audio/blue-hour.mp3', '/audio/blue-hour-instrumental-2.mp3', '/audio/dusk-2.mp3']);
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
    expect(planImport([master('Blue Hour.wav', { key: 'Am' })], [{ ...row, key: 'A minor' }], []).add[0].entry.key).toBe('A minor');
    expect(planImport([master('Blue Hour.wav', { key: 'Am' })], [row], [], { prefer: 'file' }).add[0].entry.key).toBe('A minor');
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
    expect(completed.notes).toEqual(["Blue Hour: the tags name Marlowe Kane; the sheet's writers (Marlowe Kane 60%, Iris Vale 40%) kept"]);
    const other = planImport([master('Blue Hour.wav', { composers: ['Marlowe Kane', 'Theo Banks'] })], [row], []);
    expect(other.add).toEqual([]);
    expect(other.conflicts).toMatchObject([{ field: 'writers', values: [{ value: 'Marlowe Kane, Theo Banks' }, { value: 'Marlowe Kane, Iris Vale' }] }]);
  });

  it("the sheet's words describe the track, the tags' fill in; a Duration that is not the file's is said", () => {
    const row = { file: 's.csv', line: 2, title: 'Blue Hour', vocals: 'both' as const, moods: ['Calm'], duration: 75 };
    const plan = planImport([master('Blue Hour.wav', { moods: ['Dark'], genres: ['Ambient'], duration: 60 })], [row], []);
    expect(plan.add[0]?.entry).toMatchObject({ moods: ['Calm'], genres: ['Ambient'] });
    expect(plan.conflicts).toEqual([]);
    expect(plan.notes).toEqual([
      "Blue Hour: the sheet's moods (Calm) kept over the tags' (Dark)",
      'Blue Hour.wav: s.csv:2 gives its length as 1:15, the file plays 1:00',
    ]);
  });

  it('a key tag that names no key is said and left out', () => {
    const plan = planImport([master('Dusk.wav', { key: 'H minor' })], [{ file: 's.csv', line: 2, title: 'Dusk', vocals: 'instrumental' }], []);
    expect(plan.notes).toEqual(["Dusk.wav: its key tag 'H minor' names no key (German H is B in English: write B minor); left out"]);
    expect(plan.needs).toMatchObject([{ track: 'Dusk', missing: ['a key (tag TKEY or the Key column)'] }]);
  });

  it('says what a track needs: shares for several tagged composers, vocals, BPM and key', () => {
    const plan = planImport([master('Dusk.wav', { composers: ['A', 'B'], bpm: undefined, key: undefined })], [], []);
    expect(plan.needs).toEqual([
      {
        track: 'Dusk',
        source: 'Dusk.wav',
        missing: [
          'a BPM (tag TBPM or the BPM column)',
          'a key (tag TKEY or the Key column)',
          'vocals (the Vocals column: instrumental, vocal or both)',
          'writer shares (the tags name A, B; give Writer N Name and Writer N Share in the sheet)',
        ],
      },
    ]);
  });

  it('makes ids from titles', () => {
    expect([slug('Nuit Étoilée'), slug('Rock & Roll!'), slug('???')]).toEqual(['nuit-etoilee', 'rock-and-roll', 'track']);
  });
});
