// The dev server's forwarding of the function rewrites when no Functions emulator runs (a Vite
// started on its own): each call gets the callable protocol's 503 the page can report, and the
// console says why once. It needs the Functions emulator's port free, so it runs with the other
// stack tests, before `npm test` starts its stack.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { SHORTLIST_ENDPOINTS } from '../../functions/src/contract/shortlist-endpoints.ts';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { HOST, PORTS } from '../../scripts/local-stack/stack.ts';
import { portInUse } from '../../scripts/local-stack/wait.ts';

let server: ViteDevServer;
let base: string;
const logged: string[] = [];

beforeAll(async () => {
  if (await portInUse(PORTS.functions, HOST))
    throw new Error(
      `port ${PORTS.functions} is in use: stop the running stack first (these tests need no Functions emulator)`,
    );
  const logger = createLogger('warn');
  logger.warn = (message) => void logged.push(message);
  logger.error = (message) => void logged.push(message);
  server = await createServer({
    configFile: join(repoRoot, 'vite.config.ts'),
    mode: 'emulators',
    customLogger: logger,
    // Any free port: 5173 may be another dev server's.
    server: { port: 0, strictPort: false },
  });
  await server.listen();
  base = server.resolvedUrls!.local[0]!;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const callFrom = (origin: string, path: string) =>
  fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ data: { token: 'A'.repeat(43) } }),
  });

describe('npm run dev without the Functions emulator', { timeout: 90_000 }, () => {
  it('answers each function rewrite with a one-line callable error that says how to start the backend, and says it once', async () => {
    const origin = new URL(base).origin;
    for (const path of [
      SHORTLIST_ENDPOINTS.open.path,
      SHORTLIST_ENDPOINTS.listen.path,
      LICENCE_ENDPOINTS.accept.path,
      SHORTLIST_ENDPOINTS.open.path,
    ]) {
      const response = await callFrom(origin, path);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await response.text();
      expect(body).not.toContain('\n');
      expect(JSON.parse(body)).toEqual({
        error: {
          status: 'UNAVAILABLE',
          message:
            'the Functions emulator is not running on 127.0.0.1:5001, so the dev server cannot answer /api/shortlist, /api/listen, /api/licence/open, /api/licence/accept, /api/licence/verify, /api/licence/pay, /api/licence/buy, /api/stripe/webhook, /l/pdf/**, and /l/file/**: ' +
            '`npm run dev` starts it along with the dev server (a dev server started on its own has none)',
        },
      });
    }
    const told = logged.filter((line) => line.includes('Functions emulator'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('[cuesheet] the Functions emulator is not running on 127.0.0.1:5001');
    // Vite's own proxy error (a stack trace per call) never shows.
    expect(logged.join('\n')).not.toContain('http proxy error');
  });

  it('leaves every other address to the dev server', async () => {
    const response = await callFrom(new URL(base).origin, `${SHORTLIST_ENDPOINTS.open.path}s`);
    expect(response.status).toBe(404);
  });
});
