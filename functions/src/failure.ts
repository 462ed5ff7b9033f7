import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';

// gRPC status codes the Admin SDK reports.
const DEADLINE_EXCEEDED = 4;
const RESOURCE_EXHAUSTED = 8;
const ABORTED = 10;
const UNAVAILABLE = 14;
// Contention that outlasted the SDK's own retries, a quota hit or a Firestore hiccup: the message
// may well go through a moment later.
const TRANSIENT = new Set([DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED, UNAVAILABLE]);

export const busy = (): HttpsError =>
  new HttpsError('unavailable', 'The server is busy; please try again in a moment.');

/** The gRPC status code an Admin SDK error carries, if any. */
export function grpcCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * What the caller hears for a failure: our own refusals as they are; anything else as 503
 * `unavailable`, never the 500 INTERNAL firebase-functions makes of it, which tells the caller
 * nothing and the form can't tell from a bug of its own. What is not transient is logged, so
 * the artist's logs say what went wrong, under the callable's name.
 */
export function callableFailure(error: unknown, callable: string): HttpsError {
  if (error instanceof HttpsError) return error;
  const code = grpcCode(error);
  if (!(typeof code === 'number' && TRANSIENT.has(code))) logger.error(`${callable} failed`, error);
  return busy();
}
