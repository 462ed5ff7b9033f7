import { fill } from '../../functions/src/contract/fill.ts';
import { LICENCE_PATH, type AcceptRequest, type QuoteAnswer } from '../../functions/src/contract/licence-model.ts';
import { formatFee } from '../../functions/src/contract/licence-texts.ts';
import type { PayQuoteRequest } from '../../functions/src/contract/payment-model.ts';
import { call, type CallAnswer } from '../callable/callable.ts';
import { rememberPaying } from '../payment/paying.ts';
import type { PaymentLabels } from '../payment/payment-labels.ts';

/** On a site that takes payment: where payLicenceQuote answers, and the pay button's words. */
export interface QuotePay {
  endpoint: string;
  labels: Pick<PaymentLabels, 'payAccept' | 'paying'>;
}

type Shown = Extract<QuoteAnswer, { state: 'open' | 'accepted' }>;

/** Whether accepting this quote means paying it here: marked so, and the page knows how. */
export const paysHere = (pay: QuotePay | undefined, answer: Shown | null): pay is QuotePay =>
  pay !== undefined && answer?.pay === 'checkout';

/** "Pay $149.00 and accept": the fee as Stripe charges it, from its minor units. */
export function payLabel(pay: QuotePay, { offer }: Shown, lang: string): string {
  return fill(pay.labels.payAccept, { amount: formatFee(offer.fee, lang) });
}

/**
 * One press of "Pay and accept": a Checkout session for the acceptance typed, under an id of this
 * press's own (a retried call is the same session; a second press is another), then off to Stripe
 * with the quote remembered for the return page. A refusal comes back as acceptLicence's would.
 */
export async function payForQuote(pay: QuotePay, data: AcceptRequest): Promise<CallAnswer<unknown>> {
  const request: PayQuoteRequest = { ...data, checkoutId: crypto.randomUUID().replaceAll('-', '') };
  const answer = await call<{ url: string }>(pay.endpoint, request);
  if (!answer.ok) return answer;
  rememberPaying(`${LICENCE_PATH}/${data.token}`);
  location.assign(answer.result.url);
  return answer;
}
