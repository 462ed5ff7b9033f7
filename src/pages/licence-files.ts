import { deliveryPathOf } from '../../functions/src/contract/delivery.ts';
import { megabytes } from '../../functions/src/contract/file-size.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import type { QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';
import type { LicenceLabels } from './licence-facts.ts';

type Shown = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;

export interface FileLink {
  name: string;
  /** On the site's own address: `/l/file/<token>/<name>`. */
  href: string;
  /** Its kind and size in the site's words: "Master · 48.2 MB". */
  detail: string;
}

/**
 * What the quote page says of the licensed files: before acceptance, that they come with it and
 * for how long; once accepted, one link per file and until when they work; after that, that they
 * ended and whom to ask. Nothing when the offer names no files (a void licence's answer has none).
 */
export type FilesView =
  | { show: 'none' }
  | { show: 'coming'; text: string }
  | { show: 'links'; links: FileLink[]; until: string }
  | { show: 'ended'; text: string; email: string };

export function filesView(answer: Shown, token: string, labels: LicenceLabels, lang: string): FilesView {
  const { delivery, offer } = answer;
  const files = offer.track.files ?? [];
  if (!delivery || !files.length) return { show: 'none' };
  if (answer.state === 'open' || delivery.endsAt === null)
    return { show: 'coming', text: fill(labels.filesOnAcceptance, { days: String(delivery.days) }) };
  const date = utcMinute(delivery.endsAt);
  if (delivery.ended)
    return {
      show: 'ended',
      text: fill(labels.filesEnded, { date, licensor: offer.licensor.name }),
      email: offer.licensor.email,
    };
  return {
    show: 'links',
    links: files.map((file) => ({
      name: file.name,
      href: deliveryPathOf(token, file),
      detail: `${file.kind === 'master' ? labels.fileMaster : labels.fileStems} · ${fill(labels.fileSize, { size: megabytes(file.bytes, lang) })}`,
    })),
    until: fill(labels.filesUntil, { date }),
  };
}
