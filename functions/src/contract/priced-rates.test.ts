import { describe, expect, it } from 'vitest';
import type { LicenceSettings } from './licence-request.ts';
import { pricedRates } from './priced-rates.ts';

const fields: LicenceSettings['fields'] = [
  { name: 'media', label: 'Media', required: true, options: [{ value: 'online-video', label: 'Online video' }] },
  { name: 'territory', label: 'Territory', required: true, options: [{ value: 'worldwide', label: 'Worldwide' }] },
  { name: 'term', label: 'Term', required: true, options: [{ value: 'perpetuity', label: 'In perpetuity' }] },
];
const rate = { media: 'online-video', term: 'perpetuity', territory: 'worldwide', min: 100, max: 300 };

describe('the rate card rows a buyer can pay for at once', () => {
  it('are the rows with a price, by their place in the card, labelled as the form labels them, in minor units', () => {
    const settings: LicenceSettings = {
      fields,
      rateCard: { currency: 'USD', rates: [rate, { ...rate, price: 149 }, { ...rate, term: '2-years', price: 0.5 }] },
    };
    expect(pricedRates(settings)).toEqual([
      {
        index: 1,
        media: { value: 'online-video', label: 'Online video' },
        territory: { value: 'worldwide', label: 'Worldwide' },
        term: { value: 'perpetuity', label: 'In perpetuity' },
        price: 149,
        currency: 'USD',
        amount: 14900,
      },
      {
        index: 2,
        media: { value: 'online-video', label: 'Online video' },
        territory: { value: 'worldwide', label: 'Worldwide' },
        term: { value: '2-years', label: '2-years' },
        price: 0.5,
        currency: 'USD',
        amount: 50,
      },
    ]);
  });

  it('are none without a rate card, and never a price the currency cannot carry exactly', () => {
    expect(pricedRates({ fields })).toEqual([]);
    expect(
      pricedRates({
        fields,
        rateCard: {
          currency: 'JPY',
          rates: [
            { ...rate, price: 1500.5 },
            { ...rate, price: 1500 },
          ],
        },
      }),
    ).toMatchObject([{ index: 1, amount: 1500, currency: 'JPY' }]);
  });
});
