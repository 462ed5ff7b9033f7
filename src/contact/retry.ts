export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Wait before retry number `retry` (0-based): the base delay doubled per retry and capped, then
 * "equal jitter" (half of it fixed, half random). Forms that failed together (a busy server
 * answers a burst with 503s) must not all come back in the same instant, and each still waits
 * at least half the backoff.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.baseDelayMs * 2 ** retry, policy.maxDelayMs);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

// `internal` is also what the SDK reports when the request never got an answer (offline, DNS,
// CORS), so it covers network errors. A rejected or rate-limited message would fail the same way
// again, so those are never retried.
const RETRYABLE = new Set(['functions/unavailable', 'functions/internal', 'functions/deadline-exceeded']);

export function isRetryable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch's own network failure
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

export interface RetryOptions {
  signal?: AbortSignal | undefined;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1), for the jitter. */
  random?: () => number;
}

export async function withRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy,
  { signal, sleep = abortableSleep, random = Math.random }: RetryOptions = {},
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    signal?.throwIfAborted();
    try {
      return await abortable(attempt(), signal);
    } catch (error) {
      if (retry >= policy.retries || !isRetryable(error) || signal?.aborted) throw error;
      await sleep(backoffDelay(retry, policy, random), signal);
    }
  }
}

// The callable SDK can't cancel a request, but the form must be able to stop waiting for one.
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
