import { describe, expect, it } from 'vitest';
import { parseDuration, parseRecipient, parseTracks } from './args.ts';

describe('shortlist arguments', () => {
  it('reads a recipient as a name and an address', () => {
    expect(parseRecipient('Anna Lee, Northlight <anna@northlight.tv>')).toEqual({ name: 'Anna Lee, Northlight', email: 'anna@northlight.tv' });
    expect(() => parseRecipient('anna@northlight.tv')).toThrow('--for "anna@northlight.tv": write a name and an address in angle brackets');
    expect(() => parseRecipient('Anna <not an address>')).toThrow('write a name and an address');
    expect(() => parseRecipient('Anna\u202e <anna@northlight.tv>')).toThrow('at most 100 visible characters on one line');
  });

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
