import { describe, expect, it } from 'vitest';
import { admit } from './rateLimit.ts';

const limit = { maxMessages: 3, windowMinutes: 10 };
const minute = 60_000;

describe('admit', () => {
  it('admits up to the limit within one window', () => {
    let hits: number[] = [];
    for (const time of [0, minute, 2 * minute]) hits = admit(hits, time, limit) ?? [];
    expect(hits).toEqual([0, minute, 2 * minute]);
    expect(admit(hits, 3 * minute, limit)).toBeNull();
  });

  it('forgets hits older than the window', () => {
    expect(admit([0, minute, 2 * minute], 10 * minute + 1, limit)).toEqual([minute, 2 * minute, 10 * minute + 1]);
  });

  it('counts a hit stamped a moment after now by a request in flight at the same time', () => {
    expect(admit([minute + 40, minute + 90, minute + 120, minute + 150, minute + 200], minute, limit)).toBeNull();
  });

  it('ignores hits from the future (clock skew between instances)', () => {
    expect(admit([5 * minute, 6 * minute, 7 * minute], minute, limit)).toEqual([minute]);
  });
});
