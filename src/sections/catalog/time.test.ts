import { expect, it } from 'vitest';
import { clock, isoDuration, trackLength } from './time.ts';

it('writes a length rounded, as cue sheets and players list it', () => {
  expect([154, 59.6, 600, 49.957, 0].map(trackLength)).toEqual(['2:34', '1:00', '10:00', '0:50', '0:00']);
});

it('writes a playhead as the whole seconds it has passed', () => {
  expect([59.6, 49.957, 3599.9, -1].map(clock)).toEqual(['0:59', '0:49', '59:59', '0:00']);
});

it('writes the ISO 8601 duration schema.org reads', () => {
  expect([125, 59.6, 40.012].map(isoDuration)).toEqual(['PT2M5S', 'PT1M0S', 'PT40S']);
});
