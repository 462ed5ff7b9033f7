import { useEffect, useState } from 'react';
import type { ShortlistAnswer } from '../../../../functions/src/shortlist/getShortlist.ts';
import { call, type CallAnswer } from './callable';

export type ShortlistState =
  | { status: 'loading' }
  /** Unknown, expired or revoked: the function does not say which. */
  | { status: 'unavailable' }
  /** The network or the function failed: a reload may help. */
  | { status: 'failed' }
  | { status: 'ready'; token: string; shortlist: ShortlistAnswer };

/** The token of a link `/s/<token>`, or null when the address holds none. */
export function tokenOf(pathname: string): string | null {
  const match = /^\/s\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/**
 * Asks `getShortlist` once for the link in the address. The build renders the loading state, so
 * the page starts from it in the browser too.
 */
export function useShortlist(open: string): ShortlistState {
  const [state, setState] = useState<ShortlistState>({ status: 'loading' });
  useEffect(() => {
    const token = tokenOf(location.pathname);
    const controller = new AbortController();
    // An address without a token opens nothing, as the function would answer.
    const asked: Promise<CallAnswer<ShortlistAnswer>> =
      token === null ? Promise.resolve({ ok: false, status: 'NOT_FOUND', message: 'no token in the address' }) : call<ShortlistAnswer>(open, { token }, { signal: controller.signal });
    asked
      .then((answer) => {
        if (answer.ok) setState({ status: 'ready', token: token!, shortlist: answer.result });
        else {
          if (answer.status !== 'NOT_FOUND') console.error(`getShortlist: ${answer.status} ${answer.message}`);
          setState({ status: answer.status === 'NOT_FOUND' ? 'unavailable' : 'failed' });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('getShortlist could not be reached', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [open]);
  return state;
}
