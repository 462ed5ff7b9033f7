/**
 * The offer's words: the site's standard terms with the quote's facts put in their placeholders,
 * once, when the quote is made. What the page shows, the hash covers and the PDF prints is this text.
 */
import { quotedLicensee } from './accept-licence.ts';
import { fill } from './fill.ts';
import type { Clause, LicenceOffer } from './licence-model.ts';
import { formatMinorUnits, toMinorUnits } from './money.ts';

type Facts = Pick<LicenceOffer, 'licensor' | 'licensee' | 'track' | 'use' | 'paymentTerms' | 'governingLaw'>;

export interface StandardTerms {
  granted: readonly string[];
  notGranted: readonly string[];
  clauses: ReadonlyArray<Clause>;
}

function values(facts: Facts): Record<string, string> {
  const { track, use } = facts;
  return {
    licensor: facts.licensor.name,
    licensee: quotedLicensee(facts),
    track: `"${track.title}" (${track.version})`,
    writers: track.writers.map((writer) => writer.name).join(', '),
    project: use.project ? `the production "${use.project}"` : 'the production',
    media: use.media.label,
    territory: use.territory.label,
    term: use.term.label,
    exclusivity: use.exclusivity.label.toLowerCase(),
    paymentTerms: facts.paymentTerms,
    governingLaw: facts.governingLaw,
  };
}

export function offerTexts(
  terms: StandardTerms,
  facts: Facts,
): Pick<LicenceOffer, 'granted' | 'notGranted' | 'clauses'> {
  const known = values(facts);
  return {
    granted: terms.granted.map((line) => fill(line, known)),
    notGranted: terms.notGranted.map((line) => fill(line, known)),
    clauses: terms.clauses.map((clause) => ({ heading: clause.heading, text: fill(clause.text, known) })),
  };
}

/** "$2,500.00", "2.500,00 €": the fee in the site's language, with its cents when it has any. */
function formatAmount(fee: { amount: number; currency: string }, lang: string): string {
  const whole = Number.isInteger(fee.amount);
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: fee.currency,
    ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  }).format(fee.amount);
}

/**
 * A fee as Stripe charges it, from the integer of its minor units ("$149.00", "¥15,000"): the
 * track's offer, the quote page, Checkout and the PDF show one number written one way.
 */
export function formatFee(fee: { amount: number; currency: string }, lang: string): string {
  const minor = toMinorUnits(fee.amount, fee.currency);
  return minor === null ? formatAmount(fee, lang) : formatMinorUnits(minor, fee.currency, lang);
}
