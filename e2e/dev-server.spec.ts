import { expect, test } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { collectProblems, wakeAllIslands } from './helpers/page.ts';

// `npm run dev` renders each page through the server entry, so the browser hydrates the same
// islands on the same markup as in a build: no hydration warning, no mismatch, any route.
test.describe('the dev server', () => {
  test.skip(({ isMobile }) => isMobile, 'one width is enough for the dev server');
  let server: ViteDevServer;
  let base: string;

  test.beforeAll(async () => {
    server = await createServer({ logLevel: 'silent', server: { port: 0, strictPort: false } });
    await server.listen();
    base = server.resolvedUrls!.local[0]!;
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('serves the rendered page, and every island hydrates without a console error or warning', async ({ page }) => {
    test.setTimeout(90_000); // the first request pre-bundles dependencies
    const problems = collectProblems(page);
    const response = await page.goto(base);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await wakeAllIslands(page);
    expect(problems).toEqual([]);
  });

  test('answers the catalog search as the build does: its files and the cards drawn alone', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const searchBase = await request.get(new URL('/catalog.search.json', base).href);
    expect(searchBase.status()).toBe(200);
    expect((await searchBase.json()).tracks.length).toBeGreaterThan(0);
    const card = await request.get(new URL('/catalog.cards/night-drive.html', base).href);
    expect(card.status()).toBe(200);
    expect(await card.text()).toMatch(/^<li[^>]* data-track="night-drive"/);
    expect((await request.get(new URL('/catalog.cards/no-such-track.html', base).href)).status()).toBe(404);
    await page.goto(new URL('/catalog?q=pianno', base).href);
    await expect(page.locator('#catalog').getByRole('status')).toHaveText('3 of 6 tracks');
  });

  test('answers an unknown path with the not-found page and status 404', async ({ page }) => {
    const response = await page.goto(new URL('/no-such-page', base).href);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });
});
