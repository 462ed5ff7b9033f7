import type { LicenceOffer, StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { formatAmount } from '../../functions/src/contract/licence-texts.ts';

const utc = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The buyer's mail: what is quoted, the fee, until when, and the one link that opens it. Plain text, as the contact form's mails. */
export function quoteMail(offer: LicenceOffer, quote: Pick<StoredQuote, 'expiresAt' | 'note'>, link: string, lang: string) {
  const { track, use } = offer;
  const lines = [
    `Hello ${offer.licensee.name},`,
    '',
    `${offer.licensor.name} quotes ${formatAmount(offer.fee, lang)} for the licence you asked for:`,
    '',
    `  Track:      "${track.title}" (${track.version})`,
    ...(use.project ? [`  Production: ${use.project}`] : []),
    `  Media:      ${use.media.label}`,
    `  Territory:  ${use.territory.label}`,
    `  Term:       ${use.term.label}`,
    `  ${use.exclusivity.label}`,
    '',
    ...(quote.note ? [quote.note, ''] : []),
    'Read the terms in full and accept the licence here (this link is yours alone):',
    link,
    '',
    `The quote can be accepted until ${utc(quote.expiresAt)}. On acceptance you receive the licence with its number.`,
  ];
  return {
    to: offer.licensee.email,
    replyTo: offer.licensor.email,
    message: { subject: `Licence quote: "${track.title}" (${track.version})`, text: lines.join('\n') },
  };
}
