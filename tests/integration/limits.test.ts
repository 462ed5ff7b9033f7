// Issue 15: the contact function at internet scale. Each case is a real HTTP request to the
// Functions emulator, checked by its answer and by what Firestore holds afterwards.
import { gzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { inPool } from './pool.ts';
import {
  call,
  clearFirestore,
  listDocuments,
  newSenderIp,
  probeSender,
  rateLimit,
  send,
  siteOrigin,
  storedCount,
  validMessage,
  whileHolding,
  writeDocument,
  type Answer,
} from './emulators.ts';

const SLOW = 240_000;
const json = { 'content-type': 'application/json' };
const post = (body: BodyInit, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { ...json, ...headers },
  body,
});
const errorStatus = (answer: Answer): unknown =>
  (answer.json as { error?: { status?: unknown } } | undefined)?.error?.status;
const errorMessage = (answer: Answer): unknown =>
  (answer.json as { error?: { message?: unknown } } | undefined)?.error?.message;
const today = (): string => new Date().toISOString().slice(0, 10);

/** The function still stores an ordinary message after whatever came before. */
async function stillServes(): Promise<void> {
  const answer = await call(validMessage());
  expect(answer.status).toBe(200);
}

beforeEach(clearFirestore);

describe('bounded work per request', () => {
  it('refuses a body over 32 KiB with 413 and stores nothing', async () => {
    const answer = await send(post(JSON.stringify({ data: validMessage({ message: 'm'.repeat(40_000) }) })));
    expect(answer.status).toBe(413);
    expect(errorStatus(answer)).toBe('INVALID_ARGUMENT');
    expect(await storedCount()).toBe(0);
    await stillServes();
  });

  it('refuses a gzip-compressed body with 415, however small, and stores nothing', async () => {
    const body = new Blob([gzipSync(JSON.stringify({ data: validMessage() }))]);
    const answer = await send(post(body, { 'content-encoding': 'gzip' }));
    expect(answer.status).toBe(415);
    expect(errorStatus(answer)).toBe('INVALID_ARGUMENT');
    expect(await storedCount()).toBe(0);
  });

  it(
    'refuses a gzip bomb with a 4xx and keeps serving',
    async () => {
      // 64 MB of one repeated message inflate from about 64 kB.
      const body = new Blob([gzipSync(`{"data":{"message":"${'x'.repeat(64 * 1024 * 1024)}"}}`)]);
      expect(body.size).toBeLessThan(100_000);
      const answer = await send(post(body, { 'content-encoding': 'gzip' }));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await storedCount()).toBe(0);
      await stillServes();
    },
    SLOW,
  );

  it(
    'refuses a 1,000,000-key object with a 4xx and keeps serving',
    async () => {
      const keys = Array.from({ length: 1_000_000 }, (_, index) => `"k${index}":1`).join(',');
      const answer = await send(post(`{"data":{${keys}}}`));
      expect(answer.status).toBe(413);
      expect(await storedCount()).toBe(0);
      await stillServes();
    },
    SLOW,
  );

  it('names the first unknown key of a flood that fits the limit', async () => {
    const flood = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, 1]));
    const answer = await call({ ...flood, ...validMessage() });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: { status: 'INVALID_ARGUMENT', message: '"k0" is not an accepted field' },
    });
    expect(await storedCount()).toBe(0);
  });
});

