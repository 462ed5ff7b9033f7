import type { PaymentLabels } from '../../../payment/payment-labels.ts';

/** The labels the track's "License now" offer shows. */
export const BUY_LABELS = [
  'licenseNow',
  'intro',
  'name',
  'company',
  'production',
  'email',
  'continue',
  'sending',
  'cancel',
  'failureTitle',
  'failure',
  'refusedField',
  'busy',
  'off',
  'askQuote',
] as const satisfies readonly (keyof PaymentLabels)[];

/** One fixed-price licence, in words drawn at build: the page names its row, never its amount. */
export interface BuyRate {
  /** The row's place in the rate card (PricedRate.index), what buyLicence is sent. */
  index: number;
  /** What, where and for how long, in plain words. */
  use: string;
  /** The price with its currency, formatted from its minor units. */
  price: string;
}

/** What a track's player needs to offer its fixed-price licences (a site with `licensing.payment`). */
export interface BuyOffer {
  /** Where buyLicence answers on this site. */
  endpoint: string;
  /** The track's id in the catalog. */
  track: string;
  rates: BuyRate[];
  labels: Pick<PaymentLabels, (typeof BUY_LABELS)[number]>;
}
