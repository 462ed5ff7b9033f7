import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_22_AA } from './helpers/a11y.ts';
import { filtersControl } from './helpers/catalog-filters.ts';
import { hydrated, wakeIsland } from './helpers/page.ts';

const catalog = (page: Page) => page.locator('#catalog');
const search = (page: Page) => catalog(page).getByRole('search', { name: 'Filter tracks' });
const box = (page: Page) => search(page).getByRole('searchbox', { name: 'Search tracks' });
/** The seven filters the Filters control keeps out of a phone's first screen. */
const filters = (page: Page) => [
  search(page).getByLabel('Vocals'),
  search(page).getByLabel('Mood'),
  search(page).getByLabel('Genre'),
  search(page).getByLabel('Fits a cut of'),
  search(page).getByLabel('From', { exact: true }),
  search(page).getByLabel('To', { exact: true }),
  search(page).getByRole('checkbox', { name: 'No AI' }),
];

test.describe('the catalog page’s filters on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone project');
  test.use({ viewport: { width: 360, height: 740 } });

  test('leave the box and the first track in the first screen, and show on a press of Filters', async ({
    page,
  }, info) => {
    await page.goto('/catalog');
    await hydrated(page);
    await expect(box(page)).toBeInViewport({ ratio: 1 });
    const first = catalog(page).locator('[data-track]').first();
    await expect(first.getByRole('heading', { name: 'Night Drive' })).toBeInViewport({ ratio: 1 });
    for (const filter of filters(page)) await expect(filter).toBeHidden();
    await expect(filtersControl(page)).toHaveText('Filters');
    await filtersControl(page).click();
    for (const filter of filters(page)) await expect(filter).toBeVisible();
    await page.screenshot({ path: info.outputPath('catalog-filters-open-360.png') });
    await filtersControl(page).click();
    for (const filter of filters(page)) await expect(filter).toBeHidden();
  });

  test('say how many are chosen when a search in the address sets some, which it still shows', async ({ page }) => {
    await page.goto('/catalog?genre=Electronic&vocals=instrumental');
    await wakeIsland(page, 'CatalogSearch');
    await expect(filtersControl(page)).toHaveText('Filters (2)');
    await expect(search(page).getByRole('status')).toHaveText('1 of 6 tracks');
    await expect(catalog(page).locator('[data-track]:visible')).toHaveCount(1);
    await filtersControl(page).click();
    await expect(search(page).getByLabel('Genre')).toHaveValue('Electronic');
    await search(page).getByLabel('Genre').selectOption('');
    await expect(filtersControl(page)).toHaveText('Filters (1)');
    await search(page).getByRole('button', { name: 'Clear' }).click();
    await expect(filtersControl(page)).toHaveText('Filters');
  });

  test('have no WCAG 2.2 AA violations with the filters folded', async ({ page }) => {
    await page.goto('/catalog');
    await wakeIsland(page, 'CatalogSearch');
    await page.evaluate(() => window.scrollTo(0, 0));
    const results = await new AxeBuilder({ page }).include('#catalog [role="search"]').withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      ),
    ).toEqual([]);
  });
});

test.describe('the catalog page’s filters on a wide screen', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop project');

  test('show without a press, and no Filters control', async ({ page }) => {
    await page.goto('/catalog');
    await hydrated(page);
    for (const filter of filters(page)) await expect(filter).toBeVisible();
    await expect(filtersControl(page)).toBeHidden();
  });
});
