import { describe, expect, it } from 'vitest';
import { SOUND_SIZE } from '../../src/audio/sound/sound-features.ts';
import { styleOfName } from './styles.ts';
import { groupFigures, type BenchTrack } from './styles-run.ts';
import { stylesTable } from './styles-table.ts';

/** A track whose every number is `level` plus a small wobble: tracks of one level are one group's. */
const track = (group: string, level: number, wobble: number): BenchTrack => ({
  name: `${group}-${wobble}`,
  group,
  described: {
    sound: Array.from({ length: SOUND_SIZE }, (_, d) => level + 0.01 * Math.sin(wobble * 7 + d)),
    print: { pitches: '', rises: '' },
    query: { pitches: [], rises: [] },
    seconds: 60,
  },
});

describe('bench:styles', () => {
  it('reads the style from a detect arrangement’s name, none from a free-time piece', () => {
    expect(styleOfName('/x/hip-hop-85-Fs-minor-1046d1ef55d4.wav')).toBe('hip-hop');
    expect(styleOfName('six-eight-66-Bb-major-0420706d4f71.wav')).toBe('six-eight');
    expect(styleOfName('free-pads-free-Ab-major-7-dff55fc4e63b.wav')).toBeNull();
    expect(styleOfName('battle.ogg')).toBeNull();
  });

  it('scores neighbours of the same group against chance and the attainable', () => {
    // Six tracks apart from three: every five nearest hold all the group has.
    const tracks = [
      ...[1, 2, 3, 4, 5, 6].map((wobble) => track('big', 0, wobble)),
      ...[1, 2, 3].map((wobble) => track('small', 5, wobble)),
    ];
    const { moreLikeThis, file, groups } = groupFigures(tracks);
    expect(groups).toEqual({ big: 6, small: 3 });
    // A big track's five are its five others; a small one's, its two others and three big ones.
    expect(moreLikeThis.value).toBeCloseTo((6 * 1 + 3 * 0.4) / 9, 9);
    expect(moreLikeThis.attainable).toBeCloseTo((6 * 1 + 3 * 0.4) / 9, 9);
    expect(moreLikeThis.ofAttainable).toBeCloseTo(1, 9);
    expect(moreLikeThis.chance).toBeCloseTo((6 * (5 / 8) + 3 * (2 / 8)) / 9, 9);
    expect(file.value).toBeCloseTo(moreLikeThis.value, 9);
  });

  it('falls below the attainable when the groups do not sound apart', () => {
    const tracks = [0, 1, 2, 3, 4, 5, 6, 7].map((wobble) => track(wobble % 2 ? 'odd' : 'even', 0, wobble));
    const { moreLikeThis } = groupFigures(tracks);
    expect(moreLikeThis.attainable).toBeCloseTo(0.6, 9);
    expect(moreLikeThis.value).toBeLessThan(0.6);
  });

  it('meets the excerpts target as it is stated, to a tenth of a percent: 89 of 90 is 98.9 %', () => {
    const excerptRow = (found: number) =>
      stylesTable({
        excerpts: { count: 90, rank1: found / 90, top5: 1, missesInGroup: 0, misses: [] },
        scale: { tracks: 5000, gzipBytesPerTrack: 100, rankMs: 1, fileRankMs: 1 },
        featuresMsPerMinute: 5,
      })
        .split('\n')
        .find((row) => row.includes('30 s excerpt'))!;
    expect(excerptRow(89)).toMatch(/98\.9 % \(89 of 90\).*\| yes \|$/);
    expect(excerptRow(88)).toMatch(/97\.8 % \(88 of 90\).*\| {2}NO \|$/);
  });
});
