import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callableFailure } from './failure.ts';

// Watches what is logged (and keeps it out of the test output); the mapping itself runs as is.
const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
afterEach(() => logged.mockClear());

const statusOf = (error: unknown) => callableFailure(error, 'submitContact').httpErrorCode.status;

describe('callableFailure', () => {
  it('keeps our own refusals', () => {
    expect(statusOf(new HttpsError('resource-exhausted', 'Too many'))).toBe(429);
    expect(statusOf(new HttpsError('invalid-argument', 'bad'))).toBe(400);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers 503 for Firestore contention, quota and outages, RESOURCE_EXHAUSTED included, without logging them as errors', () => {
    for (const code of [4, 8, 10, 14]) expect(statusOf(Object.assign(new Error('grpc'), { code }))).toBe(503);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers 503, never 500, for anything else, and logs it', () => {
    expect(statusOf(new Error('Cannot use "undefined" as a Firestore value'))).toBe(503);
    expect(statusOf(Object.assign(new Error('permission'), { code: 7 }))).toBe(503);
    expect(statusOf('a string')).toBe(503);
    expect(statusOf(null)).toBe(503);
    expect(logged).toHaveBeenCalledTimes(4);
    expect(logged).toHaveBeenCalledWith('submitContact failed', null);
  });

  it("logs under the callable's own name", () => {
    callableFailure(new Error('boom'), 'recordListen');
    expect(logged.mock.calls[0]?.[0]).toBe('recordListen failed');
  });
});
