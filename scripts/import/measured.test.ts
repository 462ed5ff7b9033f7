import { expect, it } from 'vitest';
import { settleMeasured } from './measured.ts';
import type { PlannedTrack } from './plan.ts';

const planned = (entry: Record<string, unknown>, measure: PlannedTrack['measure'] = []) =>
  ({ entry: { title: 'Night Drive', ...entry }, files: [], source: 'x.wav', measure }) as unknown as PlannedTrack;
const energy = {
  facts: { curve: [0, 99], step: 1, highlight: { start: 0, end: 2 }, level: 'high' as const },
  confidence: 0.734,
};
const loudness = { integrated: -14, truePeak: -1 };

it('writes the measured energy level marked measured with its confidence, in the YAML order, with bpm and key', () => {
  const { entry, measured } = settleMeasured(planned({ bpm: 92 }, ['key']), {
    loudness,
    key: { key: 'A minor', confidence: 0.5 },
    energy,
  });
  expect(entry).toMatchObject({
    energy: 'high',
    measured: { key: { confidence: 0.5 }, energy: { confidence: 0.73 } },
  });
  expect(Object.keys(entry).indexOf('energy')).toBe(Object.keys(entry).indexOf('key') + 1);
  expect(measured?.energy).toEqual({ value: 'high', confidence: 0.73 });
});

it('marks the energy alone where tempo and key were given', () => {
  const { entry } = settleMeasured(planned({ bpm: 92, key: 'C major' }), { loudness, energy });
  expect(entry).toMatchObject({ energy: 'high', measured: { energy: { confidence: 0.73 } } });
});

it('never replaces a typed energy level', () => {
  const { entry, measured } = settleMeasured(planned({ bpm: 92, key: 'C major', energy: 'low' }), { loudness, energy });
  expect(entry).toMatchObject({ energy: 'low' });
  expect(entry).not.toHaveProperty('measured');
  expect(measured).toBeUndefined();
});
