import type { LicenceOffer, StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import { formatFee } from '../../functions/src/contract/licence-texts.ts';
import { factLines } from '../../functions/src/licence/mail-facts.ts';
import type { LicencePdfStyle } from '../../functions/src/licence/pdf/pdf-style.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';

/**
 * The buyer's mail: what is quoted, the fee, until when, and the one link that opens it. Plain
 * text, as the contact form's mails, in the site's words (`licensing.labels`).
 */
export function quoteMail(
  offer: LicenceOffer,
  quote: Pick<StoredQuote, 'expiresAt' | 'note'>,
  link: string,
  { lang, labels }: Pick<LicencePdfStyle, 'lang' | 'labels'>,
) {
  const { track, use } = offer;
  const lines = [
    fill(labels.mailHello, { name: offer.licensee.name }),
    '',
    fill(labels.mailQuoteIntro, { licensor: offer.licensor.name, fee: formatFee(offer.fee, lang) }),
    '',
    ...factLines(
      [
        [labels.track, `${track.title} (${track.version})`],
        ...(use.project ? [[labels.production, use.project] as const] : []),
        [labels.media, use.media.label],
        [labels.territory, use.territory.label],
        [labels.term, use.term.label],
        [labels.exclusivity, use.exclusivity.label],
      ],
      '  ',
    ),
    '',
    ...(quote.note ? [quote.note, ''] : []),
    labels.mailQuoteLink,
    link,
    '',
    fill(labels.mailQuoteUntil, { date: utcMinute(quote.expiresAt) }),
  ];
  return {
    to: offer.licensee.email,
    replyTo: offer.licensor.email,
    message: {
      subject: fill(labels.mailQuoteSubject, { track: track.title, version: track.version }),
      text: lines.join('\n'),
    },
  };
}
