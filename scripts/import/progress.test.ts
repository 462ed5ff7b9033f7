import { describe, expect, it } from 'vitest';
import { progressLine } from './progress.ts';

describe('progressLine', () => {
  it('shows files, minutes of audio, speed and the time left at that speed', () => {
    expect(
      progressLine({ filesDone: 10, filesTotal: 40, secondsDone: 1800, secondsTotal: 7200, elapsedMs: 30_000 }),
    ).toBe('10/40 files · 30.0 min of 120.0 min of audio · 60x realtime · about 1 min 30 s left');
  });

  it('leaves out speed and time left before anything is done', () => {
    expect(progressLine({ filesDone: 0, filesTotal: 3, secondsDone: 0, secondsTotal: 540, elapsedMs: 0 })).toBe(
      '0/3 files · 0.0 min of 9.0 min of audio',
    );
  });
});
