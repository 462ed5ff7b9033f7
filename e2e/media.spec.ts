import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { holdApp, hydrated, isPlayerHost, stubThirdParty } from './helpers/page.ts';

// The shipped config's players: a lazy Spotify playlist and three click-to-load YouTube reels.
const VIDEO_HOST = /(^|\.)(youtube-nocookie\.com|youtube\.com)$/;
const REELS = ['Beautiful Women', 'Shoe Brand', 'Happy Ad'] as const;

const hostOf = (request: Request) => new URL(request.url()).hostname;

/** Walks down the whole page so lazy frames and images get their chance to load. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
}

/** Starts keyboard navigation at a piece of text, so the next Tab goes to what follows it. */
async function focusJustBefore(text: Locator) {
  await text.evaluate((element) => {
    element.setAttribute('tabindex', '-1');
    (element as HTMLElement).focus();
  });
}

/**
 * The frame holds focus once the player's own document takes it, when the top document
 * no longer counts as focused; so ask which element is active rather than toBeFocused.
 */
async function expectFocusOn(frame: Locator) {
  await expect.poll(() => frame.evaluate((element) => element === document.activeElement)).toBe(true);
}

const videos = (page: Page) => page.locator('#videos');
const reelCard = (page: Page, title: string) =>
  videos(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('click-to-load players', () => {
  test('nothing is requested from a video host before a click, and each reel shows its poster', async ({ page }) => {
    const requests = await stubThirdParty(page);
    await page.goto('/');
    await scrollThrough(page);

    expect(requests.filter((request) => VIDEO_HOST.test(hostOf(request))).map((request) => request.url())).toEqual([]);
    // The only player frame allowed to load without a click is the lazy playlist.
    const frameSources = await page
      .locator('iframe')
      .evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).src));
    const playerRequests = requests.filter(
      (request) => isPlayerHost(request.url()) && request.resourceType() === 'document',
    );
    for (const request of playerRequests) expect(frameSources).toContain(request.url());

    await expect(videos(page).locator('iframe')).toHaveCount(0);
    for (const title of REELS) {
      const card = reelCard(page, title);
      await expect(card.getByRole('button', { name: `Play ${title}`, exact: true })).toBeVisible();
      await expect(card.getByText('Loads a player from youtube-nocookie.com')).toBeVisible();
    }
  });

  test('the server-rendered page holds no video frame and no preconnect to a player host', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<iframe[^>]+youtube/);
    expect(html).not.toMatch(
      /<link[^>]+(preconnect|dns-prefetch)[^>]+(youtube|vimeo|spotify|soundcloud|apple|bandcamp)/,
    );
    expect(html).toContain('Play Beautiful Women');
  });

  test('pressing play swaps in the no-cookie player with autoplay, without moving the layout', async ({ page }) => {
    const requests = await stubThirdParty(page);
    await page.goto('/');
    await hydrated(page);
    const card = reelCard(page, REELS[0]);
    await card.scrollIntoViewIfNeeded();
    const frame = card.locator('[data-embed-frame]');
    const cardBefore = await card.boundingBox();
    const frameBefore = await frame.boundingBox();
    const otherCardBefore = await reelCard(page, REELS[1]).boundingBox();

    const playerRequest = page.waitForRequest((request) => hostOf(request) === 'www.youtube-nocookie.com');
    await card.getByRole('button', { name: `Play ${REELS[0]}` }).click();

    const iframe = card.locator('iframe');
    await expect(iframe).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?(.*&)?autoplay=1/,
    );
    await expect(iframe).toHaveAttribute('title', REELS[0]);
    await expect(iframe).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write',
    );
    await expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect((await playerRequest).url()).toBe(await iframe.getAttribute('src'));
    await expectFocusOn(iframe);
    await expect(card.getByRole('button')).toHaveCount(0);

    expect(await card.boundingBox()).toEqual(cardBefore);
    expect(await frame.boundingBox()).toEqual(frameBefore);
    expect(await iframe.boundingBox()).toEqual(frameBefore);
    expect(await reelCard(page, REELS[1]).boundingBox()).toEqual(otherCardBefore);
    // The other reels stay posters: one click loads one player.
    expect(
      requests.filter((request) => VIDEO_HOST.test(hostOf(request)) && request.resourceType() === 'document'),
    ).toHaveLength(1);
    await expect(videos(page).locator('iframe')).toHaveCount(1);
  });

  test('a press on play before the app has loaded starts the player once it has', async ({ page }) => {
    const requests = await stubThirdParty(page);
    const release = await holdApp(page);
    await page.goto('/');
    const card = reelCard(page, REELS[1]);
    await card.getByRole('button', { name: `Play ${REELS[1]}` }).click();
    await expect(card.locator('iframe')).toHaveCount(0);
    release();
    await expect(card.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.*autoplay=1/);
    await expectFocusOn(card.locator('iframe'));
    // Pressed once, played once: only that reel loads a player.
    await expect(videos(page).locator('iframe')).toHaveCount(1);
    expect(
      requests.filter((request) => VIDEO_HOST.test(hostOf(request)) && request.resourceType() === 'document'),
    ).toHaveLength(1);
  });

  test('a poster is operable by keyboard: Tab reaches the play button, Enter starts the player', async ({ page }) => {
    await stubThirdParty(page);
    await page.goto('/');
    await hydrated(page);
    await focusJustBefore(videos(page).getByRole('heading', { level: 2 }));
    await page.keyboard.press('Tab');
    const play = page.getByRole('button', { name: `Play ${REELS[0]}`, exact: true });
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    const iframe = reelCard(page, REELS[0]).locator('iframe');
    await expect(iframe).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.*autoplay=1/);
    await expectFocusOn(iframe);

    await focusJustBefore(reelCard(page, REELS[1]).getByRole('heading'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Play ${REELS[1]}`, exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expectFocusOn(reelCard(page, REELS[1]).locator('iframe'));
  });
});

test.describe('player frames', () => {
  test('the playlist is a lazy player in a frame of 82.29% ratio', async ({ page }) => {
    await stubThirdParty(page);
    await page.goto('/');
    const frame = page.locator('#music [data-embed-frame]');
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    expect(Math.abs(box.height / box.width - 0.8229) / 0.8229).toBeLessThan(0.01);

    const iframe = frame.locator('iframe');
    await expect(iframe).toHaveAttribute('loading', 'lazy');
    await expect(iframe).toHaveAttribute('src', /^https:\/\/open\.spotify\.com\/embed\//);
    await expect(iframe).toHaveAttribute('title', /\S/);
    await expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(await iframe.boundingBox()).toEqual(box);
  });

  test('each reel has a title, a description and a 16:9 frame, in a responsive grid', async ({ page }, testInfo) => {
    await stubThirdParty(page);
    await page.goto('/');
    const cards = videos(page).getByRole('listitem');
    await expect(cards).toHaveCount(REELS.length);
    await expect(videos(page).getByRole('heading', { level: 3 })).toHaveText(REELS);

    const boxes = [];
    for (const title of REELS) {
      const card = reelCard(page, title);
      await expect(card.locator('p').first()).not.toBeEmpty();
      const box = (await card.locator('[data-embed-frame]').boundingBox())!;
      expect(Math.abs(box.height / box.width - 9 / 16) / (9 / 16)).toBeLessThan(0.01);
      boxes.push(box);
    }
    const tops = new Set(boxes.map((box) => Math.round(box.y)));
    // One column on a phone, three side by side on a desktop.
    expect(tops.size).toBe(testInfo.project.name === 'phone' ? 3 : 1);
  });
});
