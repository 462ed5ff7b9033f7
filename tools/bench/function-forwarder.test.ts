import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { functionRoutes } from '../../scripts/local-stack/function-routes.ts';
import { forwardTarget, functionForwarder, type ForwardedCall } from './function-forwarder.ts';
import { serveStatic, type SiteFiles, type StaticSite } from './static-server.ts';

const routesTo = (emulator: string) =>
  functionRoutes({ rewrites: [], projectId: 'demo-x', region: 'europe-west1', emulator });

describe('forwardTarget', () => {
  it('sends each function rewrite to its function with the request’s own path and query after it, as the Hosting emulator does', () => {
    const routes = routesTo('http://127.0.0.1:5001');
    expect(forwardTarget(routes, '/api/shortlist')).toEqual({
      functionId: 'getShortlist',
      target: 'http://127.0.0.1:5001/demo-x/europe-west1/getShortlist/api/shortlist',
    });
    expect(forwardTarget(routes, '/api/listen?t=1')).toEqual({
      functionId: 'recordListen',
      target: 'http://127.0.0.1:5001/demo-x/europe-west1/recordListen/api/listen?t=1',
    });
  });

  it('leaves every other path to the files', () => {
    const routes = routesTo('http://127.0.0.1:5001');
    for (const url of ['/', '/s/abc', '/api/shortlists', '/api/shortlist/x', '/assets/api/shortlist'])
      expect(forwardTarget(routes, url)).toBeUndefined();
  });
});

describe('functionForwarder on the static server', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()));
  });

  /** An upstream server on loopback that records what reached it and answers in the callable protocol's shape. */
  async function upstreamServer() {
    const seen: Array<{ url: string; method: string; headers: IncomingHttpHeaders; body: string }> = [];
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ url: request.url ?? '', method: request.method ?? '', headers: request.headers, body });
        response.writeHead(body.includes('unknown') ? 404 : 200, {
          'content-type': 'application/json',
          'x-from': 'emulator',
        });
        response.end(body.includes('unknown') ? '{"error":{"status":"NOT_FOUND"}}' : '{"result":{"title":"T"}}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    open.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
    return { url, seen };
  }

  const files: SiteFiles = new Map([
    ['/s.html', { type: 'text/html; charset=utf-8', identity: Buffer.from('<p>shell</p>') }],
  ]);

  async function site(emulatorUrl: string, calls: ForwardedCall[]): Promise<StaticSite> {
    const served = await serveStatic(files, {
      rewrites: [{ match: '^/s/.*$', destination: '/s.html' }],
      forward: functionForwarder(routesTo(emulatorUrl), (call) => calls.push(call)),
    });
    open.push(served);
    return served;
  }

  it('hands the call on with its method, body and Origin, to the emulator’s host, and the answer back', async () => {
    const upstream = await upstreamServer();
    const calls: ForwardedCall[] = [];
    const served = await site(upstream.url, calls);
    const response = await fetch(`${served.url}/api/shortlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5000' },
      body: '{"data":{"token":"abc"}}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-from')).toBe('emulator');
    expect(await response.text()).toBe('{"result":{"title":"T"}}');
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]).toMatchObject({
      url: '/demo-x/europe-west1/getShortlist/api/shortlist',
      method: 'POST',
      body: '{"data":{"token":"abc"}}',
    });
    expect(upstream.seen[0]!.headers).toMatchObject({
      origin: 'http://127.0.0.1:5000',
      host: new URL(upstream.url).host,
      'content-type': 'application/json',
    });
    expect(calls).toEqual([{ functionId: 'getShortlist', status: 200, bytes: '{"result":{"title":"T"}}'.length }]);
  });

  it('passes a refusal on as it came, and serves the page’s shell for /s/<token>', async () => {
    const upstream = await upstreamServer();
    const calls: ForwardedCall[] = [];
    const served = await site(upstream.url, calls);
    const refused = await fetch(`${served.url}/api/shortlist`, {
      method: 'POST',
      body: '{"data":{"token":"unknown"}}',
    });
    expect(refused.status).toBe(404);
    expect(calls.map((call) => call.status)).toEqual([404]);
    const page = await fetch(`${served.url}/s/some-token`);
    expect([page.status, await page.text()]).toEqual([200, '<p>shell</p>']);
    expect(upstream.seen).toHaveLength(1);
  });

  it('answers 502 in the callable protocol’s shape when no emulator listens, and says so', async () => {
    const gone = await upstreamServer();
    await open.pop()!.close();
    const calls: ForwardedCall[] = [];
    const served = await site(gone.url, calls);
    const response = await fetch(`${served.url}/api/listen`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe('UNAVAILABLE');
    expect(calls).toEqual([{ functionId: 'recordListen', status: 502, bytes: 0 }]);
  });
});
