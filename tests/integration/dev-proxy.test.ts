// The shortlist page's calls on `npm run dev`: the dev server, started from vite.config.ts,
// forwards /api/shortlist and /api/listen to the real Functions emulator of the running stack, with
// the page's Origin, so a shortlist opens and counts there as it does behind Hosting.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { SHORTLIST_ENDPOINTS } from '../../functions/src/contract/shortlist-endpoints.ts';
import { ACTIVITY, SHORTLISTS, type Activity } from '../../functions/src/contract/shortlist-model.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { HOST, PORTS } from '../../scripts/local-stack/stack.ts';
import { adminDb, createList, type CreatedList } from './shortlist-helpers.ts';

let server: ViteDevServer;
let base: string;
let pitch: CreatedList;
// Where a browser shows `npm run dev`: the origin its calls carry.
const devOrigin = `http://${HOST}:${PORTS.vite}`;

beforeAll(async () => {
  server = await createServer({
    configFile: join(repoRoot, 'vite.config.ts'),
    mode: 'emulators',
    logLevel: 'silent',
    // Any free port: the stack's own 5173 may be another dev server's.
    server: { port: 0, strictPort: false },
  });
  await server.listen();
  base = server.resolvedUrls!.local[0]!;
  pitch = await createList(
    '--title',
    'Dev server pitch',
    '--tracks',
    'night-drive',
    '--for',
    'Cy Lane <cy@dev.example>',
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function callThroughDev(path: string, data: unknown, origin = devOrigin): Promise<Response> {
  return fetch(new URL(path, base), {
    method: 'POST',
    // One sender of its own, so no other file's rate-limit window counts these calls.
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '198.51.100.25' },
    body: JSON.stringify({ data }),
  });
}

describe('the dev server in front of the Functions emulator', () => {
  it('opens a shortlist through /api/shortlist, as the page on the dev server asks for it', async () => {
    const response = await callThroughDev(SHORTLIST_ENDPOINTS.open.path, { token: pitch.tokens[0] });
    expect(response.status).toBe(200);
    const result = (
      (await response.json()) as { result: { title: string; recipient: { name: string }; cards: string } }
    ).result;
    expect(result).toMatchObject({ title: 'Dev server pitch', recipient: { name: 'Cy Lane' } });
    expect(result.cards).toContain('data-track="night-drive"');
  });

  it('counts a press sent to /api/listen', async () => {
    const response = await callThroughDev(SHORTLIST_ENDPOINTS.listen.path, {
      token: pitch.tokens[0],
      events: [{ kind: 'play', track: 'night-drive', version: 'main' }],
    });
    expect(response.status).toBe(200);
    const activity = (
      await adminDb().collection(SHORTLISTS).doc(pitch.id).collection(ACTIVITY).doc('r1').get()
    ).data() as Activity | undefined;
    // The visit is the open above, counted by getShortlist.
    expect(activity).toMatchObject({ visits: 1, tracks: { 'night-drive': { main: { plays: 1 } } } });
  });

  it('passes on the page’s Origin: a page of no site this function serves is refused by the function itself', async () => {
    const response = await callThroughDev(
      SHORTLIST_ENDPOINTS.open.path,
      { token: pitch.tokens[0] },
      'https://evil.example',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { status: 'PERMISSION_DENIED', message: 'calls are accepted only from this site’s own pages' },
    });
  });

  it('passes on the function’s refusals as they are', async () => {
    const response = await callThroughDev(SHORTLIST_ENDPOINTS.open.path, { token: 'A'.repeat(43) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { message: 'token: this shortlist is not available', status: 'NOT_FOUND' },
    });
  });
});
