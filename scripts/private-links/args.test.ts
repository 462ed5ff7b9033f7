import { describe, expect, it } from 'vitest';
import { parseDuration, parseTracks } from './args.ts';

describe('the private-link commands’ notations', () => {
  it('reads track ids with optional versions', () => {
    expect(parseTracks('night-drive:Instrumental, golden-hour,night-drive:30 s cut')).toEqual([
      { id: 'night-drive', version: 'Instrumental' },
      { id: 'golden-hour' },
      { id: 'night-drive', version: '30 s cut' },
    ]);
    expect(() => parseTracks('night-drive,,golden-hour')).toThrow('give track ids separated by commas');
    expect(() => parseTracks('night-drive:')).toThrow('"night-drive:" names no version after the colon');
  });

  it('reads expiries in hours, days and weeks, within a year', () => {
    expect(parseDuration('30d')).toBe(30 * 86_400_000);
    expect(parseDuration('12h')).toBe(12 * 3_600_000);
    expect(parseDuration('2w')).toBe(14 * 86_400_000);
    expect(() => parseDuration('30')).toThrow('--expires "30": give a number and a unit');
    expect(() => parseDuration('0d')).toThrow('give a number and a unit');
    expect(() => parseDuration('400d')).toThrow('at most 365 days');
  });
});
