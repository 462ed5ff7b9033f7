import { expect, test } from '@playwright/test';
import { expectInView, hydrated } from './helpers/page.ts';

test.describe('hero', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
  });

  test('shows the eyebrow, the one h1 and the tagline as text in the prerendered page', async ({ page, request }) => {
    const hero = page.locator('#home');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Music that moves pictures');
    await expect(hero).toContainText('Producer · Songwriter · Composer');
    await expect(hero).toContainText('pre-cleared for sync, or written to your brief.');
    await expect(hero.locator('img')).toHaveCount(0);
    const html = await (await request.get('/')).text();
    expect(html).toContain('Music that moves pictures');
  });

  test("'Listen Now' scrolls to music", async ({ page }) => {
    await page.locator('#home').getByRole('link', { name: 'Listen Now' }).click();
    await expectInView(page, 'music');
  });

  test("'Sync Licensing' scrolls to sync", async ({ page }) => {
    await page.locator('#home').getByRole('link', { name: 'Sync Licensing' }).click();
    await expectInView(page, 'sync');
  });
});

test.describe('about', () => {
  test('shows its heading, paragraphs and highlight figures', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await expect(about.getByRole('heading', { level: 2 })).toHaveText('Sound built for story');
    await expect(about.locator('p')).toContainText([
      'Marlowe Kane is a Los Angeles producer',
      'Trained on orchestral scores',
      'Every track is written, produced and mixed in-house',
    ]);
    await expect(about.locator('dt')).toHaveText(['Sync placements', 'Tracks in catalog', 'Typical custom turnaround']);
    await expect(about.locator('dd')).toHaveText(['120+', '400+', '48 h']);
  });
});

test.describe('featured in', () => {
  test('shows the four broadcaster logos, sized and lazy', async ({ page }) => {
    await page.goto('/');
    const logos = page.locator('#features img');
    await expect(logos).toHaveCount(4);
    const names = ['Northlight TV', 'Channel Meridian', 'Atlas Broadcasting', 'Pulse Network'];
    for (const [index, name] of names.entries()) {
      const logo = logos.nth(index);
      await expect(logo).toHaveAttribute('alt', name);
      await expect(logo).toHaveAttribute('width', '200');
      await expect(logo).toHaveAttribute('height', '60');
      await expect(logo).toHaveAttribute('loading', 'lazy');
      await expect(logo).toHaveAttribute('decoding', 'async');
    }
    await page.locator('#features').scrollIntoViewIfNeeded();
    for (let index = 0; index < names.length; index++) {
      await expect
        .poll(() => logos.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});
