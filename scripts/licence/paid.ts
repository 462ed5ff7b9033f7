// npm run licence -- paid NUMBER [--amount AMOUNT] [--currency CODE] [--reference TEXT] [--date YYYY-MM-DD]
// Records a licence's fee as paid outside Stripe (a bank transfer, an invoice paid): its PDF,
// verification page, `licence list` and the inbox's exports then say what was paid, when, and
// the artist's reference.
import type { Firestore } from 'firebase-admin/firestore';
import { LICENCE_QUOTES, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { formatMinorUnits, priceDecimals, toMinorUnits } from '../../functions/src/contract/money.ts';
import { paymentReference, type QuotePayment } from '../../functions/src/contract/payment-model.ts';
import { hidesNothing } from '../../functions/src/contract/visible-text.ts';
import { UndrawableText, undrawableIn } from '../../functions/src/licence/pdf/render-licence-pdf.tsx';
import { utcDay } from '../../functions/src/contract/licence-term.ts';
import { CommandError, UsageError, type OptionSpecs, type Values } from '../cli/command.ts';
import { connectSite } from '../private-links/connect.ts';
import { plainText } from '../text/plain-text.ts';
import { parseCurrency, parseDate } from './args.ts';
import { findQuote } from './store.ts';

/** The options `paid` adds to the licence command's (which lend it --currency and --project). */
export const paidOptions = {
  amount: {
    type: 'string',
    value: 'AMOUNT',
    help: "paid: what arrived, e.g. 2500 or 2500.50 (default the licence's fee)",
  },
  reference: {
    type: 'string',
    value: 'TEXT',
    help: "paid: your reference for it, e.g. the invoice's number or the bank transfer's",
  },
  date: { type: 'string', value: 'YYYY-MM-DD', help: 'paid: the day it arrived (default today, UTC)' },
} satisfies OptionSpecs;

export type PaidValues = Values<typeof paidOptions> & { currency?: string; project?: string };

/** What the command line says was paid, before any quote is read. */
export interface PaidGiven {
  amount?: string;
  currency?: string;
  reference?: string;
  date?: string;
}

const MAX_REFERENCE = 200;
const DAY_MS = 86_400_000;

const money = (payment: Pick<QuotePayment, 'amount' | 'currency'>) =>
  formatMinorUnits(payment.amount, payment.currency, 'en');

/** Refuses a line whose options are not written right, before any database is reached. */
export function checkGiven(given: PaidGiven): void {
  if (given.currency !== undefined) parseCurrency(given.currency);
  if (given.amount !== undefined)
    parseAmount(given.amount, given.currency === undefined ? 'USD' : parseCurrency(given.currency));
  if (given.reference !== undefined) parseReference(given.reference);
  if (given.date !== undefined) parseDate(given.date, '--date');
}

/** The payment as it would be recorded on this quote, or the reason it is not: checked before anything is written. */
export function outsidePayment(quote: StoredQuote, id: string, given: PaidGiven, now: number): QuotePayment {
  const what = quote.licence ? `licence ${quote.licence.number}` : `quote ${id}`;
  if (quote.payment) {
    const paid = `${money(quote.payment)} on ${utcDay(quote.payment.paidAt)}`;
    const reference = paymentReference(quote.payment);
    throw new CommandError(
      quote.payment.state === 'paid'
        ? `${what} is already paid: ${paid}${reference ? `, reference ${plainText(reference)}` : ''}`
        : `${what} was paid (${paid}) and that payment was then ${quote.payment.state}: the licence is void`,
    );
  }
  if (!quote.licence || !quote.acceptance)
    throw new CommandError(`${what} is not accepted yet: a payment is recorded on an issued licence`);
  if (quote.voidedAt !== null) throw new CommandError(`${what} is void: quote the licence again for a new one`);
  const fee = quote.offer.fee;
  const currency = given.currency === undefined ? fee.currency : parseCurrency(given.currency);
  if (given.amount === undefined && currency !== fee.currency)
    throw new UsageError(`--currency ${currency} is not the fee's (${fee.currency}): give --amount too`);
  const amount =
    given.amount === undefined ? toMinorUnits(fee.amount, fee.currency) : parseAmount(given.amount, currency);
  if (amount === null)
    throw new CommandError(
      `the fee, ${fee.amount} ${fee.currency}, has more decimals than ${fee.currency} has: give --amount`,
    );
  const reference = given.reference === undefined ? null : parseReference(given.reference);
  return {
    state: 'paid',
    amount,
    currency,
    paidAt: given.date === undefined ? now : paidDay(given.date, quote.createdAt, now),
    session: null,
    paymentIntent: null,
    changedAt: null,
    outside: { reference, recordedAt: now },
  };
}

function parseAmount(text: string, currency: string): number {
  const minor = /^\d{1,12}(\.\d{1,3})?$/.test(text.trim()) ? toMinorUnits(Number(text.trim()), currency) : null;
  if (minor === null || minor <= 0)
    throw new UsageError(
      `--amount "${text}": give what arrived in ${currency}, more than nothing, like 2500 (no currency sign, no thousands separator, at most ${priceDecimals(currency)} decimals)`,
    );
  return minor;
}

function parseReference(text: string): string {
  const reference = text.trim();
  if (!reference || !hidesNothing(reference, 'line') || [...reference].length > MAX_REFERENCE)
    throw new UsageError(`--reference must be one line of 1 to ${MAX_REFERENCE} visible characters`);
  // The licence's PDF prints it: a reference it could not draw would leave the licence unprintable.
  const undrawable = undrawableIn([reference]);
  if (undrawable) throw new UsageError(`--reference: ${new UndrawableText(undrawable).message}`);
  return reference;
}

/** The day given, at 00:00 UTC: not after today, nor before the quote was made (a mistyped year). */
function paidDay(text: string, quotedAt: number, now: number): number {
  const day = parseDate(text, '--date');
  const at = Date.parse(`${day}T00:00:00Z`);
  if (at > now) throw new UsageError(`--date ${day} is after today (${utcDay(now)}, UTC)`);
  if (at + DAY_MS <= quotedAt) throw new UsageError(`--date ${day} is before the quote was made (${utcDay(quotedAt)})`);
  return at;
}

/**
 * Records the payment on the licence (by its number, or its quote's id) in a transaction: a
 * second `paid`, or a Stripe payment landing at once, finds it there and nothing is overwritten.
 */
export async function recordPaid(
  db: Firestore,
  idOrNumber: string,
  site: string,
  given: PaidGiven,
  now = Date.now(),
): Promise<{ quote: StoredQuote; payment: QuotePayment }> {
  const { id } = await findQuote(db, idOrNumber, site);
  const ref = db.collection(LICENCE_QUOTES).doc(id);
  return db.runTransaction(async (tx) => {
    const quote = (await tx.get(ref)).data() as StoredQuote;
    const payment = outsidePayment(quote, id, given, now);
    tx.update(ref, { payment });
    return { quote, payment };
  });
}

/** The subcommand, in the shape of the licence command's others: its usage, its argument, its options, and what it does. */
export const paid = {
  usage: 'NUMBER [--amount AMOUNT] [--currency CODE] [--reference TEXT] [--date YYYY-MM-DD]',
  args: ['NUMBER'],
  options: ['amount', 'currency', 'reference', 'date'] as const,
  async run({ values, args, site, file }: { values: PaidValues; args: readonly string[]; site: string; file: string }) {
    checkGiven(values);
    const { db, where } = await connectSite(values.project, file);
    const { quote, payment } = await recordPaid(db, args[0]!, site, values);
    const number = quote.licence?.number ?? args[0]!;
    const reference = paymentReference(payment);
    console.log(
      `Licence ${number} in ${where}: ${money(payment)} paid on ${utcDay(payment.paidAt)}${reference ? `, reference ${plainText(reference)}` : ''}, recorded.`,
    );
    const fee = toMinorUnits(quote.offer.fee.amount, quote.offer.fee.currency);
    if (payment.currency !== quote.offer.fee.currency || payment.amount !== fee)
      console.log(`  The fee is ${quote.offer.fee.amount} ${quote.offer.fee.currency}: recorded what arrived.`);
    console.log('  Its PDF, its verification page and `licence list` now say it was paid.');
    return 0;
  },
};
