import { describe, expect, it } from 'vitest';
import { CURVE_POINTS, energyPath, highlightSpan } from './EnergyCurve.tsx';

/** The heights a path draws (0 the bottom, 16 the top of the scale), by following its moves. */
function heights(d: string): number[] {
  const [, first, moves] = /^M-1 19V(\d+)h1\.5((?:l1(?: |-)?\d+)*)h1\.5V19z$/.exec(d) ?? [];
  expect(first, `not an energy path: ${d}`).toBeDefined();
  let y = Number(first);
  const found = [18 - y];
  for (const [, dy] of moves!.matchAll(/l1 ?(-?\d+)/g)) {
    y += Number(dy);
    found.push(18 - y);
  }
  return found;
}

describe('energyPath', () => {
  it('draws each value at its height on a scale of 16, 0 at the bottom and 99 at the top', () => {
    expect(heights(energyPath([0, 99, 50, 25]))).toEqual([0, 16, 8, 4]);
  });

  it('averages a long curve down to CURVE_POINTS, keeping where it builds', () => {
    // A quiet minute, then a loud one: the second half of the drawing stands above the first.
    const drawn = heights(energyPath([...Array<number>(60).fill(10), ...Array<number>(60).fill(90)]));
    expect(drawn).toHaveLength(CURVE_POINTS);
    expect(drawn.slice(0, CURVE_POINTS / 2).every((height) => height === 2)).toBe(true);
    expect(drawn.slice(CURVE_POINTS / 2).every((height) => height === 15)).toBe(true);
  });

  it('takes at most 5 characters a point: a card of a 5-minute track adds about 300 bytes', () => {
    const curve = Array.from({ length: 300 }, (_, i) => (i * 37) % 100);
    expect(energyPath(curve).length).toBeLessThanOrEqual(20 + 5 * CURVE_POINTS);
  });
});

describe('highlightSpan', () => {
  it('places the highlight on the curve’s scale, to a tenth of a point', () => {
    // 120 values a second apart, drawn as 60 points: the highlight from 1:00 to 1:30 is points 30 to 45.
    expect(highlightSpan({ curve: Array<number>(120).fill(1), step: 1, highlight: { start: 60, end: 90 } })).toEqual({
      width: 60,
      from: 30,
      to: 45,
    });
  });

  it('keeps a highlight measured past the curve inside the drawing', () => {
    expect(highlightSpan({ curve: [1, 2, 3, 4], step: 0.5, highlight: { start: 1, end: 3 } })).toEqual({
      width: 4,
      from: 2,
      to: 4,
    });
  });
});
