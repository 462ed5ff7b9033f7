import { describe, expect, it } from 'vitest';
import { waveformPath } from './Waveform.tsx';

/** The bars a path draws, as [x, top, bottom], by following its moves. */
function bars(d: string): [number, number, number][] {
  const found: [number, number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of d.matchAll(/([Mmv])(-?[\d.]+)(?:[ ,]?(-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      found.push([x, y, y + Number(a)]);
      y += Number(a);
    }
  }
  return found;
}

describe('waveformPath', () => {
  it('draws one bar per peak, centred on its slot and mirrored around the middle', () => {
    expect(bars(waveformPath([1, 0.5, 0, 0.25]))).toEqual([
      [0.5, 2, 78],
      [1.5, 21, 59],
      [2.5, 39, 41],
      [3.5, 30, 50],
    ]);
  });

  it('takes about 8 characters a bar', () => {
    const peaks = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) / 100);
    expect(waveformPath(peaks).length).toBeLessThan(900);
  });
});
