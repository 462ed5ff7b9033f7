import { quotedLicensee } from '../../functions/src/contract/accept-licence.ts';
import { CUE_USAGES } from '../../functions/src/contract/cue-usage.ts';
import { minutesSeconds } from '../../functions/src/contract/cue-sheet.ts';
import { licenceTrackFacts } from '../../functions/src/contract/licence-track-facts.ts';
import type { IssuedLicence, LicenceOffer } from '../../functions/src/contract/licence-model.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';

type AllLabels = SiteConfig['licensing']['labels'];
/** The words the quote and verification pages show: the PDF's and the mails' stay out of the page's script props. */
export type LicenceLabels = Pick<AllLabels, Exclude<keyof AllLabels, `pdf${string}` | `mail${string}`> | 'pdfLink'>;

export function pageLabels(labels: AllLabels): LicenceLabels {
  return Object.fromEntries(
    Object.entries(labels).filter(([key]) => key === 'pdfLink' || !/^(pdf|mail)[A-Z]/.test(key)),
  ) as LicenceLabels;
}

/** The rows of the quote's facts, label and value, as the page lists them (the track's as the PDF does); empty facts are left out. */
export function offerFacts(
  offer: LicenceOffer,
  licence: IssuedLicence | null,
  labels: LicenceLabels,
): Array<[string, string]> {
  const { track, use } = offer;
  const start = licence?.start ?? use.start ?? labels.startsOnAcceptance;
  const end = licence ? (licence.end ?? labels.perpetuity) : use.termMonths === null ? labels.perpetuity : '';
  const rows: Array<[string, string]> = [
    [labels.licensor, [offer.licensor.name, offer.licensor.address].filter(Boolean).join(', ')],
    [labels.licensee, quotedLicensee(offer)],
    [labels.production, use.project],
    [labels.media, use.media.label],
    [labels.territory, use.territory.label],
    [labels.term, use.term.label],
    [labels.starts, start],
    [labels.ends, end],
    [labels.exclusivity, use.exclusivity.label],
    [labels.usage, `${use.cueUsage} (${CUE_USAGES[use.cueUsage]})`],
    [labels.length, use.durationSeconds === null ? '' : minutesSeconds(use.durationSeconds)],
    ...licenceTrackFacts(track, labels),
  ];
  return rows.filter(([, value]) => value !== '');
}
