import { quotedLicensee } from '../contract/accept-licence.ts';
import { deliveryEndsAt, type DeliveredFile } from '../contract/delivery.ts';
import { megabytes } from '../contract/file-size.ts';
import type { IssuedLicence, StoredQuote } from '../contract/licence-model.ts';
import { fill } from '../contract/fill.ts';
import { formatFee } from '../contract/licence-texts.ts';
import type { MailDocument } from '../mail.ts';
import { factLines } from './mail-facts.ts';
import type { LicencePdfStyle } from './pdf/pdf-style.ts';
import { termText } from './term-text.ts';
import { utcMinute, utcSecond } from '../contract/utc.ts';

export interface LicenceLinks {
  /** The buyer's own page, /l/<token>: the licence in full with its acceptance. */
  page: string;
  /** The public verification page, /l/verify/<number>/<code>. */
  verify: string;
  /** The licence PDF, /l/pdf/<token>, printed from the stored licence when opened. */
  pdf: string;
  /** A delivered file's download, /l/file/<token>/<name>. */
  file: (file: DeliveredFile) => string;
}

type MailStyle = Pick<LicencePdfStyle, 'lang' | 'labels'>;

/** A file as the mails name it: "Golden Hour.wav (Master, 48.2 MB)", the licensor's with its checksum. */
function fileLine(file: DeliveredFile, { lang, labels }: MailStyle, checksum: boolean): string {
  const kind = file.kind === 'master' ? labels.fileMaster : labels.fileStems;
  return `  ${file.name} (${[kind, fill(labels.fileSize, { size: megabytes(file.bytes, lang) }), ...(checksum ? [`SHA-256 ${file.sha256}`] : [])].join(', ')})`;
}

/**
 * The two mails an acceptance sends, plain text like every mail of the kit and in the site's
 * words (`licensing.labels`), each with the licence PDF's link and the verification page; the
 * buyer's also links their page and each licensed file (until `deliveryDays` after acceptance),
 * the licensor's names those files with their checksums. The PDF is linked, not attached: the mail extension would carry
 * it base64 in a Firestore document, and a link always prints the licence as it stands (void, if
 * it was voided since).
 */
export function acceptanceMails(
  quote: StoredQuote,
  licence: IssuedLicence,
  links: LicenceLinks,
  style: MailStyle,
  deliveryDays: number,
): { buyer: MailDocument; licensor: MailDocument } {
  const { lang, labels } = style;
  const { offer } = quote;
  const acceptance = quote.acceptance!;
  const files = offer.track.files ?? [];
  const until = { date: utcMinute(deliveryEndsAt(acceptance.at, deliveryDays)) };
  // The buyer's links, each under its file; the licensor's copy names the same files with their checksums, without the links.
  const buyerFiles = files.length
    ? [
        '',
        fill(labels.mailFiles, until),
        ...files.flatMap((file) => [fileLine(file, style, false), `  ${links.file(file)}`]),
      ]
    : [];
  const licensorFiles = files.length
    ? ['', fill(labels.mailLicensorFiles, until), ...files.map((file) => fileLine(file, style, true))]
    : [];
  // The licence is for the party quoted, however the buyer spelled it.
  const licensee = quotedLicensee(offer);
  const facts = factLines([
    [labels.track, `${offer.track.title} (${offer.track.version})`],
    ...(offer.use.project ? [[labels.production, offer.use.project] as const] : []),
    [labels.licensee, licensee],
    [labels.media, offer.use.media.label],
    [labels.territory, offer.use.territory.label],
    [labels.term, termText(labels, offer, licence)],
    [labels.fee, formatFee(offer.fee, lang)],
    [labels.pdfAccepted, fill(labels.mailAcceptedAt, { date: utcSecond(acceptance.at), name: acceptance.name })],
  ]);
  const title = fill(labels.pdfTitle, { number: licence.number });
  const subject = fill(labels.mailLicenceSubject, {
    number: licence.number,
    track: offer.track.title,
    version: offer.track.version,
  });
  const command = `npm run licence -- cue-sheet ${licence.number}${quote.site === 'default' ? '' : ` --site ${quote.site}`}`;
  const buyer = [
    fill(labels.mailHello, { name: acceptance.name }),
    '',
    fill(labels.mailThanks, { licensor: offer.licensor.name }),
    '',
    title,
    ...facts,
    '',
    fill(labels.mailPdf, { url: links.pdf }),
    fill(labels.mailPage, { url: links.page }),
    fill(labels.mailVerify, { url: links.verify }),
    ...buyerFiles,
    '',
    fill(labels.mailPayment, { terms: offer.paymentTerms }),
  ].join('\n');
  const licensor = [
    fill(labels.mailAcceptedBy, { name: acceptance.name, company: licensee }),
    '',
    title,
    ...facts,
    '',
    fill(labels.mailLicensorPdf, { url: links.pdf }),
    fill(labels.mailCueSheet, { command }),
    fill(labels.mailVerifyPage, { url: links.verify }),
    ...licensorFiles,
  ].join('\n');
  return {
    buyer: { to: offer.licensee.email, replyTo: offer.licensor.email, message: { subject, text: buyer } },
    licensor: { to: offer.licensor.email, replyTo: offer.licensee.email, message: { subject, text: licensor } },
  };
}
