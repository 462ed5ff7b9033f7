import { fill } from '../../functions/src/contract/fill.ts';
import type { QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { call } from '../callable/callable.ts';
import { parts } from '../islands/parts.ts';
import { recallPaying } from '../payment/paying.ts';
import type { PaymentLabels } from '../payment/payment-labels.ts';
import type { LicenceLabels } from './licence-facts.ts';
import { filesView } from './licence-files.ts';
import { showFiles, showIssued } from './licence-issued.ts';
import { PAID_PARTS } from './licence-parts.ts';

export interface LicencePaidProps {
  /** Where `getLicenceQuote` answers on this site. */
  open: string;
  lang: string;
  artist: string;
  labels: LicenceLabels;
  pay: Pick<PaymentLabels, 'paidTitle' | 'issuing' | 'inEmail' | 'cancelledTitle' | 'cancelled'>;
  /** How often, and how far apart, the page asks whether the webhook has issued the licence. */
  tries: number;
  everyMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where Stripe Checkout sends the buyer back (`/l/paid`). After paying: the licence as an accepted
 * quote's page shows it, once the webhook has issued it, asked a few times while the page says it
 * is being issued. After leaving Checkout: that nothing was charged, and the way back to the quote
 * and the track. The quote is the one this tab remembered before leaving (payment/paying.ts);
 * another tab or browser, or a licence slow to come, is told the link is in the buyer's mail.
 */
export default function showPaid(
  { open, lang, artist, labels, pay, tries, everyMs }: LicencePaidProps,
  island: HTMLElement,
): void {
  const part = parts(island, PAID_PARTS, {
    pdfLink: HTMLAnchorElement,
    verifyLink: HTMLAnchorElement,
    backQuote: HTMLAnchorElement,
    backTrack: HTMLAnchorElement,
  });
  const params = new URLSearchParams(location.search);
  const paying = recallPaying();
  const token = paying?.quote.split('/').pop() ?? null;
  const say = (text: string) => (part.status.textContent = text);
  const back = (link: HTMLAnchorElement, href: string | null | undefined) => {
    if (!href) return;
    link.href = href;
    link.hidden = false;
  };
  const done = () => part.header.removeAttribute('aria-busy');

  if (params.get('cancelled') === '1') {
    part.title.textContent = pay.cancelledTitle;
    say(pay.cancelled);
    back(part.backQuote, paying?.quote);
    back(part.backTrack, paying?.back);
    return done();
  }
  part.title.textContent = pay.paidTitle;
  if (!params.get('session') || token === null) {
    say(pay.inEmail);
    return done();
  }
  say(pay.issuing);
  const ask = async (left: number): Promise<void> => {
    const answer = await call<QuoteAnswer>(open, { token });
    if (answer.ok && answer.result.state === 'accepted' && showIssued(part, answer.result, token, labels)) {
      document.title = `${fill(labels.accepted, { number: answer.result.licence!.number })} | ${artist}`;
      showFiles(part, filesView(answer.result, token, labels, lang));
      return void say('');
    }
    if (left <= 1) {
      say(pay.inEmail);
      return back(part.backQuote, paying?.quote);
    }
    await pause(everyMs);
    return ask(left - 1);
  };
  ask(tries)
    .catch((why: unknown) => {
      console.error('getLicenceQuote failed', why);
      say(pay.inEmail);
    })
    .finally(done);
}
