// What a junk request costs in Firestore operations: the link callables, the licence PDF and file
// links and the contact form run here, in this test's own process, against the emulator through a
// meter that counts every call and every write (firestore-meter.ts). A flood of junk must cost at
// most one write a request, none for a malformed one, and none once a limit refuses it; a header
// the caller writes itself must buy it nothing.
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreMeter, type Meter } from './firestore-meter.ts';
import { clearFirestore, rateLimit, siteOrigin, validMessage, writeDocument } from './emulators.ts';
import { countOpening } from '../../functions/src/private-links/guarded-token.ts';
import { countRequest, countSender } from '../../functions/src/private-links/limits.ts';
import {
  OPEN_PER_ADDRESS,
  OPEN_PER_NETWORK,
  RECORD_COUNTERS,
  RECORD_PER_ADDRESS,
} from '../../functions/src/shortlist/limits.ts';
import { LICENCE_PER_ADDRESS, VERIFY_PER_NUMBER } from '../../functions/src/licence/limits.ts';
import { DELIVERY_PER_TOKEN } from '../../functions/src/delivery/limits.ts';
import { hashToken } from '../../functions/src/private-links/token.ts';

const meter: Meter = await startFirestoreMeter(process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080');
// Read when the functions' modules first touch Firestore: from here on every call goes through the meter.
process.env.FIRESTORE_EMULATOR_HOST = meter.host;
process.env.IP_HASH_SALT = 'junk-cost-test';
process.env.FUNCTIONS_EMULATOR = 'true';
const functions = await import('../../functions/src/index.ts');

let base = '';
const server = express()
  .use(express.json({ verify: (req, _res, body) => Object.assign(req, { rawBody: body }) }))
  .post('/:name', (req, res, next) => {
    const { getShortlist, recordListen, submitContact, getLicenceQuote, acceptLicence, verifyLicence } = functions;
    const handler = { getShortlist, recordListen, submitContact, getLicenceQuote, acceptLicence, verifyLicence }[
      req.params.name ?? ''
    ];
    return handler ? (handler as unknown as RequestHandler)(req, res, next) : res.sendStatus(404);
  })
  // As Hosting's rewrite hands it on: the whole path.
  .get('/l/pdf/:token', functions.licencePdf as unknown as RequestHandler)
  // A pattern, not :params: Express would decode the name and refuse a broken escape itself.
  .get(/^\/l\/file\//, functions.deliveryFile as unknown as RequestHandler)
  .listen(0, '127.0.0.1');

beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await meter.close();
});
beforeEach(clearFirestore);

interface Cost {
  status: number;
  writes: number;
  calls: Record<string, number>;
}

/** One call as the browser's SDK makes it, and what it cost. */
async function cost(name: string, data: unknown, headers: Record<string, string>): Promise<Cost> {
  meter.reset();
  const response = await fetch(`${base}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin, ...headers },
    body: JSON.stringify({ data }),
  });
  await response.arrayBuffer();
  return { status: response.status, writes: meter.writes(), calls: meter.calls() };
}

/** A GET of the licence PDF's address, as a link in a mail makes it. */
async function costOfPdf(token: string, headers: Record<string, string>): Promise<Cost> {
  meter.reset();
  const response = await fetch(`${base}/l/pdf/${token}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, writes: meter.writes(), calls: meter.calls() };
}

/** A GET of a licensed file's address, as a link on the accepted page makes it. */
async function costOfFile(token: string, name: string, headers: Record<string, string>): Promise<Cost> {
  meter.reset();
  const response = await fetch(`${base}/l/file/${token}/${name}`, { headers });
  await response.arrayBuffer();
  return { status: response.status, writes: meter.writes(), calls: meter.calls() };
}

const unknownToken = 'A'.repeat(43);
/**
 * Who calls: a caller at its own address, as Google's front end names it (the last
 * X-Forwarded-For entry), or the same peer writing a visitor of its choosing into the header
 * Hosting names visitors in, and into X-Forwarded-For before its own entry.
 */
