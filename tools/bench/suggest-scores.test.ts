import { describe, expect, it } from 'vitest';
import { SOUND_SIZE } from '../../src/audio/sound/sound-features.ts';
import { attainable, chance, leaveOneOut, type Labelled } from './suggest-scores.ts';

/** Tracks of a label lie near each other along a line through the space, labels far apart. */
const tracks: Labelled[] = [
  ...['a', 'a', 'a', 'b', 'b', 'b'].map((label, i) => ({
    id: `t${i}`,
    label,
    sound: Array.from({ length: SOUND_SIZE }, (_, d) => (label === 'a' ? 0 : 10) + i * 0.1 + (d % 2)),
  })),
  { id: 'alone', label: 'c', sound: Array.from({ length: SOUND_SIZE }, (_, d) => 5 + (d % 2)) },
];

describe('the suggestion bench', () => {
  it('counts as attainable only labels another track carries, and chance as a random other track', () => {
    expect(attainable(tracks)).toBeCloseTo(6 / 7);
    // Each of the six shares its label with 2 of the 6 others; the lone track with none.
    expect(chance(tracks)).toBeCloseTo((6 / 7) * (2 / 6));
  });

  it('scores a track right when its first suggestion is its own label, and a lone label as a miss', () => {
    const score = leaveOneOut(tracks, { neighbours: 3, threshold: 0.34 });
    expect(score.top1).toBeCloseTo(6 / 7);
    expect(score.precision).toBeLessThanOrEqual(1);
    expect(score.coverage).toBeGreaterThanOrEqual(score.top1);
  });
});
