import { quotedLicensee } from '../../functions/src/contract/accept-licence.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import { LICENCE_PDF_PATH, verifyPathOf, type QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';
import type { Parts } from '../islands/parts.ts';
import type { LicenceLabels } from './licence-facts.ts';
import type { FilesView } from './licence-files.ts';
import type { ISSUED_PARTS } from './licence-parts.ts';

/** The issued licence's parts (IssuedLicence.tsx) as an island found them, its two links as links. */
export type IssuedParts = Parts<
  typeof ISSUED_PARTS,
  { pdfLink: typeof HTMLAnchorElement; verifyLink: typeof HTMLAnchorElement }
>;

type Shown = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

/** The licensed files once accepted: one link per file and until when, or that they ended and whom to ask. */
export function showFiles(part: IssuedParts, view: FilesView): void {
  part.files.hidden = view.show !== 'links' && view.show !== 'ended';
  part.fileList.replaceChildren(
    ...(view.show === 'links' ? view.links : []).map((file) => {
      const link = element('a', file.name);
      link.href = file.href;
      link.download = file.name;
      // A Latin file name in a right-to-left page keeps its extension at its end.
      link.dir = 'auto';
      const item = document.createElement('li');
      item.append(link, element('span', file.detail));
      return item;
    }),
  );
  part.filesUntil.textContent = view.show === 'links' ? view.until : '';
  if (view.show !== 'ended') return part.filesEnded.replaceChildren();
  const ask = element('a', view.email);
  ask.href = `mailto:${view.email}`;
  part.filesEnded.replaceChildren(`${view.text} `, ask);
}

/** The title with its `{number}` in a span of its own, which the page keeps on one line: MK-2026-0002 never breaks at a hyphen. */
function numberedTitle(template: string, number: string): (string | Node)[] {
  return template.split('{number}').flatMap((text, index) => (index === 0 ? [text] : [element('span', number), text]));
}

/** The licence of an accepted quote: its number, who accepted it and when, its PDF and its public proof. */
export function showIssued(part: IssuedParts, answer: Shown, token: string, labels: LicenceLabels): boolean {
  const { licence, acceptance } = answer;
  if (!licence || !acceptance) return false;
  part.acceptedTitle.replaceChildren(...numberedTitle(labels.accepted, licence.number));
  part.acceptedText.textContent = fill(labels.acceptedText, {
    name: acceptance.name,
    company: quotedLicensee(answer.offer),
    date: utcMinute(acceptance.at),
    licensor: answer.offer.licensor.name,
  });
  part.pdfLink.href = `${LICENCE_PDF_PATH}/${token}`;
  part.verifyLink.href = verifyPathOf(licence);
  part.accepted.hidden = false;
  return true;
}
