import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  LICENCE_NUMBERS,
  LICENCE_QUOTES,
  LICENCE_TOKENS,
  quoteState,
  type LicenceOffer,
  type NumberEntry,
  type QuoteState,
  type StoredQuote,
  type TokenEntry,
} from '../../functions/src/contract/licence-model.ts';
import type { LicenceRequest } from '../../functions/src/contract/licence-request.ts';
import { LINK_MAIL_RETENTION_MS } from '../../functions/src/contract/link-mail.ts';
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import { termsHash } from '../../functions/src/licence/terms-hash.ts';
import { newQuoteId } from '../../functions/src/licence/quote-id.ts';
import { hashToken, newToken } from '../../functions/src/private-links/token.ts';
import { CommandError } from '../cli/command.ts';
import type { RequestRecord } from './offer.ts';
import { paymentRecord, type PaymentRecord } from './payment-status.ts';

/** Where a site's licence requests are: the database's root for the single site, the roster site's own document otherwise. */
export const requestsPath = (site: string): string =>
  site === DEFAULT_SITE ? 'contactMessages' : `sites/${site}/contactMessages`;

/** The id of a mail in the one `mail` collection: a roster site's carry its name, as the contact function's do. */
export const mailDocId = (site: string, id: string): string => (site === DEFAULT_SITE ? id : `${site}--${id}`);

export async function readRequest(db: Firestore, site: string, id: string): Promise<RequestRecord> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id))
    throw new CommandError(`"${id}" is not a request's id; \`npm run inbox\` lists them`);
  const doc = await db.collection(requestsPath(site)).doc(id).get();
  if (!doc.exists) throw new CommandError(`no message "${id}"; \`npm run inbox\` lists them with their ids`);
  const licence = doc.get('licence') as LicenceRequest | undefined;
  if (!licence) throw new CommandError(`message ${id} is a plain message, not a licence request`);
  return { id, name: String(doc.get('name') ?? ''), email: String(doc.get('email') ?? ''), licence };
}

export interface NewQuote {
  site: string;
  request: RequestRecord;
  offer: LicenceOffer;
  expiresInMs: number;
  note: string | null;
  numberPrefix: string;
  base: string;
  /** Paid to accept through Stripe Checkout (StoredQuote.pay): a quote made on a pay-to-accept site. */
  pay?: 'checkout';
  /** The mail to the buyer, given the link; null: --no-mail. */
  mail:
    | ((
        link: string,
        quote: StoredQuote,
      ) => { to: string; replyTo: string; message: { subject: string; text: string } })
    | null;
  link: (token: string) => string;
}

/** Writes the quote, its token's entry and (unless --no-mail) the buyer's mail in one batch: all or nothing. */
export async function createQuote(
  db: Firestore,
  input: NewQuote,
  now = Date.now(),
): Promise<{ id: string; quote: StoredQuote; link: string }> {
  const id = newQuoteId();
  const token = newToken();
  const quote: StoredQuote = {
    site: input.site,
    requestId: input.request.id,
    createdAt: now,
    expiresAt: now + input.expiresInMs,
    voidedAt: null,
    tokenHash: hashToken(token),
    note: input.note,
    numberPrefix: input.numberPrefix,
    base: input.base,
    offer: input.offer,
    termsHash: termsHash(input.offer),
    acceptance: null,
    licence: null,
    ...(input.pay && { pay: input.pay }),
  };
  const link = input.link(token);
  const batch = db.batch();
  batch.create(db.collection(LICENCE_QUOTES).doc(id), quote);
  batch.create(db.collection(LICENCE_TOKENS).doc(quote.tokenHash), {
    site: input.site,
    quote: id,
  } satisfies TokenEntry);
  if (input.mail)
    batch.create(db.collection('mail').doc(mailDocId(input.site, `licence-quote-${id}`)), {
      ...input.mail(link, quote),
      expiresAt: Timestamp.fromMillis(now + LINK_MAIL_RETENTION_MS),
    });
  await batch.commit();
  return { id, quote, link };
}

