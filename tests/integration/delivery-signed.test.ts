// The deliveryFile function as it runs deployed, where no delivery folder is named: here, in this
// test's own process, against the Firestore emulator, with the default app holding a service
// account key of the test's own, so the Storage library signs locally as it signs through IAM in
// production. The function's answer to a download is a redirect to a signed address, which the
// key's public half verifies. Storage's emulator cannot start here, so the Storage library talks to
// a double of Google's server that answers whether an object is uploaded.
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { cert, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  deliveryObjectName,
  deliveryPathOf,
  SIGNED_URL_SECONDS,
  type DeliveredFile,
} from '../../functions/src/contract/delivery.ts';
import { LICENCE_QUOTES, LICENCE_TOKENS, type StoredQuote } from '../../functions/src/contract/licence-model.ts';
import { DEFAULT_SITE } from '../../functions/src/contract/site-key.ts';
import { DELIVERY_FOLDERS_ENV } from '../../functions/src/delivery/delivery-source.ts';
import { signedBy } from '../../functions/src/delivery/v4-signature.fixture.ts';
import { settings } from '../../functions/src/generated/settings.ts';
import { offer } from '../../functions/src/licence/licence.fixture.ts';
import { hashToken, newToken } from '../../functions/src/private-links/token.ts';
import { startGcsDouble } from '../../scripts/test/gcs-double.ts';
import { clearFirestore, newSenderIp } from './emulators.ts';

// Deployed, the variable the local stack sets is absent: that is what makes the function sign.
delete process.env[DELIVERY_FOLDERS_ENV];
process.env.IP_HASH_SALT = 'delivery-signed-test';
process.env.FUNCTIONS_EMULATOR = 'true';
// Read when the function first asks for its bucket, which is after this.
const double = await startGcsDouble();
process.env.STORAGE_EMULATOR_HOST = double.host;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const clientEmail = 'cuesheet-functions@demo-signing.iam.gserviceaccount.com';
initializeApp({
  ...(process.env.GCLOUD_PROJECT === undefined ? {} : { projectId: process.env.GCLOUD_PROJECT }),
  credential: cert({
    projectId: 'demo-signing',
    clientEmail,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }),
  storageBucket: 'demo-signing.appspot.com',
});
const { deliveryFile, NOT_AVAILABLE } = await import('../../functions/src/delivery/deliveryFile.ts');

const server = express()
  .all(/^\/l\/file\//, deliveryFile as unknown as RequestHandler)
  .listen(0, '127.0.0.1');
let base = '';
beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await double.close();
});
beforeEach(async () => {
  await clearFirestore();
  double.objects.clear();
  upload();
});

const master: DeliveredFile = {
  name: 'Golden Hour (Instrumental).wav',
  kind: 'master',
  path: 'masters/golden-hour-inst.wav',
  bytes: 52_428_844,
  sha256: '5e'.repeat(32),
};

/** The master's object, as the deploy leaves it in the bucket. */
const upload = () =>
  double.objects.set(deliveryObjectName(master), { bytes: Buffer.from('RIFF'), generation: 1, metadata: {} });

const days = settings.sites.find((site) => (site.key ?? DEFAULT_SITE) === DEFAULT_SITE)!.deliveryDays;

/** A quote of the master, accepted at `acceptedAt` (or not accepted). */
async function acceptedQuote(accepted: boolean, acceptedAt = Date.now()) {
  const token = newToken();
  const now = Date.now();
  const quote: StoredQuote = {
    site: DEFAULT_SITE,
    requestId: 'r1',
    createdAt: now,
    expiresAt: now + 86_400_000,
    voidedAt: null,
    tokenHash: hashToken(token),
    note: null,
    numberPrefix: 'MK',
    base: 'https://marlowekane.com',
    offer: { ...offer, track: { ...offer.track, files: [master] } },
    termsHash: 'c'.repeat(64),
    acceptance: accepted
      ? { at: acceptedAt, name: 'Anna Lee', company: 'Northlight', termsHash: 'c'.repeat(64) }
      : null,
    licence: accepted ? { number: 'MK-2026-0007', start: '2026-11-26', end: null } : null,
  };
  await getFirestore().collection(LICENCE_TOKENS).doc(quote.tokenHash).set({ site: DEFAULT_SITE, quote: 'q1' });
  await getFirestore().collection(LICENCE_QUOTES).doc('q1').set(quote);
  return token;
}

const ask = (token: string, method = 'GET', headers: Record<string, string> = {}) =>
  fetch(`${base}${deliveryPathOf(token, master)}`, {
    method,
    redirect: 'manual',
    headers: { 'x-forwarded-for': newSenderIp(), ...headers },
  });

