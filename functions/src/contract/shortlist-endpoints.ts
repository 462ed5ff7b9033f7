/**
 * Where a shortlist page reaches the two callables: addresses on the site itself, which
 * firebase.json rewrites to the functions. Same-origin, so the token travels to no other host,
 * and a `sendBeacon` with a JSON body (not a CORS-safelisted type) needs no preflight.
 */
export const SHORTLIST_ENDPOINTS = {
  open: { path: '/api/shortlist', functionId: 'getShortlist' },
  listen: { path: '/api/listen', functionId: 'recordListen' },
} as const;
