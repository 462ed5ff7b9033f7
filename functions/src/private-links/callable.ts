import type { SecretParam } from 'firebase-functions/params';
import { onCall, type CallableRequest, type HttpsError } from 'firebase-functions/v2/https';
import { checkRequestShape } from '../contract/listen-events.ts';
import { callableFailure } from '../failure.ts';
import { settings } from '../generated/settings.ts';
import { isAllowedOrigin } from '../origins.ts';
import { guardRequest } from '../requestGuard.ts';
import { callableOptions, ipHashSalt, origins } from './options.ts';

export interface LinkCallable<T> {
  /** As index.ts exports it: the logs name a failure by it. */
  name: string;
  /** The fields a request may have; data of another shape is answered by `malformed` before anything is read. */
  fields: readonly string[];
  /** The answer to a request of another shape: a link's uniform one when the request names no link, else what is wrong. */
  malformed: (message: string, data: unknown) => HttpsError;
  /** The call itself, given data of the right shape; a failure that is not a refusal of its own is answered as callableFailure says. */
  handle: (request: CallableRequest, data: Record<string, unknown>) => Promise<T>;
  /** Secrets it needs besides the counters' salt (a payment's Stripe key). */
  extraSecrets?: readonly SecretParam[];
}

/**
 * A private link's callable, wired as each of them is: the link callables' options and the
 * secret the counters hash addresses with, the request's shape checked first, failures answered
 * by callableFailure, and the one request guard in front (requestGuard.ts).
 */
export function linkCallable<T>({ name, fields, malformed, handle, extraSecrets = [] }: LinkCallable<T>) {
  const callable = onCall(
    { ...callableOptions, secrets: [ipHashSalt, ...extraSecrets] },
    async (request): Promise<T> => {
      const shape = checkRequestShape(request.data, fields);
      if (!shape.ok) throw malformed(shape.message, request.data);
      try {
        return await handle(request, shape.value);
      } catch (error) {
        throw callableFailure(error, name);
      }
    },
  );
  return guardRequest(callable, {
    // A page's fetch names its origin; a call with none (a tool, a beacon from an old browser) still
    // meets the callable's own checks and limits.
    allowOrigin: (origin) => origin === undefined || isAllowedOrigin(origin, origins),
    sender: { settings: settings.sender, route: 'hosting' },
  });
}
