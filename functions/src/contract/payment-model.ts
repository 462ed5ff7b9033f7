/**
 * What a payment through Stripe Checkout is in Firestore, written by the functions of
 * functions/src/payment/ and read by the pages and `npm run licence`.
 *
 * checkoutSessions/{sessionId}  the offer a session was made for: the quote, the amount asked, the acceptance typed before paying;
 *                               its expiresAt (TTL) clears it unpaid, and is removed once it is paid
 * paymentEvents/{eventId}       a Stripe event already handled (Stripe delivers at least once), kept a month (expiresAt, TTL)
 * licenceQuotes/{id}.payment    what was paid for the licence, once Stripe confirms it
 */
export const CHECKOUT_SESSIONS = 'checkoutSessions';
export const PAYMENT_EVENTS = 'paymentEvents';

/** The acceptance typed on the page before paying; recorded as the licence's acceptance once paid. */
export interface PendingAcceptance {
  name: string;
  company: string;
  termsHash: string;
}

export interface StoredCheckout {
  site: string;
  quote: string;
  /** What the session asks, in the currency's minor units (money.ts) and the currency's ISO code in capitals. */
  amount: number;
  currency: string;
  acceptance: PendingAcceptance;
  createdAt: number;
  /** Set once Stripe says it was paid: the licence it issued, or why it issued none. */
  outcome: { at: number; licence: string | null; note: string | null } | null;
  /** The PaymentIntent, by which a refund or dispute names the payment; null until paid. */
  paymentIntent: string | null;
}

export type PaymentState = 'paid' | 'refunded' | 'disputed';

/** A quote's payment, as the licence, its PDF and `licence list` tell it. */
export interface QuotePayment {
  state: PaymentState;
  /** In the currency's minor units (money.ts), the ISO code in capitals. */
  amount: number;
  currency: string;
  /** When Stripe confirmed it, or the day a payment made outside arrived: milliseconds since the epoch. */
  paidAt: number;
  /** Stripe's references: the Checkout session and its PaymentIntent; both null for a payment made outside Stripe. */
  session: string | null;
  paymentIntent: string | null;
  /** When it was refunded or disputed. */
  changedAt: number | null;
  /** A payment made outside Stripe (a bank transfer, an invoice paid), as `npm run licence -- paid` recorded it. */
  outside?: { reference: string | null; recordedAt: number };
}

/** The payment's reference as the licence prints it: Stripe's PaymentIntent (else its session), or the artist's own. */
export const paymentReference = (payment: QuotePayment): string | null =>
  payment.outside ? payment.outside.reference : (payment.paymentIntent ?? payment.session);

/** A payment as the verification page shows it: what, when and its reference; never who paid. */
export interface VerifiedPayment {
  state: PaymentState;
  amount: number;
  currency: string;
  paidAt: number;
  /** When it was refunded or disputed; null while it stands. */
  changedAt: number | null;
  reference: string | null;
}

export const verifiedPayment = (payment: QuotePayment): VerifiedPayment => ({
  state: payment.state,
  amount: payment.amount,
  currency: payment.currency,
  paidAt: payment.paidAt,
  changedAt: payment.changedAt,
  reference: paymentReference(payment),
});

/** What the quote page sends to pay a pay-to-accept quote: the acceptance, and an id of its own so a double click makes one session. */
export interface PayQuoteRequest {
  token: string;
  name: string;
  company: string;
  agree: true;
  termsHash: string;
  checkoutId: string;
}

/** A page-made id for one press of "Pay": 22 to 64 URL-safe characters (a UUID's 32 hex digits fit). */
export const isCheckoutId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(value);

/** The calls of payment: on the site's own address, rewritten to the functions (firebase.json). */
export const PAYMENT_ENDPOINTS = {
  payQuote: { path: '/api/licence/pay', functionId: 'payLicenceQuote' },
  buy: { path: '/api/licence/buy', functionId: 'buyLicence' },
  webhook: { path: '/api/stripe/webhook', functionId: 'stripeWebhook' },
} as const;

/** Where the buyer lands after paying ({CHECKOUT_SESSION_ID} is Stripe's placeholder, filled in by Stripe). */
export const PAID_PATH = '/l/paid';

/**
 * "License now": what a track page sends to buy a fixed-price licence. It names the track, the
 * version and the rate-card row (priced-rates.ts), never an amount; the function builds the offer
 * from the site's own settings, stores it as a quote paid to accept, and answers the quote page's
 * address, where the buyer reads the facts and terms, accepts and pays as for any such quote.
 */
export interface BuyLicenceRequest {
  track: string;
  /** The version's name as the track page lists it; the main version when the track has one. */
  version: string;
  /** The row's place in the rate card (PricedRate.index). */
  rate: number;
  name: string;
  /** Blank for a person buying for themselves. */
  company: string;
  production: string;
  email: string;
}

/** The quote page for the offer just made: `/l/<token>` on the site that asked. */
export interface BuyLicenceAnswer {
  quote: string;
}
