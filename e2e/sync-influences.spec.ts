import { expect, test, type Page } from '@playwright/test';
import { hydrated, stubThirdParty } from './helpers/page.ts';

const BENEFITS = ['Emotional Range', 'Quick Turnaround', 'Flexible Licensing'];
const ACTIONS = ['Inquire About Licensing', 'Request Full Catalog Access'] as const;
const CATEGORIES = ['Production', 'Composition', 'Sound Design', 'Rhythm'];
const GENRES = [
  'Hip-Hop',
  'Cinematic',
  'Ambient',
  'Electronic',
  'Orchestral',
  'Soul',
  'Trap',
  'Lo-Fi',
  'Classical',
  'Rock',
];

const sync = (page: Page) => page.locator('#sync');
const influences = (page: Page) => page.locator('#influences');
const subjectHref = (label: string) => `?subject=${encodeURIComponent(label)}#contact`;

/** Every address the top document passes through, including ones replaced a moment later. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

test.describe('sync licensing', () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParty(page);
    await page.goto('/');
    // Before hydration the links are plain links that reload the page; these tests are about the app.
    await hydrated(page);
  });

  test('benefit cards with icon, title and text', async ({ page }) => {
    const cards = sync(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .filter({ has: page.locator('svg') });
    await expect(cards).toHaveCount(BENEFITS.length);
    for (const [index, title] of BENEFITS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(card.locator('p')).not.toBeEmpty();
    }
  });

  test('the placements list: a heading and entries with a title and a detail', async ({ page }) => {
    const heading = sync(page).getByRole('heading', { name: 'Notable placements', level: 3 });
    await expect(heading).toBeVisible();
    const items = heading.locator('xpath=following-sibling::ul[1]/li');
    expect(await items.count()).toBeGreaterThan(0);
    for (const item of await items.all()) {
      await expect(item.locator('p')).toHaveCount(2);
      for (const line of await item.locator('p').all()) await expect(line).not.toBeEmpty();
    }
  });

  test('the two inquiry buttons are real links carrying their label as the subject', async ({ page }) => {
    for (const label of ACTIONS) {
      await expect(sync(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        subjectHref(label),
      );
    }
  });

  test('a click puts the label in the address through the router, without a reload, and scrolls to contact', async ({
    page,
  }) => {
    const addresses = recordAddresses(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const origin = new URL(page.url()).origin;

    for (const label of [ACTIONS[0], ACTIONS[1], ACTIONS[0], ACTIONS[0]]) {
      addresses.length = 0;
      const link = sync(page).getByRole('link', { name: label, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(page.locator('#contact')).not.toBeInViewport();
      await link.click();
      await expect.poll(() => addresses).toContain(`${origin}/${subjectHref(label)}`);
      await expect(page.locator('#contact')).toBeInViewport();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    }
  });

  test('with the keyboard too: Enter on the link navigates and moves on to the contact section', async ({ page }) => {
    const addresses = recordAddresses(page);
    const link = sync(page).getByRole('link', { name: ACTIONS[1], exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => addresses).toContain(`${new URL(page.url()).origin}/${subjectHref(ACTIONS[1])}`);
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.locator('#contact')).toBeFocused();
  });
});

test.describe('sync licensing with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the jump to contact is instant', async ({ page }) => {
    await stubThirdParty(page);
    await page.goto('/');
    await hydrated(page);
    await sync(page).getByRole('link', { name: ACTIONS[0], exact: true }).click();
    // No waiting: a smooth scroll would still be on its way here.
    const top = await page.locator('#contact').evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(100);
  });
});

test.describe('sync licensing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the inquiry link loads /?subject=…#contact', async ({ page }) => {
    await stubThirdParty(page);
    await page.goto('/');
    await sync(page).getByRole('link', { name: ACTIONS[0], exact: true }).click();
    await page.waitForURL(
      (url) => url.search === `?subject=${encodeURIComponent(ACTIONS[0])}` && url.hash === '#contact',
    );
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).searchParams.get('subject')).toBe(ACTIONS[0]);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('influences and style', () => {
  test.beforeEach(async ({ page }) => {
    await stubThirdParty(page);
    await page.goto('/');
  });

  test('four influencer cards with picture, name and category', async ({ page }) => {
    const cards = influences(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(4);
    const categories: string[] = [];
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      const category = card.locator('p');
      await expect(category).toBeVisible();
      categories.push((await category.innerText()).trim());

      const image = card.locator('img');
      await expect(image).toHaveAttribute('alt', /\S/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    // The label is styled in capitals; compare the words, not the case.
    expect(categories.map((category) => category.toLowerCase()).sort()).toEqual(
      CATEGORIES.map((category) => category.toLowerCase()).sort(),
    );
    expect(await cards.locator('p').allTextContents()).toEqual(expect.arrayContaining(CATEGORIES));
  });

  test('12 influence tags and the 10 genre tags in order, as lists', async ({ page }) => {
    const tagList = influences(page)
      .getByRole('heading', { name: 'Influences', exact: true, level: 3 })
      .locator('xpath=following-sibling::ul[1]');
    await expect(tagList.getByRole('listitem')).toHaveCount(12);
    for (const tag of await tagList.getByRole('listitem').all()) await expect(tag).not.toBeEmpty();

    const genreList = influences(page)
      .getByRole('heading', { name: 'Genres', exact: true, level: 3 })
      .locator('xpath=following-sibling::ul[1]');
    await expect(genreList.getByRole('listitem')).toHaveText(GENRES);
  });
});
