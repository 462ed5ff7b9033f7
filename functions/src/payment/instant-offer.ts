import { HttpsError } from 'firebase-functions/v2/https';
import type { LicenceOffer } from '../contract/licence-model.ts';
import { buildOffer, OfferError, type InstantOffers, type OfferProblem } from '../contract/offer.ts';
import type { BuyLicenceRequest } from '../contract/payment-model.ts';
import { pricedRates } from '../contract/priced-rates.ts';
import type { LicenceSettings } from '../contract/licence-request.ts';

/** The request id an instant purchase's quote carries: it answers no contact request, and `licence list` says so. */
export const INSTANT_REQUEST = 'instant';

const wrongField = (field: keyof BuyLicenceRequest, message: string) =>
  new HttpsError('invalid-argument', message, { field });

/** A problem of the site's own settings, not the buyer's: the artist fixes the config, the buyer asks for a quote. */
function siteProblem(problem: OfferProblem): HttpsError {
  const why =
    problem.kind === 'term'
      ? `its term "${problem.term.label}" has no length in months or years`
      : problem.kind === 'choice'
        ? `the licence form has no ${problem.name} field`
        : 'the catalog does not name this track';
  return new HttpsError('failed-precondition', `this licence can't be sold at once (${why}); ask for a quote instead`, {
    state: 'not-for-sale',
  });
}

/**
 * The offer of a purchase, built from the site's own settings by the quote's builder: the
 * rate-card row the page names (a priced one), the track and version (one of the track's), the
 * buyer's words. The amount is the row's, never the page's.
 */
export function instantOffer(sent: BuyLicenceRequest, licence: LicenceSettings, offers: InstantOffers): LicenceOffer {
  const rate = pricedRates(licence).find((row) => row.index === sent.rate);
  if (!rate)
    throw wrongField('rate', `rate: row ${sent.rate} of the rate card has no fixed price; ask for a quote instead`);
  const track = offers.tracks.find((candidate) => candidate.id === sent.track);
  if (!track) throw wrongField('track', `track: "${sent.track}" is not a track of this site`);
  const version =
    track.versions.find((candidate) => candidate.key === sent.version) ??
    track.versions.find((candidate) => candidate.label === sent.version);
  if (!version)
    throw wrongField(
      'version',
      `version: "${track.title}" has no version "${sent.version}" (one of ${track.versions.map((v) => v.label).join(', ')})`,
    );
  try {
    return buildOffer({
      request: {
        id: INSTANT_REQUEST,
        name: sent.name.trim(),
        email: sent.email.trim(),
        licence: {
          company: sent.company.trim(),
          project: sent.production.trim(),
          media: rate.media.value,
          territory: rate.territory.value,
          term: rate.term.value,
        },
      },
      site: { ...offers, fields: licence.fields },
      fee: { amount: rate.price, currency: rate.currency },
      track: { id: track.id, version: version.key },
      files: offers.files[track.id]?.[version.key] ?? [],
    });
  } catch (error) {
    throw error instanceof OfferError ? siteProblem(error.problem) : error;
  }
}
