import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { CHECKOUT_PAGE, checkoutPage, type CheckoutDouble } from './checkout-page.ts';

type Json = Record<string, unknown>;

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into the object the library encoded. */
export function decodeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else node = (slot[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** A request the double answered, as a test checks it. */
export interface SeenStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Json;
}

export interface StripeDoubleOptions {
  /** The tax Stripe Tax would add to a session with automatic_tax, in minor units per session (a double cannot know a buyer's address). */
  tax?: number;
  /**
   * Where Stripe would post the site's events, and the endpoint's signing secret: given, the
   * session's `url` is a page a browser pays or leaves on (checkout-page.ts), which posts the
   * event signed before sending the buyer back, as Stripe does.
   */
  webhook?: { url: string; secret: string };
  /** The port to listen on (stripe-mock's 12111 for the local stack); any free one when left out. */
  port?: number;
}

/** What the double holds: its sessions, the Idempotency-Keys it has seen, every request it answered. */
interface DoubleState {
  sessions: Map<string, Json>;
  byKey: Map<string, { params: string; session: string }>;
  seen: SeenStripeRequest[];
  options: StripeDoubleOptions;
  /** The double as its checkout page drives it, once started. */
  double?: CheckoutDouble;
}

type LineItem = {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
};

/** The items' currency and subtotal, or what is wrong with them as Stripe would say. */
function priced(items: unknown): { currency: string; subtotal: number } | string {
  if (!Array.isArray(items) || items.length === 0) return 'line_items: required';
  let subtotal = 0;
  let currency = '';
  for (const item of items as LineItem[]) {
    const data = item.price_data;
    if (!data?.currency || !/^\d+$/.test(data.unit_amount ?? '') || !data.product_data?.name)
      return 'line_items[].price_data: currency, unit_amount (an integer) and product_data.name are required';
    if (currency && currency !== data.currency) return 'line_items: one currency per session';
    currency = data.currency;
    subtotal += Number(data.unit_amount) * Number(item.quantity ?? '1');
  }
  return { currency, subtotal };
}

/** The Checkout session Stripe makes of these parameters, or what is wrong with them. */
function checkoutSession(params: Json, base: string, options: StripeDoubleOptions): Json | string {
  if (params.mode !== 'payment') return 'mode: only payment is spoken here';
  const items = priced(params.line_items);
  if (typeof items === 'string') return items;
  if (typeof params.success_url !== 'string') return 'success_url: required';
  const automatic = (params.automatic_tax as { enabled?: string } | undefined)?.enabled === 'true';
  const tax = automatic ? (options.tax ?? 0) : 0;
  const session = id('cs');
  return {
    id: session,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency: items.currency,
    amount_subtotal: items.subtotal,
    amount_total: items.subtotal + tax,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
    automatic_tax: { enabled: automatic, status: automatic ? 'complete' : null },
    metadata: params.metadata ?? {},
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    success_url: params.success_url,
    cancel_url: params.cancel_url ?? null,
    payment_intent: null,
    url: `${base}${CHECKOUT_PAGE}${session}`,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  };
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify(body));
};
const error = (res: ServerResponse, status: number, type: string, message: string, extra: Json = {}) =>
  send(res, status, { error: { type, message, ...extra } });

/** POST /v1/checkout/sessions, with its Idempotency-Key honoured as Stripe does. */
function createSession(
  state: DoubleState,
  res: ServerResponse,
  request: SeenStripeRequest,
  body: string,
  base: string,
) {
  const { idempotencyKey, params } = request;
  const earlier = idempotencyKey ? state.byKey.get(idempotencyKey) : undefined;
  if (earlier) {
    if (earlier.params !== body)
      return error(
        res,
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    return send(res, 200, state.sessions.get(earlier.session));
  }
  const session = checkoutSession(params, base, state.options);
  if (typeof session === 'string')
    return error(res, 400, 'invalid_request_error', session, { param: session.split(':')[0] });
  state.sessions.set(session.id as string, session);
  if (idempotencyKey) state.byKey.set(idempotencyKey, { params: body, session: session.id as string });
  return send(res, 200, session);
}

async function answer(state: DoubleState, req: IncomingMessage, res: ServerResponse, base: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', base);
  if (state.double && url.pathname.startsWith(CHECKOUT_PAGE)) return checkoutPage(req, res, url, state.double);
  const params = req.method === 'POST' ? decodeForm(body) : Object.fromEntries(url.searchParams);
  const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
  const request = { method: req.method ?? '', path: url.pathname, idempotencyKey, params };
  state.seen.push(request);
  if (!/^Bearer sk_(test|live)_\w+$/.test(req.headers.authorization ?? '')) {
    return error(res, 401, 'invalid_request_error', 'Invalid API Key provided');
  }
  if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions')
    return createSession(state, res, request, body, base);
  const retrieve = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
  if (req.method === 'GET' && retrieve) {
    const session = state.sessions.get(retrieve[1]!);
    return session
      ? send(res, 200, session)
      : error(res, 404, 'invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, {
          code: 'resource_missing',
        });
  }
  return error(
    res,
    404,
    'invalid_request_error',
    `Unrecognized request URL (${req.method}: ${url.pathname}); the Stripe double speaks only Checkout sessions`,
  );
}

