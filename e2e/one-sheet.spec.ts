import { expect, test } from '@playwright/test';

test('the about section links the one-sheet with its size, and the link serves the PDF', async ({ page, request }) => {
  await page.goto('/');
  const link = page.locator('#about').getByRole('link', { name: /^Download one-sheet \(PDF, \d+ kB\)$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/one-sheet.pdf');
  const response = await request.get('/one-sheet.pdf');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const stated = Number(/(\d+) kB/.exec((await link.textContent())!)![1]);
  expect(Math.abs(stated - body.length / 1000)).toBeLessThan(1);
});
