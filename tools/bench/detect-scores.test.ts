import { describe, expect, it } from 'vitest';
import { keyClass, keyName, keyRelation, mirexScore, tempoAcc1, tempoAcc2 } from './detect-scores.ts';

describe('tempo accuracy', () => {
  it('Acc1 holds within 4 % of the reference and no further', () => {
    expect(tempoAcc1(124.8, 120)).toBe(true);
    expect(tempoAcc1(115.2, 120)).toBe(true);
    expect(tempoAcc1(125, 120)).toBe(false);
    expect(tempoAcc1(60, 120)).toBe(false);
    expect(tempoAcc1(null, 120)).toBe(false);
  });

  it('Acc2 also takes double, half, triple and a third, each within 4 %', () => {
    for (const measured of [120, 240, 60, 360, 40, 246]) expect(tempoAcc2(measured, 120), String(measured)).toBe(true);
    for (const measured of [90, 180, 80, 250, null]) expect(tempoAcc2(measured, 120), String(measured)).toBe(false);
  });
});

const key = (text: string) => keyClass(text)!;

describe('key classes', () => {
  it('read every spelling the kit reads and name keys in its spelling', () => {
    expect(keyClass('Gbm')).toEqual({ tonic: 6, mode: 'minor' });
    expect(keyClass('F#m')).toEqual({ tonic: 6, mode: 'minor' });
    expect(keyClass('8A')).toEqual({ tonic: 9, mode: 'minor' });
    expect(keyClass('E♭ major')).toEqual({ tonic: 3, mode: 'major' });
    expect(keyClass('D dorian')).toBeUndefined();
    expect(keyClass('')).toBeUndefined();
    expect(keyName({ tonic: 8, mode: 'major' })).toBe('A♭ major');
    expect(keyName({ tonic: 8, mode: 'minor' })).toBe('G♯ minor');
    for (let tonic = 0; tonic < 12; tonic++)
      for (const mode of ['major', 'minor'] as const)
        expect(keyClass(keyName({ tonic, mode }))).toEqual({ tonic, mode });
  });
});

describe('MIREX key score', () => {
  it.each([
    ['C major', 'C major', 'same', 1],
    ['G major', 'C major', 'fifth', 0.5],
    ['E minor', 'A minor', 'fifth', 0.5],
    ['F major', 'C major', 'other', 0],
    ['A minor', 'C major', 'relative', 0.3],
    ['C major', 'A minor', 'relative', 0.3],
    ['C minor', 'C major', 'parallel', 0.2],
    ['C major', 'C minor', 'parallel', 0.2],
    ['E♭ major', 'C minor', 'relative', 0.3],
    ['C♯ minor', 'C major', 'other', 0],
    ['D major', 'B minor', 'relative', 0.3],
  ])('%s for %s is %s, %d', (estimate, reference, relation, score) => {
    expect(keyRelation(key(estimate), key(reference))).toBe(relation);
    expect(mirexScore(key(estimate), key(reference))).toBe(score);
  });

  it('scores no key as 0', () => {
    expect(mirexScore(undefined, key('C major'))).toBe(0);
  });
});
