import { expect, test } from '@playwright/test';
import { collectProblems, hydrated } from './helpers/page.ts';

const path = '/nope/deeper';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const problems = collectProblems(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);

  const main = page.getByRole('main');
  await expect(main).toContainText('404');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  const home = main.getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');

  await expect.poll(() => problems).toContainEqual(`error: Page not found: ${path}`);
  // Besides the log, only the browser's own note that the document came with status 404.
  expect(problems.filter((problem) => !problem.includes(path) && !problem.includes('status of 404'))).toEqual([]);

  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music that moves pictures');
});

test('the 404 page is prerendered and works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Music that moves pictures');
  await context.close();
});

test('the 404 page hydrates cleanly', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto(path);
  await hydrated(page, 'NotFoundLog');
  await page.waitForLoadState('networkidle');
  expect(problems.filter((problem) => !problem.includes(path) && !problem.includes('status of 404'))).toEqual([]);
});
