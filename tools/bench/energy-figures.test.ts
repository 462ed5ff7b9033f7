import { expect, it } from 'vitest';
import { judgeHighlight, medianStretch, parseShortTerm, stretchLoudness } from './energy-figures.ts';

const line = (t: number, s: string) =>
  `[Parsed_ebur128_0 @ 0x5581] t: ${t}      TARGET:-23 LUFS    M: -20.0 S:${s}     I: -19.0 LUFS       LRA:   0.0 LU`;

it('reads ebur128 short-term lines, silence as -Infinity', () => {
  const reading = parseShortTerm([line(0.1, '-120.7'), line(3.0, ' -18.5'), line(3.1, '-inf')].join('\n'));
  expect(reading).toEqual({ t: [0.1, 3, 3.1], s: [-120.7, -18.5, -Infinity] });
});

it('judges a highlight in the loud minute louder than the median stretch, one in the quiet minute not', () => {
  // A minute at -30 then a minute at -10, a reading every 100 ms.
  const t = Array.from({ length: 1200 }, (_, i) => (i + 1) / 10);
  const reading = { t, s: t.map((time) => (time <= 60 ? -30 : -10)) };
  expect(stretchLoudness(reading, 70)).toBeCloseTo(-10, 6);
  expect(medianStretch(reading, 120)).toBeGreaterThan(-30);
  expect(judgeHighlight(reading, 120, { start: 80, end: 110 }).louder).toBe(true);
  expect(judgeHighlight(reading, 120, { start: 10, end: 40 }).louder).toBe(false);
  expect(judgeHighlight(reading, 50, { start: 10, end: 40 }).louder).toBeNull();
});
