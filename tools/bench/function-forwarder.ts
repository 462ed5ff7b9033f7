import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FunctionRoute } from '../../scripts/local-stack/function-routes.ts';

/** One call the forwarder handed on, and what the function answered (502: it did not). */
export interface ForwardedCall {
  functionId: string;
  status: number;
  /** The answer's body as the function sent it: the callable protocol's JSON, uncompressed. */
  bytes: number;
}

/**
 * Where a request for `url` (path and query) goes: the function's address on the emulator with
 * the request's own path after it, as the Hosting emulator sends it; undefined when no rewrite
 * names the path, so the static files answer it.
 */
export function forwardTarget(
  routes: readonly FunctionRoute[],
  url: string,
): { functionId: string; target: string } | undefined {
  const route = routes.find((candidate) => new RegExp(candidate.match).test(url));
  return route && { functionId: route.functionId, target: `${route.target}${url}` };
}

// Each side of the forwarder keeps its own connection; these describe one connection only.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Hands each request for a function rewrite to the Functions emulator, as Hosting does: same
 * method, headers and body, the Origin unchanged (the function picks the site by it), the Host
 * the emulator's. Returns whether it took the request; `onAnswer` hears each call's outcome.
 */
export function functionForwarder(routes: readonly FunctionRoute[], onAnswer: (call: ForwardedCall) => void) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const found = forwardTarget(routes, request.url ?? '/');
    if (!found) return false;
    const target = new URL(found.target);
    const upstream = httpRequest(
      target,
      { method: request.method, headers: { ...endToEnd(request.headers), host: target.host } },
      (answer) => {
        const status = answer.statusCode ?? 502;
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => onAnswer({ functionId: found.functionId, status, bytes }));
        response.writeHead(status, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      onAnswer({ functionId: found.functionId, status: 502, bytes: 0 });
      if (response.headersSent) return void response.destroy(error);
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({
          error: { status: 'UNAVAILABLE', message: `the Functions emulator did not answer: ${error.message}` },
        }),
      );
    });
    request.pipe(upstream);
    return true;
  };
}
