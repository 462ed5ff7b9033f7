import { describe, expect, it } from 'vitest';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { keyNumber, keyRelation, likeKey } from './like-key.ts';

type Track = CatalogSection['tracks'][number];

const relation = (a: string, b: string) => keyRelation(keyNumber(a), keyNumber(b));

describe('keys as "more like this" relates them', () => {
  it('numbers a key by tonic and mode, one number for every spelling of it, none for no tonic', () => {
    expect(keyNumber('C major')).toBe(0);
    expect(keyNumber('A minor')).toBe(9 + 12);
    expect(keyNumber('Am')).toBe(keyNumber('A minor'));
    expect(keyNumber('8A')).toBe(keyNumber('A minor'));
    expect(keyNumber('F#m')).toBe(keyNumber('G♭ minor'));
    expect(keyNumber('E♭ major')).toBe(3);
    expect(keyNumber('D dorian')).toBe(2 + 24);
    expect(keyNumber('Atonal')).toBeNull();
    expect(keyNumber('No key')).toBeNull();
    expect(keyNumber('nonsense')).toBeNull();
  });

  it('says the same key, and the relative key (the same notes on another tonic), and nothing else', () => {
    const table: [string, string, ReturnType<typeof keyRelation>][] = [
      ['A minor', 'Am', 'sameKey'],
      ['A minor', 'C major', 'relativeKey'],
      ['C major', 'A minor', 'relativeKey'],
      ['E♭ major', 'C minor', 'relativeKey'],
      ['F♯ minor', 'A major', 'relativeKey'],
      ['D dorian', 'C major', 'relativeKey'],
      ['E phrygian', 'A minor', 'relativeKey'],
      ['B locrian', 'G mixolydian', 'relativeKey'],
      // Parallel keys share a tonic, not their notes; a fifth apart (Camelot's neighbours) differ by a note.
      ['A minor', 'A major', undefined],
      ['C major', 'G major', undefined],
      ['A minor', 'E minor', undefined],
      ['C major', 'D♭ major', undefined],
      ['Atonal', 'Atonal', undefined],
    ];
    expect(table.map(([a, b]) => [a, b, relation(a, b)])).toEqual(table);
    expect(keyRelation(null, keyNumber('C major'))).toBeUndefined();
  });

  it('compares by the key the producer wrote or reviewed, else by what the build heard', () => {
    const track = (fields: Partial<Track>) => ({ id: 'a', title: 'A', audio: '/audio/a.mp3', ...fields }) as Track;
    const facts = { '/audio/a.mp3': { duration: 60, peaks: [], key: { key: 'E minor', confidence: 0.8 } } };
    const drone = { '/audio/a.mp3': { duration: 60, peaks: [], key: { key: null, confidence: 0.1 } } };
    expect(likeKey(track({ key: 'C major' }), facts)).toBe(keyNumber('C major'));
    expect(likeKey(track({ key: 'C major', measured: { key: { confidence: 0.4 } } }), facts)).toBe(
      keyNumber('E minor'),
    );
    expect(likeKey(track({}), facts)).toBe(keyNumber('E minor'));
    expect(likeKey(track({ key: 'C major', measured: { key: { confidence: 0.4 } } }), drone)).toBeNull();
    // Nothing heard (audio on another host): the YAML's measured value, else none.
    expect(likeKey(track({ key: 'C major', measured: { key: { confidence: 0.4 } } }), {})).toBe(keyNumber('C major'));
    expect(likeKey(track({}), {})).toBeNull();
  });
});
