import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';

/** Where the Stripe double's sessions are paid: `<base>/pay/<session id>`, as a session's `url`. */
export const CHECKOUT_PAGE = '/pay/';

type Json = Record<string, unknown>;

/** What the page needs of the double: its sessions, and paying and signing one as Stripe would. */
export interface CheckoutDouble {
  webhook?: { url: string; secret: string } | undefined;
  sessions: Map<string, Json>;
  pay(session: string): Stripe.Event;
  signed(payload: Stripe.Event, secret: string): { body: string; signature: string };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escape(title)}</title><style>body{font:16px system-ui;max-width:30rem;margin:2rem auto;padding:0 1rem}` +
      `button{font:inherit;min-height:2.75rem;padding:0 1.25rem;margin:.5rem .5rem 0 0}</style></head>` +
      `<body><h1>${escape(title)}</h1>${body}</body></html>`,
  );
}

/**
 * Stripe's hosted payment page, as the tests' browser meets it: the session's amount, "Pay" and
 * "Back". Paying marks the session paid and posts `checkout.session.completed` to the site's
 * webhook, signed with the endpoint's secret by the `stripe` library's own helper, then sends the
 * browser to the session's success_url; "Back" sends it to its cancel_url. A webhook that
 * refuses the event is shown, not passed over.
 */
export async function checkoutPage(req: IncomingMessage, res: ServerResponse, url: URL, double: CheckoutDouble) {
  const [id = '', action = ''] = url.pathname.slice(CHECKOUT_PAGE.length).split('/');
  const session = double.sessions.get(id);
  if (!session || !double.webhook) return page(res, 404, 'No such checkout session', '');
  const back = (to: unknown) => {
    res.writeHead(303, { location: String(to).replace('{CHECKOUT_SESSION_ID}', id) });
    res.end();
  };
  if (req.method === 'GET' && action === '') {
    const amount = `${String(session.currency).toUpperCase()} ${String(session.amount_total)}`;
    return page(
      res,
      200,
      'Test checkout (Stripe double)',
      `<p>Amount in minor units: <strong>${escape(amount)}</strong></p>` +
        `<form method="post" action="${CHECKOUT_PAGE}${id}/pay"><button>Pay</button></form>` +
        `<form method="post" action="${CHECKOUT_PAGE}${id}/cancel"><button>Back</button></form>`,
    );
  }
  if (req.method === 'POST' && action === 'cancel') return back(session.cancel_url);
  if (req.method !== 'POST' || action !== 'pay') return page(res, 405, 'Not here', '');
  const { body, signature } = double.signed(double.pay(id), double.webhook.secret);
  const delivered = await fetch(double.webhook.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body,
  });
  if (!delivered.ok)
    return page(
      res,
      502,
      'The webhook refused the event',
      `<pre>${escape(`${delivered.status} ${await delivered.text()}`)}</pre>`,
    );
  back(session.success_url);
}
