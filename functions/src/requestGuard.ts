import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { undecodable } from './decodeGuard.ts';
import { viewSender, type Route, type SenderSettings } from './sender.ts';
import { notAccepted } from './validation.ts';

// The largest message the form can send, as the SDK sends it (JSON.stringify, UTF-8): the
// fields' maxLength sum to 6,554 characters (name 100, email 254, subject 200, message 5,000,
// honeypot 1,000), at most 4 bytes each, plus the id and the keys: about 26.3 kB. 32 KiB admits
// that with room for the envelope and nothing a thousand times bigger (requestGuard.test.ts
// checks the sum against the schema).
export const MAX_BODY_BYTES = 32 * 1024;

export interface GuardSettings {
  /** Whether a call with this Origin (undefined: the caller sent none) may go on. */
  allowOrigin: (origin: string | undefined) => boolean;
  /** The first field of the call's data the callable never takes, or null; refused before decoding. */
  unknownField?: (data: unknown) => string | null;
  /** Answers `GET ?probe=sender` with what the function counts the caller as, on the route it is called by (`npm run check:sender`). */
  sender?: { settings: SenderSettings; route: Route };
}

type HttpHandler = (req: Request, res: Response) => unknown;

interface Refusal {
  httpStatus: number;
  status: string;
  message: string;
}

/**
 * The one guard in front of every callable: the contact form's and every private link's.
 * Runs before firebase-functions' callable handler, so the cheap checks refuse hostile requests
 * before CORS, App Check, decoding or validation spend anything on them. The platform (the
 * Functions Framework in Cloud Functions, firebase-tools' runtime in the emulator) has already
 * read, inflated and parsed the body by then, within its own limits (1 GB and 32 MB), and offers
 * no earlier hook: these checks come immediately after.
 */
export function guardRequest<F extends HttpHandler>(callable: F, settings: GuardSettings): F {
  const guarded = (req: Request, res: Response): unknown => {
    if (settings.sender && req.method === 'GET' && req.query.probe === 'sender') {
      // The caller's own view of itself, for `npm run check:sender`; never stored or logged.
      res
        .set('Cache-Control', 'no-store')
        .json({ sender: viewSender(req, settings.sender.settings, settings.sender.route) });
      return undefined;
    }
    const refusal = refuse(req, settings);
    if (refusal === null) return callable(req, res);
    res.status(refusal.httpStatus).json({ error: { message: refusal.message, status: refusal.status } });
    return undefined;
  };
  // The deploy tooling and the emulator read the trigger description off the exported function.
  const {
    length: _length,
    name: _name,
    prototype: _prototype,
    ...descriptors
  } = Object.getOwnPropertyDescriptors(callable);
  return Object.defineProperties(guarded, descriptors) as unknown as F;
}

export function refuse(req: Request, settings: GuardSettings): Refusal | null {
  // Browsers always name the page's origin on a cross-origin call; the callable's CORS answer
  // only stops the browser reading the reply, this stops the message being stored at all, and
  // a call no site owns can never land in any site's inbox.
  if (!settings.allowOrigin(req.headers.origin)) {
    return {
      httpStatus: 403,
      status: 'PERMISSION_DENIED',
      message: 'calls are accepted only from this site’s own pages',
    };
  }
  const encoding = req.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return { httpStatus: 415, status: 'INVALID_ARGUMENT', message: 'compressed request bodies are not accepted' };
  }
  if (bodyBytes(req) > MAX_BODY_BYTES) {
    return {
      httpStatus: 413,
      status: 'INVALID_ARGUMENT',
      message: `the request body must be at most ${MAX_BODY_BYTES} bytes`,
    };
  }
  const data = (req.body as { data?: unknown } | undefined)?.data;
  const unknown = settings.unknownField?.(data) ?? null;
  if (unknown !== null) return { httpStatus: 400, status: 'INVALID_ARGUMENT', message: notAccepted(unknown) };
  const problem = undecodable(data);
  if (problem !== null) return { httpStatus: 400, status: 'INVALID_ARGUMENT', message: problem };
  return null;
}

// rawBody is what the parser read (after any inflation); Content-Length covers a body the
// parser skipped because of its type.
function bodyBytes(req: Request): number {
  const declared = Number(req.headers['content-length'] ?? 0);
  return Math.max(req.rawBody?.length ?? 0, Number.isFinite(declared) ? declared : 0);
}
