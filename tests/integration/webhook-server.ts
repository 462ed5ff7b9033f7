import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { stripeWebhook } from '../../functions/src/payment/stripeWebhook.ts';

/**
 * The webhook as Cloud Functions serves it: Express, with the raw bytes kept beside the parsed
 * body, on a free port; its address is where the tests post the events Stripe would.
 */
export async function startWebhook(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.post('/api/stripe/webhook', express.raw({ type: '*/*' }), (req, res) => {
    const rawBody = req.body as Buffer;
    const body = rawBody.length ? (JSON.parse(rawBody.toString('utf8')) as unknown) : {};
    void stripeWebhook(Object.assign(req, { rawBody, body }) as unknown as Request, res);
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
