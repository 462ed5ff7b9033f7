/**
 * The rate-card rows with a fixed price: standard licences a buyer pays for at once
 * (`licensing.payment`), each named by its place in the card, so a page sends which row it means
 * and never an amount. The page lists them, the payment function charges them: one list for both.
 */
import type { Choice } from './licence-model.ts';
import { shownValue, type LicenceFieldName, type LicenceSettings } from './licence-request.ts';
import { toMinorUnits } from './money.ts';

export interface PricedRate {
  /** The row's place in `rateCard.rates`. */
  index: number;
  media: Choice;
  territory: Choice;
  term: Choice;
  /** In the currency's major units, as the config writes it; `amount` is what is charged, in its minor units. */
  price: number;
  currency: string;
  amount: number;
}

export function pricedRates(licence: LicenceSettings): PricedRate[] {
  const card = licence.rateCard;
  if (!card) return [];
  const choice = (name: LicenceFieldName, value: string): Choice => {
    const field = licence.fields.find((candidate) => candidate.name === name);
    return { value, label: field ? shownValue(field, value) : value };
  };
  return card.rates.flatMap((rate, index) => {
    // The config's rules refuse an inexact price; one that slipped through is not sold rather than charged as another amount.
    const amount = rate.price === undefined ? null : toMinorUnits(rate.price, card.currency);
    if (rate.price === undefined || amount === null) return [];
    return [
      {
        index,
        media: choice('media', rate.media),
        territory: choice('territory', rate.territory),
        term: choice('term', rate.term),
        price: rate.price,
        currency: card.currency,
        amount,
      },
    ];
  });
}
