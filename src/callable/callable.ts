/**
 * The callable protocol spoken with plain `fetch`: POST `{"data": …}` as JSON, answered with
 * `{"result": …}` or `{"error": {status, message}}`. The Firebase SDK would do the same for
 * some 30 kB more on a page that must start as light as the home page.
 */
export type CallAnswer<T> = { ok: true; result: T } | { ok: false; status: string; message: string; details?: unknown };

export async function call<T>(
  path: string,
  data: unknown,
  init: Pick<RequestInit, 'signal' | 'keepalive'> = {},
): Promise<CallAnswer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
    credentials: 'omit',
    ...init,
  });
  const body = (await response.json().catch(() => ({}))) as {
    result?: T;
    error?: { status?: string; message?: string; details?: unknown };
  };
  if (response.ok && 'result' in body) return { ok: true, result: body.result as T };
  return {
    ok: false,
    status: body.error?.status ?? `HTTP ${response.status}`,
    message: body.error?.message ?? response.statusText,
    ...(body.error?.details !== undefined && { details: body.error.details }),
  };
}

/**
 * The same request for a page that is going away: the browser sends it after the page is gone.
 * Same-origin, so its JSON type needs no CORS preflight (which a beacon cannot make).
 */
export function beacon(path: string, data: unknown): boolean {
  const body = new Blob([JSON.stringify({ data })], { type: 'application/json' });
  return navigator.sendBeacon(path, body);
}