describe('sender identity', () => {
  it('counts every address of one IPv6 /64 as one sender, and another /64 apart', async () => {
    const network = '2001:db8:15:64';
    for (let sent = 1; sent <= rateLimit.maxMessages; sent += 1) {
      expect((await call(validMessage(), `${network}::${sent.toString(16)}`)).status).toBe(200);
    }
    const rotated = await call(validMessage(), `${network}:ffff:ffff:ffff:fffe`);
    expect(rotated.status).toBe(429);
    expect(errorStatus(rotated)).toBe('RESOURCE_EXHAUSTED');
    expect((await call(validMessage(), '2001:db8:15:65::1')).status).toBe(200);
    expect(await listDocuments('contactMessages')).toHaveLength(rateLimit.maxMessages + 1);
  });

  it(`lets one IPv6 /48 posing as many /64s through only ${rateLimit.network.maxMessages} times, and another /48 apart`, async () => {
    const { maxMessages } = rateLimit.network;
    const subnets = Array.from({ length: maxMessages + 5 }, (_, index) => `2001:db8:48:${(index + 1).toString(16)}::1`);
    const answers = await inPool(subnets, 5, (ip) => call(validMessage(), ip));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(maxMessages);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => errorMessage(answer))).toContain(
      'Too many messages from this network; please try again later.',
    );
    expect((await call(validMessage(), '2001:db8:49:1::1')).status).toBe(200);
    expect(await listDocuments('contactMessages')).toHaveLength(maxMessages + 1);
  }, 240_000);

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const ip = newSenderIp();
    for (let sent = 0; sent < rateLimit.maxMessages; sent += 1) {
      expect((await call(validMessage(), `::ffff:${ip}`)).status).toBe(200);
    }
    const plain = await call(validMessage(), ip);
    expect(plain.status).toBe(429);
    expect(await listDocuments('contactMessages')).toHaveLength(rateLimit.maxMessages);
  });

  it('shows a caller what it is counted as, storing nothing', async () => {
    const answer = await probeSender('192.0.2.1, 2001:db8:15:66::7');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      sender: {
        route: 'direct',
        forwardedFor: ['192.0.2.1', '2001:db8:15:66::7'],
        used: 1,
        key: '2001:db8:15:66:0:0:0:0/64',
        networkKey: '2001:db8:15:0:0:0:0:0/48',
        // Called at its own address, the sender is the peer Google's front end names.
        peer: { used: 1, key: '2001:db8:15:66:0:0:0:0/64', networkKey: '2001:db8:15:0:0:0:0:0/48' },
      },
    });
    expect(await storedCount()).toBe(0);
    expect(await listDocuments('rateLimits')).toEqual([]);
  });
});

describe('CORS', () => {
  const preflight = (origin: string): Promise<Answer> =>
    send({
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it("lets the site's own pages and the local servers call, and no other page", async () => {
    for (const origin of [siteOrigin, 'http://127.0.0.1:5000', 'http://localhost:5173']) {
      const allowed = await preflight(origin);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a message posted from a foreign page, storing nothing', async () => {
    const foreign = await send(post(JSON.stringify({ data: validMessage() }), { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect(errorStatus(foreign)).toBe('PERMISSION_DENIED');
    expect(await storedCount()).toBe(0);
    const own = await send(post(JSON.stringify({ data: validMessage() }), { origin: siteOrigin }));
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe(siteOrigin);
  });
});

describe('the daily cap', () => {
  it('refuses every message once the cap is reached, writes no mail for them, and one notice', async () => {
    const day = today();
    await writeDocument(`rateLimits/day-${day}`, { count: { integerValue: String(rateLimit.dailyCap - 1) } });
    const last = validMessage();
    expect((await call(last)).status).toBe(200);
    const refused = await Promise.all([call(validMessage()), call(validMessage()), call(validMessage())]);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(errorStatus(answer)).toBe('RESOURCE_EXHAUSTED');
    }
    // A retry of the last stored message is no new message: it still succeeds.
    expect((await call(last)).status).toBe(200);

    const messages = await listDocuments('contactMessages');
    expect(messages.map((document) => document.name.split('/').at(-1))).toEqual([last.id]);
    const mail = (await listDocuments('mail')).map((document) => document.name.split('/').at(-1)).sort();
    expect(mail).toEqual([last.id, `daily-cap-${day}`].sort());
    for (const document of await listDocuments('mail')) {
      expect(document.fields.expiresAt?.timestampValue).toEqual(expect.any(String));
    }
    const counter = (await listDocuments('rateLimits')).find((document) => document.name.endsWith(`/day-${day}`));
    expect(counter?.fields.count).toEqual({ integerValue: String(rateLimit.dailyCap) });
    expect(counter?.fields.expiresAt?.timestampValue).toEqual(expect.any(String));
  });
});

describe('contention', () => {
  // The emulator aborts a transaction that waits too long for a lock, and the function answers
  // once the SDK's retries or its own deadline run out: this case takes seconds, not minutes.
  it(
    'answers a transaction that keeps colliding with a retryable 503, never a 500; the retry stores it once',
    async () => {
      const message = validMessage();
      const ip = newSenderIp();
      const answer = await whileHolding(`contactMessages/${message.id}`, () => call(message, ip));
      expect(answer.status).toBe(503);
      expect(errorStatus(answer)).toBe('UNAVAILABLE');
      expect((await call(message, ip)).status).toBe(200);
      expect(await listDocuments('contactMessages')).toHaveLength(1);
      expect(await listDocuments('mail')).toHaveLength(1);
    },
    SLOW,
  );
});
