import { describe, expect, it } from 'vitest';
import { seedSummary, tempoTable, toolScore, type TempoFile } from './tempo-figures.ts';

const files: TempoFile[] = [
  { id: 'funk-100-C-major', style: 'funk', bpm: 100, ours: 101, essentia: { rhythm2013: 200 }, aubio: 99 },
  { id: 'trap-140-A-minor', style: 'trap', bpm: 140, ours: 70, essentia: { rhythm2013: 139 }, aubio: null },
  { id: 'waltz-90-G-major', style: 'waltz', bpm: 90, ours: 60, essentia: { rhythm2013: 90.5 }, aubio: 180 },
  { id: 'metal-160-E-minor', style: 'metal', bpm: 160, ours: null, essentia: { rhythm2013: 80 }, aubio: 160 },
];

describe("the tempo bench's figures", () => {
  it('scores within 4 % as Acc1, and the double, half, triple or third as Acc2 only', () => {
    expect(toolScore(files, 'ours')).toEqual({ files: 4, acc1: 0.25, acc2: 0.5 });
    expect(toolScore(files, 'essentia')).toEqual({ files: 4, acc1: 0.5, acc2: 1 });
    expect(toolScore(files, 'aubio')).toEqual({ files: 4, acc1: 0.5, acc2: 0.75 });
  });

  it('leaves out a tool no file was read by', () => {
    const oursAlone = files.map(({ essentia: _essentia, aubio: _aubio, ...file }) => file);
    expect(toolScore(oursAlone, 'essentia')).toBeUndefined();
    expect(Object.keys(tempoTable(oursAlone).figures)).toEqual(['ours']);
    expect(tempoTable(oursAlone).text).not.toContain('Essentia');
  });

  it("lists every miss with its style, the tempo written and the one measured, and the target against Essentia's", () => {
    const { text } = tempoTable(files);
    expect(text).toContain("Acc1 ≥ 95 % and ≥ Essentia's 50.0 %");
    expect(text).toContain('Misses of ours: 3');
    expect(text).toContain('trap: written 140, measured 70 (×0.50)');
    expect(text).toContain('waltz: written 90, measured 60 (×0.67)');
    expect(text).toContain('metal: written 160, measured none');
    expect(text).toContain('funk: written 100, measured 200 (×2.00)');
    expect(text).not.toContain('funk: written 100, measured 101');
  });

  it("sums a seed up on one line, each tool's share within 4 %", () => {
    expect(seedSummary(3, tempoTable(files).figures)).toBe(
      'seed 3, 4 files, within 4 %: ours 25.0 %, essentia 50.0 %, aubio 50.0 %',
    );
  });
});
