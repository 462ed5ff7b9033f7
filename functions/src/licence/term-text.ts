import { fill } from '../contract/fill.ts';
import type { IssuedLicence, LicenceOffer } from '../contract/licence-model.ts';
import type { LicencePdfStyle } from './pdf/pdf-style.ts';

/** An issued licence's term in the site's words, as its mails and its PDF give it: its name and dates, or its name from its start. */
export function termText(labels: LicencePdfStyle['labels'], offer: LicenceOffer, licence: IssuedLicence): string {
  const term = offer.use.term.label;
  return licence.end
    ? fill(labels.pdfTermDates, { term, start: licence.start, end: licence.end })
    : fill(labels.pdfTermPerpetual, { term, start: licence.start });
}
