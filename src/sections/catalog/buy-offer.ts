import { fill } from '../../../functions/src/contract/fill.ts';
import { formatMinorUnits } from '../../../functions/src/contract/money.ts';
import { PAYMENT_ENDPOINTS } from '../../../functions/src/contract/payment-model.ts';
import { pricedRates } from '../../../functions/src/contract/priced-rates.ts';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { licenceRequestOf } from '../registry.ts';
import { BUY_LABELS, type BuyOffer } from './player/buy-offer.ts';

/**
 * A track's fixed-price licences as its player offers them ("License now"): only on a site with
 * `licensing.payment` and a rate card with priced rows, else nothing, so the player's props (and
 * the page's bytes) are what they were. Uses and prices are worded at build, in the page's language.
 */
export function buyOfferOf(
  config: Pick<SiteConfig, 'licensing' | 'sections' | 'site'>,
  trackId: string,
): BuyOffer | undefined {
  const payment = config.licensing.payment;
  const request = payment && licenceRequestOf(config.sections);
  const rates = request ? pricedRates(request) : [];
  if (!payment || rates.length === 0) return undefined;
  const { labels } = payment;
  return {
    endpoint: PAYMENT_ENDPOINTS.buy.path,
    track: trackId,
    rates: rates.map((rate) => ({
      index: rate.index,
      use: fill(labels.use, { media: rate.media.label, territory: rate.territory.label, term: rate.term.label }),
      price: formatMinorUnits(rate.amount, rate.currency, config.site.lang),
    })),
    labels: Object.fromEntries(BUY_LABELS.map((key) => [key, labels[key]])) as BuyOffer['labels'],
  };
}
