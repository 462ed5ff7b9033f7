import { acceptProblem, companyProblem } from '../../functions/src/contract/accept-licence.ts';
import type { QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { call } from '../callable/callable.ts';
import { one } from '../islands/parts.ts';
import type { LicenceLabels } from './licence-facts.ts';
import { licenceTokenOf } from './licence-address.ts';
import {
  acceptLabel,
  isClosed,
  quoteParts,
  showClosed,
  showOpen,
  showUnavailable,
  type Open,
  type QuoteView,
} from './licence-quote-view.ts';
import { problemText, refusalText } from './licence-refusal.ts';
import { payForQuote, paysHere, type QuotePay } from './quote-pay.ts';

export interface LicenceQuoteProps {
  /** Where `getLicenceQuote` and `acceptLicence` answer on this site. */
  open: string;
  accept: string;
  lang: string;
  artist: string;
  labels: LicenceLabels;
  /** On a site that takes payment: how a quote paid to accept is paid. */
  pay?: QuotePay;
}

/** The quote being shown, the one an acceptance is for; read again after every press. */
interface Shown {
  current: Open | null;
}

/** Shows any answer of `getLicenceQuote`, and keeps an open one as the one the form accepts. */
function showAnswer(view: QuoteView, shown: Shown, answer: QuoteAnswer): void {
  if (isClosed(answer)) return showClosed(view, answer);
  shown.current = answer;
  showOpen(view, answer);
}

/**
 * A buyer's quote: asks for it once with the link's token and fills the shell the build left
 * (LicencePage): the track, the fee, the facts, the terms in plain language and in full, then
 * the acceptance form, or the licence once accepted. Every text goes in as text. A script, not
 * React: nothing of React loads on this page.
 */
export default function showQuote(props: LicenceQuoteProps, island: HTMLElement): void {
  const part = quoteParts(island);
  const token = licenceTokenOf(location.pathname);
  const view: QuoteView = {
    part,
    labels: props.labels,
    lang: props.lang,
    artist: props.artist,
    token,
    pay: props.pay,
    company: one(part.form, '[name="company"]', HTMLInputElement),
    button: one(part.form, 'button', HTMLButtonElement),
  };
  const shown: Shown = { current: null };
  part.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const quote = shown.current;
    if (quote && token !== null) acceptQuote(view, props, shown, { token, quote });
  });
  const fail = (why: unknown) => {
    console.error('getLicenceQuote failed', why);
    part.failed.textContent = props.labels.failed;
  };
  const asked = token === null ? Promise.resolve(null) : call<QuoteAnswer>(props.open, { token });
  asked
    .then((answer) => {
      if (answer?.ok) return showAnswer(view, shown, answer.result);
      if (answer && answer.status !== 'NOT_FOUND') return fail(`${answer.status} ${answer.message}`);
      showUnavailable(view);
    })
    .catch(fail)
    .finally(() => part.header.removeAttribute('aria-busy'));
}

/**
 * A press of the form: the function's own checks first, here, so the buyer hears at once which
 * field is wrong; then `acceptLicence`, and the quote read again as it now stands. A quote paid to
 * accept goes to Stripe's page instead, and is accepted when the payment arrives.
 */
function acceptQuote(
  view: QuoteView,
  { accept, open }: LicenceQuoteProps,
  shown: Shown,
  { token, quote }: { token: string; quote: Open },
): void {
  const { part, labels, button } = view;
  const { form, refused } = part;
  const fields = new FormData(form);
  const data = {
    token,
    name: String(fields.get('name') ?? ''),
    company: String(fields.get('company') ?? ''),
    agree: fields.get('agree') === 'on',
    termsHash: quote.termsHash,
  };
  const problem = acceptProblem(data) ?? companyProblem(data.company, quote.offer);
  if (problem) {
    refused.textContent = problemText(problem, labels);
    form.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
    return;
  }
  button.disabled = true;
  const { pay } = view;
  const paying = paysHere(pay, quote);
  button.textContent = paying ? pay.labels.paying : labels.accepting;
  refused.textContent = '';
  // Ticked: acceptProblem above refuses the form otherwise.
  (paying ? payForQuote(pay, { ...data, agree: true }) : call<{ number: string }>(accept, data))
    .then(async (answer) => {
      // Paid for: the browser is on its way to Stripe's page.
      if (paying && answer.ok) return;
      // Whatever happened (accepted now, or before, or refused), the page shows the quote as it now stands.
      const reread = await call<QuoteAnswer>(open, { token });
      if (reread.ok) showAnswer(view, shown, reread.result);
      if (answer.ok) return part.accepted.focus();
      // The function's reason in the site's words; its own English message goes to the console.
      console.warn('acceptLicence refused', `${answer.status} ${answer.message}`);
      const number = reread.ok && !isClosed(reread.result) ? (reread.result.licence?.number ?? null) : null;
      // Accepted meanwhile (in another tab, by a colleague), the form is gone: the reason goes above the licence.
      (form.hidden ? part.acceptedNote : refused).textContent = refusalText(answer, labels, number);
    })
    .catch((why: unknown) => {
      console.error('acceptLicence failed', why);
      refused.textContent = labels.failed;
    })
    .finally(() => {
      button.disabled = false;
      button.textContent = acceptLabel(view, shown.current);
    });
}
