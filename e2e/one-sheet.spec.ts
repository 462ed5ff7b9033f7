import { execFileSync } from 'node:child_process';
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

test("the served sheet lists the catalog's tracks with the lengths read from their files", async ({ request }) => {
  const pdf = await (await request.get('/one-sheet.pdf')).body();
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
  expect(text).toMatch(/Night Drive\s+0:50\s+92\s+A minor/);
  expect(text).toMatch(/Still Water\s+0:48\s+66\s+E♭ major/);
});
