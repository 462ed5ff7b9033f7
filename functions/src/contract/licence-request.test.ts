import { describe, expect, it } from 'vitest';
import {
  feeFor,
  formatFee,
  isCalendarDate,
  licenceProblem,
  type LicenceSettings,
  type RateCard,
} from './licence-request.ts';

const card: RateCard = {
  currency: 'USD',
  rates: [
    { media: 'online-ad', term: '1-year', territory: 'worldwide', min: 1500, max: 4000 },
    { media: 'tv-ad', term: '1-year', territory: 'usa', min: 5000, max: 15000 },
  ],
};

describe('the indicative fee', () => {
  it('is the rate whose media, term and territory all match, and nothing otherwise', () => {
    expect(feeFor(card, { media: 'online-ad', term: '1-year', territory: 'worldwide' })).toEqual({
      currency: 'USD',
      min: 1500,
      max: 4000,
    });
    expect(feeFor(card, { media: 'online-ad', term: '1-year' })).toBeUndefined();
    expect(feeFor(card, { media: 'online-ad', term: '1-year', territory: 'usa' })).toBeUndefined();
    expect(feeFor(undefined, { media: 'online-ad', term: '1-year', territory: 'worldwide' })).toBeUndefined();
  });

  it("is written in the page's language and the card's currency", () => {
    expect(formatFee({ currency: 'USD', min: 1500, max: 4000 }, 'en')).toBe('$1,500–$4,000');
    expect(formatFee({ currency: 'EUR', min: 1500, max: 4000 }, 'de')).toBe('1.500\u00a0€–4.000\u00a0€');
    expect(formatFee({ currency: 'GBP', min: 750, max: 3000 }, 'en-GB')).toBe('£750–£3,000');
  });
});

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const wrong of ['2027-02-29', '2027-13-01', '2027-1-5', 'tomorrow', '2027-02-28T00:00'])
      expect(isCalendarDate(wrong)).toBe(false);
  });
});

describe('a licence request from a shortlist', () => {
  const settings: LicenceSettings = { fields: [{ name: 'track', label: 'Track', required: true, options: [] }] };
  const today = '2026-11-23';

  it('names the shortlist by its id, though no site configures that field', () => {
    expect(licenceProblem({ track: 'Golden Hour', shortlist: '3chdyfth' }, settings, today)).toBeNull();
    expect(licenceProblem({ track: 'Golden Hour' }, settings, today)).toBeNull();
  });

  it('is refused when the shortlist is anything but an id, naming the field', () => {
    for (const shortlist of ['', 'ab', 'UPPER123', 'a'.repeat(21), 'has space', 42]) {
      expect(licenceProblem({ track: 'Golden Hour', shortlist }, settings, today)).toEqual({
        field: 'shortlist',
        message: `"licence.shortlist" must be a shortlist's id (4 to 20 lower-case letters and digits)`,
      });
    }
    // Other unconfigured fields are still refused.
    expect(licenceProblem({ track: 'Golden Hour', notes: 'x' }, settings, today)?.field).toBe('notes');
  });
});
