import type { Response } from 'express';
import type { Request } from 'firebase-functions/v2/https';
import { undecodable } from '../decodeGuard.js';
import { isAllowedOrigin } from '../origins.js';
import { MAX_BODY_BYTES } from '../requestGuard.js';

type HttpHandler = (req: Request, res: Response) => unknown;

/**
 * The contact function's cheap refusals, for the shortlist callables: a foreign page's
 * browsers can't call them, and an oversized or undecodable body is answered before
 * firebase-functions turns it into a 500. The contact guard itself also refuses every field a
 * contact message lacks, which is why these callables don't share it.
 */
export function guardShortlistRequest<F extends HttpHandler>(callable: F, origins: ReadonlyArray<string | RegExp>): F {
  const guarded = (req: Request, res: Response): unknown => {
    const refusal = refusalOf(req, origins);
    if (refusal === null) return callable(req, res);
    res.status(refusal.httpStatus).json({ error: { message: refusal.message, status: refusal.status } });
    return undefined;
  };
  // The deploy tooling and the emulator read the trigger description off the exported function.
  const { length: _length, name: _name, prototype: _prototype, ...descriptors } = Object.getOwnPropertyDescriptors(callable);
  return Object.defineProperties(guarded, descriptors) as unknown as F;
}

function refusalOf(req: Request, origins: ReadonlyArray<string | RegExp>): { httpStatus: number; status: string; message: string } | null {
  const origin = req.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, origins)) {
    return { httpStatus: 403, status: 'PERMISSION_DENIED', message: 'calls are accepted only from this site’s own pages' };
  }
  const encoding = req.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return { httpStatus: 415, status: 'INVALID_ARGUMENT', message: 'compressed request bodies are not accepted' };
  const declared = Number(req.headers['content-length'] ?? 0);
  if (Math.max(req.rawBody?.length ?? 0, Number.isFinite(declared) ? declared : 0) > MAX_BODY_BYTES) {
    return { httpStatus: 413, status: 'INVALID_ARGUMENT', message: `the request body must be at most ${MAX_BODY_BYTES} bytes` };
  }
  const problem = undecodable((req.body as { data?: unknown } | undefined)?.data);
  return problem === null ? null : { httpStatus: 400, status: 'INVALID_ARGUMENT', message: problem };
}
