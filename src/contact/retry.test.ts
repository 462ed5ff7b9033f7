import { describe, expect, it } from 'vitest';
import { backoffDelay, isRetryable, withRetry } from './retry';

const policy = { retries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };
const codeError = (code: string): Error => Object.assign(new Error(code), { code });

describe('backoffDelay', () => {
  it('doubles from the base delay and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
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

  it('retries transient failures with the backoff, then gives up with the last error', async () => {
    const { waits, sleep } = recordSleeps();
    let calls = 0;
    const failing = async (): Promise<never> => {
      calls += 1;
      throw codeError('functions/unavailable');
    };
    await expect(withRetry(failing, policy, { sleep })).rejects.toThrow('functions/unavailable');
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
    await expect(withRetry(flaky, policy, { sleep })).resolves.toBe('stored');
    expect(waits).toEqual([1000, 2000]);
  });

  it.each(['functions/invalid-argument', 'functions/resource-exhausted'])('never retries %s', async (code) => {
    const { waits, sleep } = recordSleeps();
    let calls = 0;
    const rejected = async (): Promise<never> => {
      calls += 1;
      throw codeError(code);
    };
    await expect(withRetry(rejected, policy, { sleep })).rejects.toThrow(code);
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
