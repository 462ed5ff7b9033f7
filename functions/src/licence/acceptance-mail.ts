import { formatAmount } from '../contract/licence-texts.js';
import type { IssuedLicence, StoredQuote } from '../contract/licence-model.js';
import type { MailDocument } from '../mail.js';

export interface LicenceLinks {
  /** The buyer's own page, /l/<token>: the licence in full with its acceptance. */
  page: string;
  /** The public verification page, /l/verify/<number>. */
  verify: string;
  /** The licence PDF, /l/pdf/<token>, printed from the stored licence when opened. */
  pdf: string;
}

const termLine = (licence: IssuedLicence) => `${licence.start} to ${licence.end ?? 'in perpetuity'}`;

/**
 * The two mails an acceptance sends, plain text like every mail of the kit, each with the licence
 * PDF's link, the buyer's page and the verification page. The PDF is linked, not attached: the
 * mail extension would carry it base64 in a Firestore document, and a link always prints the
 * licence as it stands (void, if it was voided since).
 */
export function acceptanceMails(quote: StoredQuote, licence: IssuedLicence, links: LicenceLinks, lang: string): { buyer: MailDocument; licensor: MailDocument } {
  const { offer } = quote;
  const acceptance = quote.acceptance!;
  const facts = [
    `Licence:    ${licence.number}`,
    `Track:      "${offer.track.title}" (${offer.track.version})`,
    ...(offer.use.project ? [`Production: ${offer.use.project}`] : []),
    `Licensee:   ${acceptance.company}`,
    `Media:      ${offer.use.media.label}`,
    `Territory:  ${offer.use.territory.label}`,
    `Term:       ${termLine(licence)}`,
    `Fee:        ${formatAmount(offer.fee, lang)}`,
    `Accepted:   ${new Date(acceptance.at).toISOString().replace('T', ' ').slice(0, 19)} UTC by ${acceptance.name}`,
  ].join('\n');
  const subject = `Licence ${licence.number}: "${offer.track.title}" (${offer.track.version})`;
  const buyer = [
    `Hello ${acceptance.name},`,
    '',
    `Thank you: you accepted the licence below from ${offer.licensor.name}.`,
    '',
    facts,
    '',
    `The licence PDF, with the cue-sheet details: ${links.pdf}`,
    `The licence in full, with your acceptance: ${links.page}`,
    `Anyone can check it is valid here (no fee or contact details shown): ${links.verify}`,
    '',
    `Payment: ${offer.paymentTerms}`,
  ].join('\n');
  const licensor = [
    `${acceptance.name} accepted the licence below for ${acceptance.company}.`,
    '',
    facts,
    '',
    `The licence PDF (the buyer has the same link): ${links.pdf}`,
    `The cue-sheet row: npm run licence -- cue-sheet ${licence.number}${quote.site === 'default' ? '' : ` --site ${quote.site}`}`,
    `Verification page: ${links.verify}`,
  ].join('\n');
  return {
    buyer: { to: offer.licensee.email, replyTo: offer.licensor.email, message: { subject, text: buyer } },
    licensor: { to: offer.licensor.email, replyTo: offer.licensee.email, message: { subject, text: licensor } },
  };
}
