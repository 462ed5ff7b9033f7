import { deliveryWindow } from '../contract/delivery-window.ts';
import { paidToAccept, quoteState, type QuoteAnswer, type StoredQuote } from '../contract/licence-model.ts';

/**
 * The quote as its page may see it now: in full while open or accepted, with how long its files'
 * links work (`days` after acceptance); its state alone once void or expired, so a void licence
 * shows no links.
 */
export function quoteAnswer(
  quote: StoredQuote,
  now: number,
  days: number,
  siteQuotes?: 'invoice' | 'pay-to-accept',
): QuoteAnswer {
  const state = quoteState(quote, now);
  if (state === 'void' || state === 'expired') return { state, expiresAt: quote.expiresAt };
  return {
    state,
    offer: quote.offer,
    termsHash: quote.termsHash,
    expiresAt: quote.expiresAt,
    note: quote.note,
    acceptance: quote.acceptance,
    licence: quote.licence,
    delivery: deliveryWindow(quote, days, now),
    ...(paidToAccept(quote, siteQuotes) && { pay: 'checkout' as const }),
  };
}
