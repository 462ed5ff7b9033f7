import { describe, expect, it } from 'vitest';
import { normalizeKey, readKey } from './musical-key.ts';

describe('every common notation reads as one spelling', () => {
  it.each([
    ['Am', 'A minor'],
    ['A min', 'A minor'],
    ['A minor', 'A minor'],
    ['a minor', 'A minor'],
    ['A Minor', 'A minor'],
    ['a', 'A minor'],
    ['A', 'A major'],
    ['AM', 'A major'],
    ['Amaj', 'A major'],
    ['F#m', 'F♯ minor'],
    ['F♯ minor', 'F♯ minor'],
    ['Gbm', 'F♯ minor'],
    ['Abm', 'G♯ minor'],
    ['G#m', 'G♯ minor'],
    ['Dbm', 'C♯ minor'],
    ['Db', 'D♭ major'],
    ['C#', 'D♭ major'],
    ['Eb', 'E♭ major'],
    ['E♭ major', 'E♭ major'],
    ['D#m', 'E♭ minor'],
    ['Bb minor', 'B♭ minor'],
    ['B flat major', 'B♭ major'],
    ['F sharp minor', 'F♯ minor'],
    ['Cb', 'B major'],
    ['E#', 'F major'],
    ['E dorian', 'E dorian'],
    ['Eb Dorian', 'E♭ dorian'],
    ['G mixolydian', 'G mixolydian'],
    ['A aeolian', 'A minor'],
    ['  a   minor ', 'A minor'],
    ['atonal', 'Atonal'],
    ['None', 'No key'],
  ])('%s is %s', (written, key) => expect(normalizeKey(written)).toBe(key));

  it('reads all 24 Camelot codes as the wheel names them', () => {
    const wheel = [
      'G♯ minor/B major',
      'E♭ minor/F♯ major',
      'B♭ minor/D♭ major',
      'F minor/A♭ major',
      'C minor/E♭ major',
      'G minor/B♭ major',
      'D minor/F major',
      'A minor/C major',
      'E minor/G major',
      'B minor/D major',
      'F♯ minor/A major',
      'C♯ minor/E major',
    ];
    wheel.forEach((pair, i) => {
      const [minor, major] = pair.split('/');
      expect(normalizeKey(`${i + 1}A`)).toBe(minor);
      expect(normalizeKey(`${i + 1}B`)).toBe(major);
      expect(normalizeKey(`${i + 1}a`)).toBe(minor);
    });
  });

  it('reads Open Key: 1m is A minor, 1d C major, k is Camelot ((k + 6) mod 12) + 1', () => {
    expect(normalizeKey('1m')).toBe('A minor');
    expect(normalizeKey('1d')).toBe('C major');
    expect(normalizeKey('6m')).toBe('G♯ minor');
    expect(normalizeKey('12d')).toBe('F major');
    for (let k = 1; k <= 12; k++) expect(normalizeKey(`${k}m`)).toBe(normalizeKey(`${((k + 6) % 12) + 1}A`));
  });
});

describe('what names no key says how to fix it', () => {
  it('H is German for B', () => {
    expect(readKey('H minor')).toEqual({ ok: false, hint: 'German H is B in English: write B minor' });
    expect(readKey('h')).toMatchObject({ ok: false });
  });
  it('a wheel number past 12, an unknown mode, and words are refused', () => {
    expect(readKey('13A')).toEqual({ ok: false, hint: 'Camelot and Open Key numbers run from 1 to 12' });
    expect(readKey('A blues')).toMatchObject({ ok: false, hint: expect.stringContaining("'blues' is not a mode") });
    expect(normalizeKey('moody')).toBeUndefined();
    expect(normalizeKey('A constructor')).toBeUndefined();
    expect(normalizeKey('')).toBeUndefined();
  });
});
