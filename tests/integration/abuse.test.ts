// The public endpoint under attack. Bounded: ~520 malformed requests, ~230 valid ones.
// The Functions emulator starts one Node worker (~130 MB, seconds of CPU) per request in flight,
// so the corpus goes 4 at a time and the valid messages 10 at a time; only the rate-limit case
// sends 20 at once: well over the per-address limit, all arriving together as a flooding
// script's would, so the limit must hold under concurrent transactions. Timeouts are generous
// for a busy 2-core machine.
import { beforeEach, describe, expect, it } from 'vitest';
import { malformedCorpus, type CorpusClass } from './corpus.ts';
import {
  call,
  clearFirestore,
  listDocuments,
  newSenderIp,
  rateLimit,
  send,
  storedCount,
  validMessage,
  type Answer,
} from './emulators.ts';
import { inPool } from './pool.ts';

const IN_FLIGHT = 10;
const SLOW = 480_000;

// Bodies that are not JSON never reach the function: the platform's body parser (express's
// body-parser, in the emulator as in Cloud Functions) refuses them with its own 400 page.
const PARSED_BEFORE_THE_FUNCTION: ReadonlySet<CorpusClass> = new Set(['non-JSON body']);

const isJsonError = (answer: Answer): boolean =>
  answer.contentType.startsWith('application/json') &&
  typeof (answer.json as { error?: { status?: unknown } } | undefined)?.error?.status === 'string';

beforeEach(clearFirestore);

describe('abuse of submitContact', () => {
  it(
    'refuses every malformed request with a 4xx, never a 5xx, and stores nothing',
    async () => {
      const corpus = malformedCorpus();
      expect(corpus.length).toBeGreaterThanOrEqual(500);
      const started = performance.now();
      const answers = await inPool(corpus, 4, (request) => send(request.init));

      const failures: string[] = [];
      const seen = new Map<string, number>();
      answers.forEach((answer, index) => {
        const { kind, label, init } = corpus[index]!;
        const key = `${kind}: ${answer.status} ${answer.contentType.split(';')[0] || '(none)'}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        const problem =
          answer.status < 400 || answer.status > 499
            ? `status ${answer.status}`
            : init.method === 'HEAD' || PARSED_BEFORE_THE_FUNCTION.has(kind) || isJsonError(answer)
              ? undefined
              : `not a JSON error: ${answer.body.slice(0, 80)}`;
        if (problem) failures.push(`${kind} / ${label}: ${problem}`);
      });
      const serverErrors = answers.filter((answer) => answer.status >= 500).length;
      const stored = await storedCount();
      console.info(
        `[abuse] ${corpus.length} malformed requests in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
          `5xx: ${serverErrors}; documents stored: ${stored}\n` +
          [...seen].map(([key, count]) => `  ${String(count).padStart(4)}  ${key}`).join('\n'),
      );
      expect(failures).toEqual([]);
      expect(stored).toBe(0);
    },
    SLOW,
  );

  it(
    `lets no more than ${rateLimit.maxMessages} of 20 simultaneous messages from one address through`,
    async () => {
      const ip = newSenderIp();
      const answers = await Promise.all(Array.from({ length: 20 }, () => call(validMessage(), ip)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(rateLimit.maxMessages);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - rateLimit.maxMessages);
      expect(await listDocuments('contactMessages')).toHaveLength(rateLimit.maxMessages);
    },
    SLOW,
  );

  it(
    'stores exactly 100 of 100 concurrent messages, and still 100 when all are re-sent',
    async () => {
      const messages = Array.from({ length: 100 }, () => ({ message: validMessage(), ip: newSenderIp() }));
      const first = await inPool(messages, IN_FLIGHT, ({ message, ip }) => call(message, ip));
      expect(first.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      expect(await listDocuments('contactMessages')).toHaveLength(100);

      const again = await inPool(messages, IN_FLIGHT, ({ message, ip }) => call(message, ip));
      expect(again.map((answer) => answer.status)).toEqual(Array(100).fill(200));
      const stored = await listDocuments('contactMessages');
      expect(stored).toHaveLength(100);
      expect(new Set(stored.map((document) => document.name.split('/').at(-1)))).toEqual(
        new Set(messages.map(({ message }) => message.id)),
      );
      expect(await listDocuments('mail')).toHaveLength(100);
    },
    SLOW,
  );

  it(
    'answers the same message sent 10 times at once with success, storing it once',
    async () => {
      const message = validMessage();
      const ip = newSenderIp();
      const answers = await Promise.all(Array.from({ length: 10 }, () => call(message, ip)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(await storedCount()).toBe(2);
    },
    SLOW,
  );
});