const from = (peer: string) => ({ 'x-forwarded-for': peer });
const forging = (peer: string, visitor: string) => ({
  'x-forwarded-for': `${visitor}, ${peer}`,
  'fastly-client-ip': visitor,
});
type Caller = Record<string, string> | string;
const headersOf = (caller: Caller) => (typeof caller === 'string' ? from(caller) : caller);

const open = (caller: Caller, token: unknown = unknownToken) => cost('getShortlist', { token }, headersOf(caller));
const record = (caller: Caller, token: unknown = unknownToken) =>
  cost('recordListen', { token, events: [{ kind: 'play', track: 'golden-hour', version: 'main' }] }, headersOf(caller));
const contact = (visitor: string, message = validMessage()) =>
  cost('submitContact', message, { 'x-forwarded-for': visitor });
const quote = (caller: Caller, token: unknown = unknownToken) => cost('getLicenceQuote', { token }, headersOf(caller));
const accept = (caller: Caller, token: unknown = unknownToken) =>
  cost(
    'acceptLicence',
    { token, name: 'Anna Lee', company: 'Northlight', agree: true, termsHash: 'a'.repeat(64) },
    headersOf(caller),
  );
const verify = (caller: Caller, number = 'MK-2026-0007', code = '7KQ2M9XA') =>
  cost('verifyLicence', { number, code }, headersOf(caller));
const pdf = (caller: Caller, token = unknownToken) => costOfPdf(token, headersOf(caller));
const file = (caller: Caller, token = unknownToken, name = 'golden-hour.wav') =>
  costOfFile(token, name, headersOf(caller));

let nextNetwork = 0;
/** An IPv6 /48 of its own for each test, and the address of its n-th /64. */
const network = () => {
  nextNetwork += 1;
  return (n: number) => `2001:db8:${nextNetwork.toString(16)}:${n.toString(16)}::1`;
};

