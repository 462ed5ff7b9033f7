import type { Request, Response } from 'express';

/**
 * What every private link answered over plain HTTP (the licence PDF, a licensed file) sends before
 * anything else: never cached or indexed, never named in a referrer. True when the request may go
 * on; anything but GET or HEAD has been answered 405 with `refusal`.
 */
export function openPrivateLink(req: Request, res: Response, refusal: string): boolean {
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send(refusal);
  return false;
}
