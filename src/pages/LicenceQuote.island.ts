import { acceptProblem, companyProblem, quotedLicensee } from '../../functions/src/contract/accept-licence.ts';
import type { QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { formatAmount } from '../../functions/src/contract/licence-texts.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import { call } from '../callable/callable.ts';
import { one, parts } from '../islands/parts.ts';
import { offerFacts, type LicenceLabels } from './licence-facts.ts';
import { filesView } from './licence-files.ts';
import { element, showFiles, showIssued } from './licence-issued.ts';
import { licenceTokenOf } from './licence-address.ts';
import { QUOTE_PARTS } from './licence-parts.ts';
import { payForQuote, payLabel, paysHere, type QuotePay } from './quote-pay.ts';
import { problemText, refusalText } from './licence-refusal.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';

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

type Open = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;
type Closed = Extract<QuoteAnswer, { state: 'void' | 'expired' }>;

const isClosed = (answer: QuoteAnswer): answer is Closed => answer.state === 'void' || answer.state === 'expired';

/**
 * A buyer's quote: asks for it once with the link's token and fills the shell the build left
 * (LicencePage): the track, the fee, the facts, the terms in plain language and in full, then
 * the acceptance form, or the licence once accepted. Every text goes in as text. A script, not
 * React: nothing of React loads on this page.
 */
export default function showQuote(
  { open, accept, lang, artist, labels, pay }: LicenceQuoteProps,
  island: HTMLElement,
): void {
  const part = parts(island, QUOTE_PARTS, {
    form: HTMLFormElement,
    pdfLink: HTMLAnchorElement,
    verifyLink: HTMLAnchorElement,
  });
  const token = licenceTokenOf(location.pathname);
  const form = part.form;
  const company = one(form, '[name="company"]', HTMLInputElement);
  const button = one(form, 'button', HTMLButtonElement);

  const showUnavailable = (why?: string) => {
    part.title.textContent = labels.unavailable;
    if (why) part.unavailableText.textContent = why;
    part.unavailable.hidden = false;
    part.body.hidden = true;
    part.fee.hidden = true;
    part.expires.hidden = true;
  };

  /** A quote that can no longer be accepted says why: withdrawn, or expired and when. */
  const showClosed = (answer: Closed) =>
    showUnavailable(
      answer.state === 'void' ? labels.withdrawn : fill(labels.quoteExpired, { date: utcMinute(answer.expiresAt) }),
    );

  /** The licensed files: announced with the form, linked with the licence, or said to have ended. */
  const showFilesOf = (answer: Open) => {
    const view = token === null ? ({ show: 'none' } as const) : filesView(answer, token, labels, lang);
    part.filesComing.textContent = view.show === 'coming' ? view.text : '';
    showFiles(part, view);
  };

  const showAccepted = (answer: Open) => {
    if (token !== null && showIssued(part, answer, token, labels)) part.form.hidden = true;
  };

  const show = (answer: Open) => {
    const { offer } = answer;
    part.title.textContent = fill(labels.trackTitle, { track: offer.track.title, version: offer.track.version });
    part.for.textContent = fill(labels.quoteFor, { name: offer.licensee.name, company: quotedLicensee(offer) });
    part.for.hidden = false;
    const fee = part.fee;
    // Set left to right in its own run: in a right-to-left page the bidi algorithm would move the
    // sign of 'US$ 2,500' to the other side of its letters ('$US').
    const amount = element('bdi', formatAmount(offer.fee, lang));
    amount.dir = 'ltr';
    fee.replaceChildren(element('span', labels.fee), amount);
    fee.hidden = false;
    part.expires.textContent = fill(labels.expires, { date: utcMinute(answer.expiresAt) });
    // Once accepted, the quote's deadline is past history: the licence's own dates are in the facts.
    part.expires.hidden = answer.state !== 'open';
    if (answer.note) {
      part.note.textContent = answer.note;
      part.note.hidden = false;
    }
    part.facts.replaceChildren(
      ...offerFacts(offer, answer.licence, labels).map(([label, value]) => {
        const row = document.createElement('div');
        row.append(element('dt', label), element('dd', value));
        return row;
      }),
    );
    part.granted.replaceChildren(...offer.granted.map((line) => element('li', line)));
    part.notGranted.replaceChildren(...offer.notGranted.map((line) => element('li', line)));
    part.clauses.replaceChildren(
      ...offer.clauses.flatMap((clause) => [element('h3', clause.heading), element('p', clause.text)]),
      ...(offer.invoiceDetails ? [element('h3', labels.invoice), element('p', offer.invoiceDetails)] : []),
    );
    part.body.hidden = false;
    document.title = `${part.title.textContent} | ${artist}`;
    showFilesOf(answer);
    if (answer.state === 'accepted') return showAccepted(answer);
    // The licence is for the company the quote was made for (its clauses name it): offered, and
    // another one refused. What the buyer typed is kept.
    if (!company.value) company.value = quotedLicensee(offer);
    button.textContent = acceptLabel();
    part.form.hidden = false;
  };

  const fail = (why: unknown) => {
    console.error('getLicenceQuote failed', why);
    part.failed.textContent = labels.failed;
  };

  let current: Open | null = null;
  const acceptLabel = () => (paysHere(pay, current) ? payLabel(pay, current!, lang) : labels.accept);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!current || token === null) return;
    const fields = new FormData(form);
    const data = {
      token,
      name: String(fields.get('name') ?? ''),
      company: String(fields.get('company') ?? ''),
      agree: fields.get('agree') === 'on',
      termsHash: current.termsHash,
    };
    const refused = part.refused;
    // The function's own checks, run first here: the buyer hears at once which field is wrong.
    const problem = acceptProblem(data) ?? companyProblem(data.company, current.offer);
    if (problem) {
      refused.textContent = problemText(problem, labels);
      form.querySelector<HTMLInputElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    button.disabled = true;
    const paying = paysHere(pay, current);
    button.textContent = paying ? pay.labels.paying : labels.accepting;
    refused.textContent = '';
    // Ticked: acceptProblem above refuses the form otherwise.
    (paying ? payForQuote(pay, { ...data, agree: true }) : call<{ number: string }>(accept, data))
      .then(async (answer) => {
        // Paid for: the browser is on its way to Stripe's page.
        if (paying && answer.ok) return;
        // Whatever happened (accepted now, or before, or refused), the page shows the quote as it now stands.
        const reread = await call<QuoteAnswer>(open, { token });
        if (reread.ok) {
          const result = reread.result;
          if (isClosed(result)) showClosed(result);
          else show((current = result));
        }
        // The function's reason in the site's words; its own English message goes to the console.
        if (!answer.ok) {
          console.warn('acceptLicence refused', `${answer.status} ${answer.message}`);
          const why = refusalText(
            answer,
            labels,
            reread.ok && !isClosed(reread.result) ? (reread.result.licence?.number ?? null) : null,
          );
          // Accepted meanwhile (in another tab, by a colleague), the form is gone: the reason goes above the licence.
          (form.hidden ? part.acceptedNote : part.refused).textContent = why;
        }
        if (answer.ok) part.accepted.focus();
      })
      .catch((why: unknown) => {
        console.error('acceptLicence failed', why);
        refused.textContent = labels.failed;
      })
      .finally(() => {
        button.disabled = false;
        button.textContent = acceptLabel();
      });
  });

  const asked = token === null ? Promise.resolve(null) : call<QuoteAnswer>(open, { token });
  asked
    .then((answer) => {
      if (answer?.ok) {
        const result = answer.result;
        if (isClosed(result)) return showClosed(result);
        current = result;
        return show(result);
      }
      if (answer && answer.status !== 'NOT_FOUND') return fail(`${answer.status} ${answer.message}`);
      showUnavailable();
    })
    .catch(fail)
    .finally(() => part.header.removeAttribute('aria-busy'));
}
