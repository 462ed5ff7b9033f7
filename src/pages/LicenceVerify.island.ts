import type { VerifyAnswer } from '../../functions/src/contract/licence-model.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import { call } from '../callable/callable.ts';
import { parts } from '../islands/parts.ts';
import type { LicenceLabels } from './licence-facts.ts';
import { verifiedLicenceOf } from './licence-address.ts';
import { VERIFY_PARTS } from './licence-parts.ts';
import { verifiedPaymentText, type VerifyPaymentLabels } from './verified-payment.ts';

export interface LicenceVerifyProps {
  /** Where `verifyLicence` answers on this site. */
  verify: string;
  artist: string;
  labels: LicenceLabels;
  /** On a site that takes payment: its words, and the page's language for amounts. */
  payment?: { labels: VerifyPaymentLabels; lang: string };
}

/** Fills the verification page (LicenceVerifyPage) from `verifyLicence`'s answer for the number and code in the address. */
export default function showVerification(
  { verify, artist, labels, payment }: LicenceVerifyProps,
  island: HTMLElement,
): void {
  const part = parts(island, VERIFY_PARTS);
  const asking = verifiedLicenceOf(location.pathname);

  const show = (answer: VerifyAnswer) => {
    const verdict = part.verdict;
    verdict.textContent = fill(labels[answer.state], { number: answer.number });
    verdict.dataset.state = answer.state;
    const rows: Array<[string, string]> = [
      [labels.track, fill(labels.trackTitle, { track: answer.track, version: answer.version })],
      [labels.licensor, answer.licensor],
      [labels.licensee, answer.licensee],
      [labels.production, answer.project],
      [labels.media, answer.media],
      [labels.territory, answer.territory],
      [labels.term, answer.term],
      [labels.starts, answer.start],
      [labels.ends, answer.end ?? labels.perpetuity],
      ...(payment && answer.payment
        ? [
            [payment.labels.payment, verifiedPaymentText(answer.payment, payment.labels, payment.lang)] as [
              string,
              string,
            ],
          ]
        : []),
    ];
    part.facts.replaceChildren(
      ...rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => {
          const row = document.createElement('div');
          const term = document.createElement('dt');
          const detail = document.createElement('dd');
          term.textContent = label;
          detail.textContent = value;
          row.append(term, detail);
          return row;
        }),
    );
    part.note.hidden = false;
    document.title = `${verdict.textContent} | ${artist}`;
  };

  const unknown = () => {
    part.verdict.textContent = labels.unknown;
    part.verdict.dataset.state = 'unknown';
  };

  const asked =
    asking === null
      ? Promise.resolve(null)
      : call<VerifyAnswer>(verify, { number: asking.number, ...(asking.code !== null && { code: asking.code }) });
  asked
    .then((answer) => {
      if (answer?.ok) return show(answer.result);
      if (answer && answer.status !== 'NOT_FOUND' && answer.status !== 'INVALID_ARGUMENT') {
        console.error('verifyLicence failed', `${answer.status} ${answer.message}`);
        part.failed.textContent = labels.failed;
        return;
      }
      unknown();
    })
    .catch((why: unknown) => {
      console.error('verifyLicence failed', why);
      part.failed.textContent = labels.failed;
    })
    .finally(() => part.header.removeAttribute('aria-busy'));
}