/** The address as the library signed it: for an endpoint of its own (the double's), it signs the host name without the port. */
const asSigned = (url: URL): URL => Object.assign(new URL(url), { port: '' });

/** When Storage stops honouring a signed address: its date (whole seconds) plus its lifetime. */
const expiresAt = (url: URL): number =>
  Date.parse(
    url.searchParams.get('X-Goog-Date')!.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  ) +
  Number(url.searchParams.get('X-Goog-Expires')) * 1000;
const downloads = async () =>
  ((await getFirestore().collection(LICENCE_QUOTES).doc('q1').get()).data() as StoredQuote).downloads;

it('redirects a download to the object’s address, signed by the function’s account for 5 minutes, and counts it', async () => {
  const token = await acceptedQuote(true);
  const before = Date.now();
  const answer = await ask(token);
  expect(answer.status).toBe(302);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const location = new URL(answer.headers.get('location')!);
  // The double's host, where Storage's own would be deployed (signed-address.test.ts checks that one).
  expect(`${location.origin}${location.pathname}`).toBe(
    `${double.host}/demo-signing.appspot.com/${deliveryObjectName(master)}`,
  );
  expect(SIGNED_URL_SECONDS).toBe(300);
  expect(signedBy(asSigned(location), publicKey)).toBe(true);
  expect(location.searchParams.get('X-Goog-Expires')).toBe(String(SIGNED_URL_SECONDS));
  expect(location.searchParams.get('X-Goog-Credential')).toMatch(new RegExp(`^${clientEmail}/`));
  expect(location.searchParams.get('response-content-disposition')).toBe(
    'attachment; filename="Golden Hour (Instrumental).wav"',
  );
  expect(location.searchParams.get('response-content-type')).toBe('audio/wav');
  expect((await downloads())?.[master.sha256]).toEqual({ count: 1, lastAt: expect.any(Number) as unknown });
  expect((await downloads())![master.sha256]!.lastAt).toBeGreaterThanOrEqual(before);
});

it('answers a HEAD from the licence’s record, with no address and no count', async () => {
  const token = await acceptedQuote(true);
  const answer = await ask(token, 'HEAD');
  expect([answer.status, answer.headers.get('location'), answer.headers.get('content-length')]).toEqual([
    200,
    null,
    String(master.bytes),
  ]);
  expect(await downloads()).toBeUndefined();
});

it('signs nothing for a quote not accepted', async () => {
  const token = await acceptedQuote(false);
  const answer = await ask(token);
  expect([answer.status, answer.headers.get('location')]).toEqual([404, null]);
  expect(await downloads()).toBeUndefined();
});

it('counts every GET it gives an address, a Range from the middle of the file included: the address serves the whole file', async () => {
  const token = await acceptedQuote(true);
  for (const range of ['bytes=1-', 'bytes=1024-', 'bytes=-500'])
    expect((await ask(token, 'GET', { range })).status, range).toBe(302);
  expect((await ask(token)).status).toBe(302);
  expect((await downloads())?.[master.sha256]?.count).toBe(4);
});

it('answers 404, signs nothing and counts nothing for a file never uploaded or pruned since, asking the bucket each time', async () => {
  const token = await acceptedQuote(true);
  double.objects.clear();
  double.seen.length = 0;
  for (const method of ['GET', 'HEAD']) {
    const answer = await ask(token, method);
    expect([answer.status, answer.headers.get('location')], method).toEqual([404, null]);
    if (method === 'GET') expect(await answer.text()).toBe(NOT_AVAILABLE);
  }
  expect(double.seen.map(({ method, path }) => `${method} ${decodeURIComponent(path)}`)).toEqual(
    Array(2).fill(`GET /b/demo-signing.appspot.com/o/${deliveryObjectName(master)}`),
  );
  expect(await downloads()).toBeUndefined();
  upload();
  expect((await ask(token)).status).toBe(302);
});

it('gives an address that ends with the licence’s links when they end within 5 minutes', async () => {
  const acceptedAt = Date.now() - days * 86_400_000 + 60_000;
  const location = new URL((await ask(await acceptedQuote(true, acceptedAt))).headers.get('location')!);
  expect(signedBy(asSigned(location), publicKey)).toBe(true);
  expect(Number(location.searchParams.get('X-Goog-Expires'))).toBeLessThanOrEqual(60);
  expect(expiresAt(location)).toBeLessThanOrEqual(acceptedAt + days * 86_400_000);
});
