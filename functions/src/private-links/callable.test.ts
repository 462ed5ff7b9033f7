import type { Request } from 'firebase-functions/v2/https';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { acceptLicence } from '../licence/acceptLicence.ts';
import { getLicenceQuote } from '../licence/getLicenceQuote.ts';
import { verifyLicence } from '../licence/verifyLicence.ts';
import { getShortlist } from '../shortlist/getShortlist.ts';
import { recordListen } from '../shortlist/recordListen.ts';
import { linkCallable } from './callable.ts';

const callables = { getShortlist, recordListen, getLicenceQuote, acceptLicence, verifyLicence };

/** A call's data as the callable's own handler receives it, past the guard and the SDK's decoding. */
const call = (data: unknown) => ({ data, rawRequest: { headers: {} } }) as unknown as CallableRequest;

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  const error = (await run.then(
    () => null,
    (caught: unknown) => caught,
  )) as HttpsError | null;
  if (!(error instanceof HttpsError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message, details: error.details };
}

describe('a private link callable', () => {
  it('is deployed alike, every one: small instances and the secret the counters hash addresses with', () => {
    for (const [name, callable] of Object.entries(callables)) {
      expect({ name, ...callable.__endpoint }).toMatchObject({
        name,
        callableTrigger: {},
        availableMemoryMb: 256,
        concurrency: 16,
        timeoutSeconds: 30,
        maxInstances: 10,
        secretEnvironmentVariables: [{ key: 'IP_HASH_SALT' }],
      });
    }
  });

  it('has the request guard in front: a foreign page is refused before the callable runs', () => {
    for (const callable of Object.values(callables)) {
      const answer: { status?: number; body?: unknown } = {};
      const res = {
        status: (status: number) => ((answer.status = status), res),
        json: (body: unknown) => ((answer.body = body), res),
      };
      const req = {
        method: 'POST',
        headers: { origin: 'https://elsewhere.example' },
        query: {},
        body: { data: {} },
      } as unknown as Request;
      callable(req, res as never);
      expect(answer).toEqual({
        status: 403,
        body: { error: { message: 'calls are accepted only from this site’s own pages', status: 'PERMISSION_DENIED' } },
      });
    }
  });

  it('answers a request of another shape as each link says, before anything is read', async () => {
    expect(await refusal(getShortlist.run(call({ token: 'x', more: 1 })))).toMatchObject({
      code: 'not-found',
      message: 'token: this shortlist is not available',
    });
    expect(await refusal(getLicenceQuote.run(call([])))).toMatchObject({
      code: 'not-found',
      message: 'token: this quote is not available',
    });
    expect(await refusal(recordListen.run(call({ token: 'x', event: [] })))).toMatchObject({
      code: 'invalid-argument',
      message: '"event" is not an accepted field',
    });
    expect(await refusal(verifyLicence.run(call('MK-2026-0007')))).toMatchObject({
      code: 'invalid-argument',
      message: 'data must be an object',
    });
    // The quote page's own check words it, a long stray key cut short, with the field and kind the page reads.
    expect(await refusal(acceptLicence.run(call({ token: 'x', ['k'.repeat(60)]: 1 })))).toEqual({
      code: 'invalid-argument',
      message: `"${'k'.repeat(40)}" is not an accepted field`,
      details: { field: 'data', kind: 'shape' },
    });
  });

  it('answers a failure of its own handler as callableFailure does: a refusal as it is, anything else as busy', async () => {
    const failing = (error: unknown) =>
      linkCallable({
        name: 'probe',
        fields: ['a'],
        malformed: (message) => new HttpsError('invalid-argument', message),
        handle: () => Promise.reject(error),
      });
    expect(await refusal(failing(new HttpsError('not-found', 'gone')).run(call({ a: 1 })))).toMatchObject({
      code: 'not-found',
      message: 'gone',
    });
    expect(
      await refusal(failing(Object.assign(new Error('contention'), { code: 10 })).run(call({ a: 1 }))),
    ).toMatchObject({ code: 'unavailable' });
  });
});
