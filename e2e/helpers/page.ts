import { expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';

/**
 * Resolves once the page's entry script runs: from then on every island wakes on its trigger,
 * and a press made before it is live is replayed. With `island`, waits until that island is live.
 */
export async function hydrated(page: Page, island?: string) {
  await page.waitForFunction(() => customElements.get('is-land') !== undefined);
  if (island) await page.locator(`is-land[data-island="${island}"][live]`).first().waitFor({ state: 'attached' });
}

/** Wakes the first island named `name` as a visitor would reach it and waits until it is live. */
export async function wakeIsland(page: Page, name: string) {
  await hydrated(page);
  await page
    .locator(`is-land[data-island="${name}"]`)
    .first()
    .evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
  await hydrated(page, name);
}

/**
 * Wakes every island of the page as a visitor would reach it (scrolled into view, then a pointer
 * over it) and waits until all are live: for tests about the page as a whole once it is live.
 */
export async function wakeAllIslands(page: Page) {
  await hydrated(page);
  const islands = page.locator('is-land');
  const count = await islands.count();
  for (let index = 0; index < count; index += 1) {
    const island = islands.nth(index);
    await island.evaluate((element) => {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    // A visible-triggered island scrolled past before the next frame's intersection check
    // never counts as seen, as for a visitor flicking past it: stay until it is live.
    await expect(island).toHaveAttribute('live', '');
  }
  await expect(page.locator('is-land[live]')).toHaveCount(count);
}

/** Opens `path` and waits for the app, for tests about what the page does once it is live. */
export async function openHydrated(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
}

/** Smooth scrolling takes a moment: waits until the scroll position stops changing. */
export async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

/** The address ends in #target and, once the scroll is over, that section is in view. */
export async function expectInView(page: Page, target: string) {
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await scrollSettled(page);
  await expect(page.locator(`#${target}`)).toBeInViewport();
}

/** Every console error and warning and every uncaught exception, as text. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Holds back the islands' runtime (React) so the test can act on a page whose islands are woken
 * but not yet live; the returned function lets it through. The entry script itself still runs.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-runtime-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// The hosts the supported players load from, their CDNs included.
const PLAYER_HOST =
  /(^|\.)(youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com|vimeocdn\.com|spotify\.com|scdn\.co|soundcloud\.com|sndcdn\.com|music\.apple\.com|bandcamp\.com|bcbits\.com)$/;

export const isPlayerHost = (url: string) => PLAYER_HOST.test(new URL(url).hostname);

export const isLocal = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

/**
 * The machine has no internet: answers every third-party request with a tiny page, so a player
 * frame "loads", and logs each one to prove what was asked for and when.
 */
export async function stubThirdParty(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.context().route(
    (url) => !isLocal(url.href),
    (route) => {
      requests.push(route.request());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>player</p>',
      });
    },
  );
  return requests;
}