describe('a junk call to a shortlist callable', () => {
  it('costs nothing when its token has the wrong shape or its page is not a site’s', async () => {
    const at = network();
    for (const call of [() => open(at(1), 'x'), () => record(at(1), '../../etc'), () => open(at(1), 42)]) {
      expect(await call()).toEqual({ status: 404, writes: 0, calls: {} });
    }
    meter.reset();
    const foreign = await fetch(`${base}/getShortlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify({ data: { token: unknownToken } }),
    });
    expect(foreign.status).toBe(403);
    expect(meter.calls()).toEqual({});
  });

  it('costs one write (its sender’s counter) and one read of the token when the token is unknown', async () => {
    const at = network();
    for (const call of [() => open(at(1)), () => record(at(1)), () => open(at(1))]) {
      const spent = await call();
      expect(spent.status).toBe(404);
      expect(spent.writes).toBe(1);
    }
  });

  it(`costs no write once the address has made ${OPEN_PER_ADDRESS.maxMessages} calls`, async () => {
    const at = network();
    for (let n = 0; n < OPEN_PER_ADDRESS.maxMessages; n += 1) expect((await open(at(1))).status).toBe(404);
    const refused = await open(at(1));
    expect(refused).toMatchObject({ status: 429, writes: 0 });
    // Its other counter is its own: reports from the same address still get their answer.
    expect((await record(at(1))).status).toBe(404);
  });

  it(`costs no write once one /48 has made ${OPEN_PER_NETWORK.maxMessages} calls, from however many /64s`, async () => {
    const at = network();
    const perAddress = OPEN_PER_ADDRESS.maxMessages / 2;
    for (let n = 0; n < OPEN_PER_NETWORK.maxMessages; n += 1)
      expect((await open(at(1 + Math.floor(n / perAddress)))).status).toBe(404);
    const fresh = await open(at(999));
    expect(fresh).toMatchObject({ status: 429, writes: 0 });
    // Another /48 is counted apart.
    expect((await open(network()(1))).status).toBe(404);
  });

  it('admits exactly the limit of simultaneous first calls from one address, for one write each', async () => {
    // Small limits, so the burst is four times the limit without four hundred calls.
    const limits = { address: { maxMessages: 5, windowMinutes: 1 }, network: { maxMessages: 100, windowMinutes: 1 } };
    const sender = { key: network()(1), networkKey: null };
    meter.reset();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => countSender(getFirestore(), 'burst', sender, 'salt', limits)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(
      outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome.reason as Error).message),
    ).toEqual(Array(15).fill('Too many requests from this address; please try again later.'));
    expect(meter.writes()).toBe(5);
  });

  it('admits exactly the limit of simultaneous first calls with one link', async () => {
    const limit = { maxMessages: 5, windowMinutes: 1 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        countRequest(getFirestore(), `burst-link-${nextNetwork}`, limit, 'for this link'),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });
});

describe('a direct caller writing its own visitor address', () => {
  it(`is stopped after ${OPEN_PER_ADDRESS.maxMessages} calls from one peer, a new forged visitor each time, for one write each`, async () => {
    const peer = network()(1);
    const forged = network();
    for (let n = 0; n < OPEN_PER_ADDRESS.maxMessages; n += 1)
      expect(await open(forging(peer, forged(n + 1)))).toMatchObject({ status: 404, writes: 1 });
    expect(await open(forging(peer, forged(999)))).toMatchObject({ status: 429, writes: 0 });
    // The peer's own calls count in the same window: the header bought it nothing.
    expect(await open(peer)).toMatchObject({ status: 429, writes: 0 });
    // Another peer is counted apart.
    expect((await open(forging(network()(1), forged(1000)))).status).toBe(404);
  });

  it('is not what a busy Hosting edge is taken for: its visitors’ own links are counted on them, never on the edge', async () => {
    // Twice the edge's own window of reports, from listeners each with a link of their own, as
    // through a rewrite; then the edge's window is still whole for a link that opens nothing.
    const edge = network()(1);
    const visitors = network();
    const listeners = (2 * RECORD_PER_ADDRESS.maxMessages) / RECORD_COUNTERS.perToken.maxMessages;
    meter.reset();
    for (let listener = 1; listener <= listeners; listener += 1) {
      for (let report = 0; report < RECORD_COUNTERS.perToken.maxMessages; report += 1) {
        const opened = await countOpening(
          getFirestore(),
          { headers: forging(edge, visitors(listener)) },
          RECORD_COUNTERS,
          async () => ({
            tokenHash: `listener-${nextNetwork}-${listener}`,
          }),
        );
        expect(opened.tokenHash).toBe(`listener-${nextNetwork}-${listener}`);
      }
    }
    expect(meter.writes()).toBe(2 * listeners * RECORD_COUNTERS.perToken.maxMessages);
    expect(await record(forging(edge, visitors(999)))).toMatchObject({ status: 404, writes: 1 });
  });

  it('is counted as its peer by every licence endpoint too', async () => {
    const peer = network()(1);
    const forged = network();
    const calls = [quote, accept, verify, pdf, file];
    for (let n = 0; n < LICENCE_PER_ADDRESS.maxMessages; n += 1) {
      expect(await calls[n % calls.length]!(forging(peer, forged(n + 1)))).toMatchObject({ status: 404, writes: 1 });
    }
    for (const call of calls) expect(await call(forging(peer, forged(999)))).toMatchObject({ status: 429, writes: 0 });
  });
});

describe('a junk call to a licence endpoint', () => {
  it('costs nothing when its token or number has the wrong shape', async () => {
    const at = network();
    expect(await quote(at(1), 'x')).toEqual({ status: 404, writes: 0, calls: {} });
    expect(await accept(at(1), '../../etc')).toMatchObject({ writes: 0, calls: {} });
    expect(await verify(at(1), 'x')).toMatchObject({ status: 400, writes: 0, calls: {} });
    expect(await verify(at(1), 'MK-2026-0007', 'short')).toMatchObject({ status: 400, writes: 0, calls: {} });
    for (const token of ['x', 'A'.repeat(42), `${'A'.repeat(42)}!`])
      expect(await pdf(at(1), token)).toEqual({ status: 404, writes: 0, calls: {} });
    for (const token of ['x', 'A'.repeat(42), `${'A'.repeat(42)}!`])
      expect(await file(at(1), token)).toEqual({ status: 404, writes: 0, calls: {} });
    // A name no quote could carry: a path, a broken escape, a control character, too long.
    for (const name of ['..', '%2e%2e', 'a%2Fb.wav', '%E0%A4%A', 'a%00.wav', 'n'.repeat(256)]) {
      expect(await file(at(1), unknownToken, name)).toEqual({ status: 404, writes: 0, calls: {} });
    }
  });

  it('costs one write when its token or number is unknown', async () => {
    const at = network();
    for (const call of [quote, accept, verify, pdf, file])
      expect(await call(at(1))).toMatchObject({ status: 404, writes: 1 });
  });

  it(`costs no write once a licence number has been tried ${VERIFY_PER_NUMBER.maxMessages} times, from however many addresses, and refuses even its right code`, async () => {
    await writeDocument('licenceNumbers/default--MK-2026-0007', {
      site: { stringValue: 'default' },
      quote: { stringValue: 'q1' },
      code: { stringValue: '7KQ2M9XA' },
    });
    const at = network();
    for (let n = 0; n < VERIFY_PER_NUMBER.maxMessages; n += 1)
      expect(await verify(at(n + 1), 'MK-2026-0007', 'WRONG000')).toMatchObject({ status: 404, writes: 1 });
    expect(await verify(at(999), 'MK-2026-0007', 'WRONG000')).toMatchObject({ status: 429, writes: 0 });
    expect(await verify(at(999), 'MK-2026-0007', '7KQ2M9XA')).toMatchObject({ status: 429, writes: 0 });
    // Another number is counted apart.
    expect(await verify(at(999), 'MK-2026-0008', 'WRONG000')).toMatchObject({ status: 404, writes: 1 });
  });
});

describe('a licence’s file link', () => {
  it(`refuses a link asked for more than ${DELIVERY_PER_TOKEN.maxMessages} files, from however many addresses, for its sender’s write alone`, async () => {
    // A link that opens a quote not yet accepted: each call is counted on its sender and its link, then refused.
    const token = 'B'.repeat(43);
    await writeDocument(`licenceTokens/${hashToken(token)}`, {
      site: { stringValue: 'default' },
      quote: { stringValue: 'not-accepted' },
    });
    const at = network();
    for (let n = 0; n < DELIVERY_PER_TOKEN.maxMessages; n += 1)
      expect(await file(at(n + 1), token)).toMatchObject({ status: 404, writes: 2 });
    // The sender is counted before the link (countOpening), so a new address still pays its own counter.
    expect(await file(at(999), token)).toMatchObject({ status: 429, writes: 1 });
    // Another link is counted apart.
    expect(await file(at(998))).toMatchObject({ status: 404, writes: 1 });
  });
});

describe('a junk message to the contact form', () => {
  it('costs no write once its sender is over the limit', async () => {
    const sender = '203.0.113.9';
    for (let n = 0; n < rateLimit.maxMessages; n += 1) expect((await contact(sender)).status).toBe(200);
    expect(await contact(sender)).toMatchObject({ status: 429, writes: 0 });
  });

  it('costs no write from a new /64 of a network that is over its limit', async () => {
    const at = network();
    for (let n = 0; n < rateLimit.network.maxMessages; n += 1) expect((await contact(at(n + 1))).status).toBe(200);
    expect(await contact(at(999))).toMatchObject({ status: 429, writes: 0 });
  });

  it('costs no write when it is a retry of a stored message', async () => {
    const message = validMessage();
    expect((await contact('203.0.113.10', message)).status).toBe(200);
    expect(await contact('203.0.113.10', message)).toMatchObject({ status: 200, writes: 0 });
  });

  it('costs no write once the day’s cap is reached, after the one notice to the artist', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await writeDocument(`rateLimits/day-${day}`, { count: { integerValue: String(rateLimit.dailyCap) } });
    expect(await contact('203.0.113.11')).toMatchObject({ status: 429, writes: 1 });
    expect(await contact('203.0.113.12')).toMatchObject({ status: 429, writes: 0 });
  });
});
