import { describe, expect, it } from 'vitest';
import { planImport, slug, type Master } from './plan.ts';
import type { MasterTags } from './tags.ts';

const master = (name: string, tags: Partial<MasterTags> = {}): Master => ({
  path: `/masters/${name}`,
  name,
  base: name.replace(/\.[^.]+$/, ''),
  tags: { composers: ['Marlowe Kane'], genres: [], moods: [], duration: 60, sampleRate: 44100, channels: 2, format: 'wav', bpm: 90, key: 'A minor', ...tags },
});

describe('planImport', () => {
  it('gives each preview its own address, also when a version and another track would share one', () => {
    const plan = planImport([master('Blue Hour.wav'), master('Blue Hour (Instrumental).wav'), master('Dusk.wav')], [{ file: 's.csv', line: 2, title: 'Dusk', vocals: 'instrumental' }], [
      { id: 'old', title: 'Old', node: { audio: '/audio/dusk.mp3', versions: [{ label: 'Instrumental', audio: '/audio/blue-hour-instrumental.mp3' }] } },
    ]);
    expect(plan.add.flatMap((t) => t.files.map((f) => f.audio))).toEqual(['/audio/blue-hour.mp3', '/audio/blue-hour-instrumental-2.mp3', '/audio/dusk-2.mp3']);
  });

  it('holds back a track whose tags and sheet disagree, and settles it with a preference', () => {
    const row = { file: 's.csv', line: 2, title: 'Blue Hour', key: 'C major', vocals: 'instrumental' as const };
    const held = planImport([master('Blue Hour.wav', { key: 'Am' })], [row], []);
    expect([held.add.length, held.conflicts]).toEqual([0, [{ track: 'Blue Hour', field: 'key', values: [{ from: 'Blue Hour.wav (tags)', value: 'Am' }, { from: 's.csv:2', value: 'C major' }] }]]);
    expect(planImport([master('Blue Hour.wav', { key: 'Am' })], [{ ...row, key: 'A minor' }], []).add[0].entry.key).toBe('A minor');
    expect(planImport([master('Blue Hour.wav', { key: 'Am' })], [row], [], { prefer: 'file' }).add[0].entry.key).toBe('Am');
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