export interface ListedQuote {
  id: string;
  quote: StoredQuote;
}

/** Every quote of the site, newest first. */
export async function listQuotes(db: Firestore, site = DEFAULT_SITE): Promise<ListedQuote[]> {
  const docs = (await db.collection(LICENCE_QUOTES).where('site', '==', site).get()).docs;
  return docs
    .map((doc) => ({ id: doc.id, quote: doc.data() as StoredQuote }))
    .sort((a, b) => b.quote.createdAt - a.quote.createdAt);
}

export async function readQuote(db: Firestore, id: string, site = DEFAULT_SITE): Promise<StoredQuote> {
  const quote = /^[a-z0-9]{4,20}$/.test(id)
    ? ((await db.collection(LICENCE_QUOTES).doc(id).get()).data() as StoredQuote | undefined)
    : undefined;
  if (!quote || quote.site !== site) throw new CommandError(`no quote "${id}"; \`npm run licence -- list\` shows them`);
  return quote;
}

/** The quote a licence number was issued on. */
export async function quoteOfNumber(db: Firestore, number: string, site = DEFAULT_SITE): Promise<ListedQuote> {
  const entry = (await db.collection(LICENCE_NUMBERS).doc(`${site}--${number}`).get()).data() as
    NumberEntry | undefined;
  if (!entry) throw new CommandError(`no licence ${number}; \`npm run licence -- list\` shows the numbers issued`);
  return { id: entry.quote, quote: await readQuote(db, entry.quote, site) };
}

/** A quote by its id, or the licence by its number (MK-2026-0007). */
export async function findQuote(db: Firestore, idOrNumber: string, site = DEFAULT_SITE): Promise<ListedQuote> {
  if (idOrNumber.includes('-')) return quoteOfNumber(db, idOrNumber, site);
  return { id: idOrNumber, quote: await readQuote(db, idOrNumber, site) };
}

/** Voids a quote (its link stops opening) or the licence issued on it (the verification page then says so). */
export async function voidQuote(
  db: Firestore,
  idOrNumber: string,
  site = DEFAULT_SITE,
  now = Date.now(),
): Promise<string> {
  const { id, quote } = await findQuote(db, idOrNumber, site);
  const what = quote.licence ? `licence ${quote.licence.number}` : `quote ${id}`;
  if (quote.voidedAt !== null) return `${what} was already void`;
  await db.collection(LICENCE_QUOTES).doc(id).update({ voidedAt: now });
  return quote.licence
    ? `${what} is now void: its verification page says so`
    : `${what} is now void: its link no longer opens`;
}

/** A new expiry counted from now, for a quote not yet accepted or voided. */
export async function extendQuote(
  db: Firestore,
  id: string,
  byMs: number,
  site = DEFAULT_SITE,
  now = Date.now(),
): Promise<number> {
  const quote = await readQuote(db, id, site);
  const state = quoteState(quote, now);
  if (state === 'accepted' || state === 'void')
    throw new CommandError(`quote ${id} is ${state}; only an open or expired quote can be extended`);
  const expiresAt = now + byMs;
  await db.collection(LICENCE_QUOTES).doc(id).update({ expiresAt });
  return expiresAt;
}

export interface RequestState {
  state: QuoteState;
  number: string | null;
  payment: PaymentRecord | null;
}

/** Each request's latest quote: its state, licence number and payment, for `npm run inbox`. */
export async function requestStates(
  db: Firestore,
  site = DEFAULT_SITE,
  now = Date.now(),
): Promise<Map<string, RequestState>> {
  const states = new Map<string, RequestState>();
  // Oldest first, so the newest quote of a request is the one left in the map.
  for (const { quote } of (await listQuotes(db, site)).reverse()) {
    states.set(quote.requestId, {
      state: quoteState(quote, now),
      number: quote.licence?.number ?? null,
      payment: paymentRecord(quote),
    });
  }
  return states;
}