const event = (type: string, object: Json): Stripe.Event =>
  ({
    id: id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  }) as unknown as Stripe.Event;

const charge = (session: Json, refunded: number): Json => ({
  id: id('ch'),
  object: 'charge',
  amount: session.amount_total,
  amount_refunded: refunded,
  refunded: refunded === session.amount_total,
  currency: session.currency,
  payment_intent: session.payment_intent,
  paid: true,
});

/** What the buyer and Stripe do next to the double's sessions, each as the event Stripe would send. */
function nextSteps(sessions: Map<string, Json>) {
  const sessionOf = (session: string): Json => {
    const found = sessions.get(session);
    if (!found) throw new Error(`the Stripe double made no session ${session}`);
    return found;
  };
  return {
    /** The buyer pays on Stripe's page: by card (paid now), or by a bank debit that clears later (`async`). */
    pay(session: string, { async = false }: { async?: boolean } = {}): Stripe.Event {
      const paid = Object.assign(sessionOf(session), {
        status: 'complete',
        payment_status: async ? 'unpaid' : 'paid',
        payment_intent: id('pi'),
      });
      return event('checkout.session.completed', { ...paid });
    },
    /** The bank debit of a session paid `async` clears. */
    clear(session: string): Stripe.Event {
      return event('checkout.session.async_payment_succeeded', {
        ...Object.assign(sessionOf(session), { payment_status: 'paid' }),
      });
    },
    /** The artist refunds `amount` (all of it unless given) of the session's charge. */
    refund(session: string, amount?: number): Stripe.Event {
      const paid = sessionOf(session);
      return event('charge.refunded', charge(paid, amount ?? (paid.amount_total as number)));
    },
    /** The card holder disputes the session's charge. */
    dispute(session: string): Stripe.Event {
      const paid = sessionOf(session);
      return event('charge.dispute.created', {
        id: id('dp'),
        object: 'dispute',
        amount: paid.amount_total,
        currency: paid.currency,
        charge: id('ch'),
        payment_intent: paid.payment_intent,
        reason: 'fraudulent',
        status: 'needs_response',
      });
    },
  };
}

/**
 * A test double of the part of Stripe's API the payment functions call: create a Checkout session
 * (POST /v1/checkout/sessions, form-encoded, with its Idempotency-Key honoured as Stripe does: the
 * same key and parameters give the same session, other parameters a 400 idempotency_error) and
 * retrieve one (GET /v1/checkout/sessions/:id), with Stripe's error shape for anything else. The
 * real `stripe` library reaches it through STRIPE_API_BASE, so the code under test makes its real
 * calls. Then, in the tests' hands, what the buyer and Stripe do next: pay a session (by card, or
 * a bank debit that clears later), refund or dispute its charge, each as the event Stripe would
 * send, signed with the library's own generateTestHeaderString.
 */
export async function startStripeDouble(options: StripeDoubleOptions = {}) {
  const state: DoubleState = { sessions: new Map(), byKey: new Map(), seen: [], options };
  const server = createServer((req, res) => {
    answer(state, req, res, base).catch((caught: unknown) => error(res, 500, 'api_error', String(caught)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const double = {
    base,
    webhook: options.webhook,
    sessions: state.sessions,
    seen: state.seen,
    ...nextSteps(state.sessions),
    /** An event as Stripe posts it: its JSON and the Stripe-Signature header for `secret`. */
    signed(payload: Stripe.Event | string, secret: string): { body: string; signature: string } {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  if (options.webhook) state.double = double;
  return double;
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
