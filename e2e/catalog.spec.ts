import { expect, test, type Page } from '@playwright/test';
import { showFilters } from './helpers/catalog-filters.ts';
import { hydrated, wakeIsland } from './helpers/page.ts';

const catalog = (page: Page) => page.locator('#catalog');
const card = (page: Page, title: string) =>
  catalog(page)
    .locator('[data-track]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const audioRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\.mp3(\?|$)/.test(request.url())) seen.push(request.url());
  });
  return seen;
};

/** Scrolls the track into view, so its player island wakes, and waits until it is live. */
async function livePlayer(page: Page, title: string) {
  const track = card(page, title);
  await hydrated(page);
  await track.scrollIntoViewIfNeeded();
  await expect(track.locator('is-land[data-island="TrackPlayer"][live]')).toBeAttached();
  return track;
}

const currentTime = (page: Page, title: string) =>
  card(page, title)
    .locator('audio')
    .evaluate((a: HTMLAudioElement) => a.currentTime);

test.describe('catalog', () => {
  test('lists each track with its facts and marks, and asks for no audio before play', async ({ page }) => {
    const requests = audioRequests(page);
    await page.goto('/');
    const track = await livePlayer(page, 'Night Drive');
    await expect(track).toContainText('0:50');
    await expect(track).toContainText('92');
    await expect(track).toContainText('A minor');
    await expect(track.getByText('One-stop', { exact: true })).toBeVisible();
    await expect(track.getByText('Pre-cleared', { exact: true })).toBeVisible();
    // The waveform, one path; a measured energy curve is drawn in an svg after it.
    await expect(track.locator('svg').first().locator('path')).toHaveCount(1);
    await track.getByText('Rights and clearance').click();
    await expect(track).toContainText('US-MK1-26-00001');
    await expect(track).toContainText('Marlowe Kane 100% (ASCAP, IPI 00123456789)');
    await expect(catalog(page).locator('[data-track]')).toHaveCount(6);
    await expect(page.locator('audio[preload="none"]')).toHaveCount(6);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
  });

  test('plays, one track at a time, and seeks by keyboard', async ({ page }) => {
    const requests = audioRequests(page);
    await page.goto('/');
    const first = await livePlayer(page, 'Night Drive');
    await first.getByRole('button', { name: 'Play Night Drive' }).click();
    await expect(first.getByRole('button', { name: 'Pause Night Drive' })).toBeVisible();
    expect(requests.some((url) => url.endsWith('/audio/night-drive.mp3'))).toBe(true);
    const slider = first.getByRole('slider', { name: 'Seek in Night Drive' });
    await first.getByRole('button', { name: 'Pause Night Drive' }).click();
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 0:50');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '0:10 of 0:50');
    await expect.poll(() => currentTime(page, 'Night Drive')).toBeCloseTo(10, 0);
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuetext', '0:05 of 0:50');
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '50');

    await page.keyboard.press('Home');
    await first.getByRole('button', { name: 'Play Night Drive' }).click();
    const second = await livePlayer(page, 'Golden Hour');
    await second.getByRole('button', { name: 'Play Golden Hour' }).click();
    await expect(second.getByRole('button', { name: 'Pause Golden Hour' })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Play Night Drive' })).toBeVisible();
    expect(await first.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  });

  test("holds one file in memory page-wide: the next track revokes the last one's blob: address", async ({ page }) => {
    await page.goto('/');
    const audioSrc = (title: string) =>
      card(page, title)
        .locator('audio')
        .evaluate((a: HTMLAudioElement) => a.src);
    const first = await livePlayer(page, 'Night Drive');
    await first.getByRole('button', { name: 'Play Night Drive' }).click();
    // The local Hosting emulator ignores byte ranges, so the player falls back to memory.
    await expect.poll(() => audioSrc('Night Drive')).toMatch(/^blob:/);
    const firstBlob = await audioSrc('Night Drive');
    const second = await livePlayer(page, 'Golden Hour');
    await second.getByRole('button', { name: 'Play Golden Hour' }).click();
    await expect.poll(() => audioSrc('Golden Hour')).toMatch(/^blob:/);
    await expect.poll(() => audioSrc('Night Drive')).toMatch(/\/audio\/[^/]+\.mp3$/);
    const stillThere = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      firstBlob,
    );
    expect(stillThere).toBe(false);
  });

  test('switches version at the same playhead, and the licence link carries it', async ({ page }) => {
    const requests = audioRequests(page);
    await page.goto('/');
    const track = await livePlayer(page, 'Golden Hour');
    await track.getByRole('button', { name: 'Play Golden Hour' }).click();
    await expect.poll(() => currentTime(page, 'Golden Hour')).toBeGreaterThan(0);
    await track.getByRole('slider').focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(page, 'Golden Hour')).toBeGreaterThan(20);
    await track.getByRole('button', { name: 'Instrumental' }).click();
    await expect(track.getByRole('button', { name: 'Instrumental' })).toHaveAttribute('aria-pressed', 'true');
    // The player may hold the file in memory (a blob: address) where the host ignores byte ranges.
    await expect.poll(() => requests.some((url) => url.endsWith('/audio/golden-hour-inst.mp3'))).toBe(true);
    await expect.poll(() => currentTime(page, 'Golden Hour')).toBeGreaterThan(20);
    await expect.poll(() => track.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);

    await track.getByRole('link', { name: 'License this track' }).click();
    await expect(page).toHaveURL(/\?track=Golden\+Hour&version=Instrumental#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('filters by vocals, mood, genre and tempo', async ({ page }) => {
    await page.goto('/catalog');
    await wakeIsland(page, 'CatalogSearch');
    await showFilters(page);
    const filters = catalog(page).getByRole('search', { name: 'Filter tracks' });
    const cards = catalog(page).locator('[data-track]:visible');
    await filters.getByLabel('Vocals').selectOption('vocal');
    await expect(cards).toHaveCount(2);
    await filters.getByLabel('Vocals').selectOption('');
    await filters.getByLabel('Genre').selectOption('Cinematic');
    await expect(cards).toHaveCount(2);
    await filters.getByLabel('Mood').selectOption('Dark');
    await expect(cards).toHaveCount(1);
    await expect(filters.getByRole('status')).toHaveText('1 of 6 tracks');
    await filters.getByLabel('Mood').selectOption('');
    await filters.getByLabel('Genre').selectOption('');
    await filters.getByLabel('From').fill('90');
    await filters.getByLabel('To').fill('100');
    await expect(cards).toHaveCount(2);
  });

  test('the catalog page lists every track and links licence requests to the form', async ({ page }) => {
    const response = await page.goto('/catalog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-track]')).toHaveCount(6);
    await expect(page).toHaveTitle(/Tracks ready to license/);
    const href = await card(page, 'Night Drive').getByRole('link', { name: 'License this track' }).getAttribute('href');
    expect(href).toBe('/?track=Night+Drive&version=Main#contact');
  });

  test("the catalog page says whose music it is: the site's header, navigation and footer, links back to the home page", async ({
    page,
  }, info) => {
    await page.goto('/catalog');
    await page.screenshot({ path: `test-results/catalog-page-${info.project.name}.png` });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /MARLOWE KANE/ })).toHaveAttribute('href', '/');
    if (info.project.name === 'phone') await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/#contact');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo')).toContainText('MARLOWE KANE');
  });

  test('fits the screen, and is kept for a look', async ({ page }, info) => {
    await page.goto('/');
    const track = await livePlayer(page, 'Golden Hour');
    await track.getByText('Rights and clearance').click();
    await track.getByRole('button', { name: 'Play Golden Hour' }).click();
    await track.getByRole('button', { name: 'Instrumental' }).click();
    await track.getByRole('button', { name: 'Pause Golden Hour' }).click();
    // Nothing wider than the page: no sideways scrolling on a phone.
    const overflow = await catalog(page).evaluate((section) =>
      [...section.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(overflow).toEqual([]);
    const seek = await track.getByRole('slider').boundingBox();
    expect(seek!.width).toBeGreaterThan(info.project.name === 'phone' ? 200 : 400);
    await catalog(page).screenshot({ path: `test-results/catalog-${info.project.name}.png` });
  });
});

test.describe('catalog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every featured track plays through the native player or a link to its file', async ({ page }) => {
    await page.goto('/');
    await expect(catalog(page).locator('audio[controls][preload="none"]:visible')).toHaveCount(6);
    await expect(catalog(page).getByRole('button', { name: /^Play / })).toHaveCount(0);
    await expect(card(page, 'Golden Hour').getByRole('link', { name: 'Instrumental' })).toHaveAttribute(
      'href',
      '/audio/golden-hour-inst.mp3',
    );
    await catalog(page).screenshot({ path: `test-results/catalog-nojs.png` });
  });
});
