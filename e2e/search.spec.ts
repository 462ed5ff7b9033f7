import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_22_AA } from './helpers/a11y.ts';
import { showFilters } from './helpers/catalog-filters.ts';
import { hydrated, wakeIsland } from './helpers/page.ts';

const catalog = (page: Page) => page.locator('#catalog');
const search = (page: Page) => catalog(page).getByRole('search', { name: 'Filter tracks' });
const box = (page: Page) => search(page).getByRole('searchbox', { name: 'Search tracks' });
/** The visible cards' titles, in the order the page shows them. */
const shown = (page: Page) => catalog(page).locator('[data-track]:visible h3').allTextContents();

async function openCatalog(page: Page, address = '/catalog') {
  await page.goto(address);
  await wakeIsland(page, 'CatalogSearch');
}

test.describe('catalog search', () => {
  test('answers as a buyer types: ranked, typo-tolerant, by prefix, phrases and exclusions, announced', async ({
    page,
  }) => {
    await openCatalog(page);
    await box(page).pressSequentially('pianno');
    await expect.poll(() => shown(page)).toEqual(['Golden Hour', 'Paper Moons', 'Still Water']);
    await expect(search(page).getByRole('status')).toHaveText('3 of 6 tracks');
    await box(page).fill('synt');
    await expect.poll(() => shown(page)).toEqual(['Night Drive']);
    await box(page).fill('"felt piano"');
    await expect.poll(() => shown(page)).toEqual(['Still Water']);
    await box(page).fill('piano -vocal');
    await expect.poll(() => shown(page)).toEqual(['Paper Moons', 'Still Water']);
    await box(page).fill('kazoo');
    await expect.poll(() => shown(page)).toEqual([]);
    await expect(search(page).getByRole('status')).toHaveText('No track matches these filters.');
    await search(page).getByRole('button', { name: 'Clear' }).click();
    await expect
      .poll(() => shown(page))
      .toEqual(['Night Drive', 'Golden Hour', 'Paper Moons', 'Still Water', 'First Light', 'Slow Burn']);
    await expect(page).toHaveURL(/\/catalog$/);
  });

  test('a cut length keeps the tracks with a version within 2 s and names that version', async ({ page }) => {
    await openCatalog(page);
    await showFilters(page);
    await search(page).getByLabel('Fits a cut of').selectOption('30');
    await expect.poll(() => shown(page)).toEqual(['Night Drive', 'Golden Hour']);
    await expect(catalog(page).locator('[data-track]:visible [data-fits-note]')).toHaveText([
      'Fits 30 s: 30 s cut (0:30)',
      'Fits 30 s: 30 s cut (0:30)',
    ]);
    await search(page).getByLabel('Fits a cut of').selectOption('other');
    await search(page).getByRole('spinbutton', { name: 'Other (seconds)' }).fill('48');
    await expect.poll(() => shown(page)).toEqual(['Night Drive', 'Paper Moons', 'Still Water', 'First Light']);
    await expect(page).toHaveURL(/\?fits=48$/);
  });

  test('“No AI” keeps the tracks whose disclosure says none was used', async ({ page }) => {
    await openCatalog(page);
    await showFilters(page);
    await search(page).getByRole('checkbox', { name: 'No AI' }).check();
    await expect.poll(() => shown(page)).not.toContain('Night Drive');
    await expect(search(page).getByRole('status')).toHaveText('5 of 6 tracks');
  });

  test('lives in the address: shared, reloaded, and walked back with the back button', async ({ page }) => {
    await openCatalog(page, '/catalog?q=tense+synth&vocals=instrumental&fits=30');
    await showFilters(page);
    await expect(box(page)).toHaveValue('tense synth');
    await expect(search(page).getByLabel('Vocals')).toHaveValue('instrumental');
    await expect.poll(() => shown(page)).toEqual(['Night Drive']);
    await search(page).getByLabel('Vocals').selectOption('');
    await expect(page).toHaveURL(/\?q=tense\+synth&fits=30$/);
    await search(page).getByLabel('Fits a cut of').selectOption('');
    await expect(page).toHaveURL(/\?q=tense\+synth$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?q=tense\+synth&fits=30$/);
    await expect(search(page).getByLabel('Fits a cut of')).toHaveValue('30');
    await page.goBack();
    await expect(search(page).getByLabel('Vocals')).toHaveValue('instrumental');
    await page.reload();
    await hydrated(page, 'CatalogSearch');
    await expect.poll(() => shown(page)).toEqual(['Night Drive']);
  });

  test('the home page’s box opens the catalog page with the search, with no script of its own', async ({ page }) => {
    await page.goto('/');
    const home = catalog(page).getByRole('search', { name: 'Search tracks' });
    await home.getByRole('searchbox').fill('felt piano');
    await home.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/catalog\?q=felt\+piano$/);
    await hydrated(page, 'CatalogSearch');
    await expect.poll(() => shown(page)).toEqual(['Still Water']);
  });

  test('fetches the search only when the box is used', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('.search.json')) fetched.push(request.url());
    });
    await openCatalog(page);
    expect(fetched).toEqual([]);
    await box(page).focus();
    await expect.poll(() => fetched.length).toBe(1);
  });

  test('has no WCAG 2.2 AA violations with results and a cut length open, and is looked at', async ({ page }, info) => {
    await openCatalog(page, '/catalog?q=piano&fits=48&ai=none');
    await expect.poll(() => shown(page)).toEqual(['Paper Moons', 'Still Water']);
    // From the top: where waking the island scrolled it, the sticky header covers the box, and axe measures what it can see of a target.
    await page.evaluate(() => window.scrollTo(0, 0));
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      ),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/search-${info.project.name}.png`, fullPage: true });
  });
});
