import { quotedLicensee } from '../../functions/src/contract/accept-licence.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import { LICENCE_PDF_PATH, verifyPathOf, type QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';
import { recallPaying } from '../payment/paying.ts';
import { call } from '../shortlist/callable.ts';
import type { PaymentLabels } from '../sections/catalog/player/buy-offer.ts';
import type { LicenceLabels } from './licence-facts.ts';
import { filesView } from './licence-files.ts';

export interface LicencePaidProps {
  /** Where `getLicenceQuote` answers on this site. */
  open: string;
  lang: string;
  labels: LicenceLabels;
  pay: Pick<PaymentLabels, 'paidTitle' | 'issuing' | 'inEmail' | 'cancelled' | 'backToQuote' | 'backToTrack'>;
  /** How often, and how far apart, the page asks whether the webhook has issued the licence. */
  tries: number;
  everyMs: number;
}

type Part = 'header' | 'title' | 'status' | 'back-quote' | 'back-track' | 'licence' | 'licence-text' | 'pdf-link';
type More = 'verify-link' | 'files' | 'file-list' | 'files-until';

type Issued = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;
const issued = (answer: QuoteAnswer): answer is Issued => answer.state === 'accepted' && answer.licence !== null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  return node;
}

/**
 * Where Stripe Checkout sends the buyer back (`/l/paid`): after paying, the licence as an accepted
 * quote's page shows it, once the webhook has issued it (asked a few times, saying meanwhile that
 * it is being issued); after leaving Checkout, that nothing was charged, with the way back. The
 * quote is the one this tab remembered before leaving (payment/paying.ts); another tab or browser
 * is told the licence link is in the buyer's mail.
 */
export default function showPaid({ open, lang, labels, pay, tries, everyMs }: LicencePaidProps, island: HTMLElement) {
  const part = <E extends HTMLElement = HTMLElement>(name: Part | More) =>
    island.querySelector<E>(`[data-part="${name}"]`)!;
  const params = new URLSearchParams(location.search);
  const paying = recallPaying();
  const say = (text: string) => (part('status').textContent = text);
  const backTo = (name: 'back-quote' | 'back-track', href: string | null | undefined) => {
    if (!href) return;
    part<HTMLAnchorElement>(name).href = href;
    part(name).hidden = false;
  };

  const showLicence = (answer: Issued, token: string) => {
    const licence = answer.licence!;
    part('title').textContent = fill(labels.accepted, { number: licence.number });
    say('');
    part('licence-text').textContent = fill(labels.acceptedText, {
      name: answer.acceptance?.name ?? '',
      company: quotedLicensee(answer.offer),
      date: answer.acceptance ? utcMinute(answer.acceptance.at) : '',
      licensor: answer.offer.licensor.name,
    });
    part<HTMLAnchorElement>('pdf-link').href = `${LICENCE_PDF_PATH}/${token}`;
    part<HTMLAnchorElement>('verify-link').href = verifyPathOf(licence);
    const view = filesView(answer, token, labels, lang);
    part('files').hidden = view.show !== 'links' && view.show !== 'ended';
    part('file-list').replaceChildren(
      ...(view.show === 'links' ? view.links : []).map((file) => {
        const link = element('a', file.name);
        link.href = file.href;
        link.download = file.name;
        link.dir = 'auto';
        const item = document.createElement('li');
        item.append(link, element('span', file.detail));
        return item;
      }),
    );
    part('files-until').textContent = view.show === 'links' ? view.until : view.show === 'ended' ? view.text : '';
    part('licence').hidden = false;
    document.title = `${part('title').textContent}`;
  };

  const cancelled = params.get('cancelled') === '1';
  const token = paying?.quote.slice('/l/'.length) ?? null;
  part('title').textContent = cancelled ? pay.cancelled : pay.paidTitle;
  if (cancelled) {
    backTo('back-quote', paying?.quote);
    backTo('back-track', paying?.back);
  } else if (!params.get('session') || token === null) {
    say(pay.inEmail);
  } else {
    say(pay.issuing);
    const ask = async (left: number): Promise<void> => {
      const answer = await call<QuoteAnswer>(open, { token });
      if (answer.ok && issued(answer.result)) return showLicence(answer.result, token);
      if (left <= 1) {
        say(pay.inEmail);
        return backTo('back-quote', paying?.quote);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      return ask(left - 1);
    };
    return void ask(tries)
      .catch((why: unknown) => {
        console.error('getLicenceQuote failed', why);
        say(pay.inEmail);
      })
      .finally(() => part('header').removeAttribute('aria-busy'));
  }
  part('header').removeAttribute('aria-busy');
}
