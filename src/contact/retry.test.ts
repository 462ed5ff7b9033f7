import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryable, withRetry } from './retry.ts';

const policy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };
const codeError = (code: string): Error => Object.assign(new Error(code), { code });

describe('backoffDelay', () => {
  const retries = [0, 1, 2, 3, 4, 5, 6];

  it('doubles from the base delay up to the cap, the top half random', () => {
    expect(retries.map((retry) => backoffDelay(retry, policy, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
    expect(retries.map((retry) => backoffDelay(retry, policy, () => 0.5))).toEqual([
      750, 1500, 3000, 6000, 12_000, 22_500, 22_500,
    ]);
    expect(retries.map((retry) => backoffDelay(retry, policy, () => 0.999_999))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('spreads forms that failed together', () => {
    const draws = [0.1, 0.7, 0.4];
    const delays = draws.map((draw) => backoffDelay(2, policy, () => draw));
    expect(new Set(delays).size).toBe(draws.length);
  });
});

describe('isRetryable', () => {
  it('retries network failures and transient server errors only', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(codeError('functions/unavailable'))).toBe(true);
    expect(isRetryable(codeError('functions/internal'))).toBe(true);
    expect(isRetryable(codeError('functions/deadline-exceeded'))).toBe(true);
    expect(isRetryable(codeError('functions/invalid-argument'))).toBe(false);
    expect(isRetryable(codeError('functions/resource-exhausted'))).toBe(false);
    expect(isRetryable(new Error('anything else'))).toBe(false);
  });
});

describe('withRetry', () => {
  const recordSleeps = (): { waits: number[]; sleep: (ms: number) => Promise<void> } => {
    const waits: number[] = [];
    return { waits, sleep: async (ms) => void waits.push(ms) };
  };
  // The top of the jitter range, so the waits read as the plain doubling.
  const random = (): number => 0.999_999;

  it('retries transient failures with the backoff, then gives up with the last error', async () => {
    const { waits, sleep } = recordSleeps();
    let calls = 0;
    const failing = async (): Promise<never> => {
      calls += 1;
      throw codeError('functions/unavailable');
    };
    await expect(withRetry(failing, policy, { sleep, random })).rejects.toThrow('functions/unavailable');
    expect(calls).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('returns the first success', async () => {
    const { waits, sleep } = recordSleeps();
    let calls = 0;
    const flaky = async (): Promise<string> => {
      calls += 1;
      if (calls < 3) throw codeError('functions/internal');
      return 'stored';
    };
    await expect(withRetry(flaky, policy, { sleep, random })).resolves.toBe('stored');
    expect(waits).toEqual([1000, 2000]);
  });

  it.each(['functions/invalid-argument', 'functions/resource-exhausted'])('never retries %s', async (code) => {
    const { waits, sleep } = recordSleeps();
    let calls = 0;
    const rejected = async (): Promise<never> => {
      calls += 1;
      throw codeError(code);
    };
    await expect(withRetry(rejected, policy, { sleep, random })).rejects.toThrow(code);
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const pending = withRetry(() => new Promise<never>(() => {}), policy, { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
  });

  it('stops retrying when aborted during the backoff', async () => {
    const controller = new AbortController();
    let calls = 0;
    const pending = withRetry(
      async () => {
        calls += 1;
        throw codeError('functions/unavailable');
      },
      { ...policy, baseDelayMs: 60_000 },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(new Error('cancelled')), 10);
    await expect(pending).rejects.toThrow('cancelled');
    expect(calls).toBe(1);
  });
});
