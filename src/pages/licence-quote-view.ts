import { quotedLicensee } from '../../functions/src/contract/accept-licence.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import type { QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { formatFee } from '../../functions/src/contract/licence-texts.ts';
import { utcMinute } from '../../functions/src/contract/utc.ts';
import { parts } from '../islands/parts.ts';
import { offerFacts, type LicenceLabels } from './licence-facts.ts';
import { filesView } from './licence-files.ts';
import { element, showFiles as showIssuedFiles, showIssued } from './licence-issued.ts';
import { QUOTE_PARTS } from './licence-parts.ts';
import { payLabel, paysHere, type QuotePay } from './quote-pay.ts';

export type Open = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;
export type Closed = Extract<QuoteAnswer, { state: 'void' | 'expired' }>;

export const isClosed = (answer: QuoteAnswer): answer is Closed =>
  answer.state === 'void' || answer.state === 'expired';

/** The quote page's parts, the form and its two links typed as such (src/islands/parts.ts). */
export const quoteParts = (island: HTMLElement) =>
  parts(island, QUOTE_PARTS, { form: HTMLFormElement, pdfLink: HTMLAnchorElement, verifyLink: HTMLAnchorElement });

/** What filling the quote page needs: its parts, its words and language, the link's token. */
export interface QuoteView {
  part: ReturnType<typeof quoteParts>;
  labels: LicenceLabels;
  lang: string;
  artist: string;
  token: string | null;
  /** On a site that takes payment: how a quote paid to accept is paid. */
  pay: QuotePay | undefined;
  /** The form's company field, which the quoted company fills until the buyer types. */
  company: HTMLInputElement;
  /** The form's press, which says it is accepting while the function answers. */
  button: HTMLButtonElement;
}

/** The form's press: "Accept", or "Pay $149.00 and accept" for a quote paid to accept. */
export const acceptLabel = ({ pay, labels, lang }: QuoteView, answer: Open | null): string =>
  answer !== null && paysHere(pay, answer) ? payLabel(pay, answer, lang) : labels.accept;

/** No quote to show: the link opens nothing, or `why` it no longer can be accepted. */
export function showUnavailable({ part, labels }: QuoteView, why?: string): void {
  part.title.textContent = labels.unavailable;
  if (why) part.unavailableText.textContent = why;
  part.unavailable.hidden = false;
  part.body.hidden = true;
  part.fee.hidden = true;
  part.expires.hidden = true;
}

/** A quote that can no longer be accepted says why: withdrawn, or expired and when. */
export function showClosed(view: QuoteView, answer: Closed): void {
  const { labels } = view;
  showUnavailable(
    view,
    answer.state === 'void' ? labels.withdrawn : fill(labels.quoteExpired, { date: utcMinute(answer.expiresAt) }),
  );
}

/** The quote as it stands, open or accepted: its header, its terms, its files, then the form or the licence. */
export function showOpen(view: QuoteView, answer: Open): void {
  const { part, company } = view;
  showHeader(view, answer);
  showTerms(view, answer);
  part.body.hidden = false;
  document.title = `${part.title.textContent} | ${view.artist}`;
  showFiles(view, answer);
  if (answer.state === 'accepted') return showAccepted(view, answer);
  // The licence is for the company the quote was made for (its clauses name it): offered, and
  // another one refused. What the buyer typed is kept.
  if (!company.value) company.value = quotedLicensee(answer.offer);
  view.button.textContent = acceptLabel(view, answer);
  part.form.hidden = false;
}

/** The track, who the quote is for, the fee, the deadline and the artist's note. */
function showHeader({ part, labels, lang }: QuoteView, answer: Open): void {
  const { offer } = answer;
  part.title.textContent = fill(labels.trackTitle, { track: offer.track.title, version: offer.track.version });
  part.for.textContent = fill(labels.quoteFor, { name: offer.licensee.name, company: quotedLicensee(offer) });
  part.for.hidden = false;
  // Set left to right in its own run: in a right-to-left page the bidi algorithm would move the
  // sign of 'US$ 2,500' to the other side of its letters ('$US').
  const amount = element('bdi', formatFee(offer.fee, lang));
  amount.dir = 'ltr';
  part.fee.replaceChildren(element('span', labels.fee), amount);
  part.fee.hidden = false;
  part.expires.textContent = fill(labels.expires, { date: utcMinute(answer.expiresAt) });
  // Once accepted, the quote's deadline is past history: the licence's own dates are in the facts.
  part.expires.hidden = answer.state !== 'open';
  if (answer.note) {
    part.note.textContent = answer.note;
    part.note.hidden = false;
  }
}

/** The facts, the terms in plain language (granted, not granted) and in full. */
function showTerms({ part, labels }: QuoteView, { offer, licence }: Open): void {
  part.facts.replaceChildren(
    ...offerFacts(offer, licence, labels).map(([label, value]) => {
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
}

/** The licensed files: announced with the form, linked with the licence, or said to have ended. */
function showFiles({ part, labels, lang, token }: QuoteView, answer: Open): void {
  const view = token === null ? ({ show: 'none' } as const) : filesView(answer, token, labels, lang);
  part.filesComing.textContent = view.show === 'coming' ? view.text : '';
  showIssuedFiles(part, view);
}

/** The licence in place of the form: its number, who accepted it and when, its PDF and its public proof. */
function showAccepted({ part, labels, token }: QuoteView, answer: Open): void {
  if (token !== null && showIssued(part, answer, token, labels)) part.form.hidden = true;
}
