import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readSite, serveStatic, type StaticSite } from '../tools/bench/static-server.ts';
import { resolveConfigPath } from '../scripts/config/config-path.ts';
import { withLargeCatalog } from '../scripts/test/large-catalog.ts';
import { buildSite, repoRoot } from './helpers/example-builds.ts';
import { showFilters } from './helpers/catalog-filters.ts';
import { hydrated, wakeIsland } from './helpers/page.ts';

// A catalog of 60 tracks, 24 to a page: three numbered pages, built once per project and served like Hosting.
const TRACKS = 60;
// One worker per project builds it: the tests run in order.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let server: StaticSite;

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(240_000);
  const work = path.join(repoRoot, '.out', `e2e-grown-${testInfo.project.name}`);
  await mkdir(work, { recursive: true });
  const config = path.join(work, 'site.config.yaml');
  await writeFile(config, withLargeCatalog(await readFile(resolveConfigPath(), 'utf8'), TRACKS));
  await buildSite(config, path.join(work, 'dist'));
  server = await serveStatic(await readSite(path.join(work, 'dist')));
});
test.afterAll(async () => server?.close());

const titles = (page: Page) => page.locator('#catalog-tracks > [data-track] h3').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Catalog pages' });

test.describe('a catalog of many pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('reaches every track through numbered pages, each track on one page', async ({ page }) => {
      await page.goto(`${server.url}/catalog`);
      const seen: string[] = [];
      for (let number = 1; number <= 3; number += 1) {
        await expect(pager(page)).toContainText(`Page ${number} of 3`);
        await expect(pager(page).locator('[aria-current="page"]')).toHaveText(String(number));
        seen.push(...(await titles(page)));
        await expect(page).toHaveTitle(
          number === 1
            ? 'Tracks ready to license | Marlowe Kane'
            : `Tracks ready to license, Page ${number} of 3 | Marlowe Kane`,
        );
        if (number < 3) await pager(page).getByRole('link', { name: 'Next' }).click();
      }
      expect(seen).toHaveLength(TRACKS);
      expect(new Set(seen).size).toBe(TRACKS);
      await pager(page).getByRole('link', { name: '1', exact: true }).click();
      await expect(page).toHaveURL(/\/catalog$/);
      await page.getByRole('link', { name: seen[5]!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: seen[5]! })).toBeVisible();
    });
  });

  test('a search finds tracks on other pages, draws their cards with a live player, 12 at a time', async ({ page }) => {
    await page.goto(`${server.url}/catalog`);
    await wakeIsland(page, 'CatalogSearch');
    const box = page.getByRole('searchbox', { name: 'Search tracks' });
    // Track 55 is on the third page.
    const far = 'Golden Hour 56';
    await box.fill(`"${far}"`);
    await expect.poll(() => titles(page)).toEqual([far]);
    await expect(pager(page)).toBeHidden();
    const card = page.locator('#catalog-tracks > [data-track]').first();
    await expect(card.getByRole('link', { name: far })).toHaveAttribute('href', '/catalog/golden-hour-56');
    await card.getByRole('button', { name: `Play ${far}` }).click();
    await expect(card.getByRole('button', { name: `Pause ${far}` })).toBeVisible();
    await card.getByRole('button', { name: `Pause ${far}` }).click();

    await box.fill('');
    await showFilters(page);
    await page.getByLabel('Vocals').selectOption('instrumental');
    await expect(page.getByRole('status')).toHaveText(/^\d+ of 60 tracks$/);
    const found = Number((await page.getByRole('status').textContent())!.split(' ')[0]);
    expect(found).toBeGreaterThan(24);
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(12);
    await page.getByRole('button', { name: 'Show 12 more' }).click();
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(24);
    // Keyboard users go on from the first card added.
    await expect(page.locator('#catalog-tracks > [data-track]').nth(12).getByRole('link').first()).toBeFocused();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(pager(page)).toBeVisible();
    await expect.poll(() => titles(page).then((list) => list.length)).toBe(24);
  });

  test('a numbered page is looked at', async ({ page }, testInfo) => {
    await page.goto(`${server.url}/catalog/page/2`);
    await hydrated(page);
    await pager(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`catalog-page-2-${testInfo.project.name}.png`) });
    const box = await pager(page).locator('a').first().boundingBox();
    // A finger's target (WCAG 2.5.8).
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'horizontal overflow').toBe(0);
  });
});
