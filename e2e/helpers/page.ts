import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Resolves once React has hydrated the footer, the last part of the page it attaches to. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('footer button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
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

/** Every console error and warning and every uncaught exception, as text. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Holds back the app's chunk so the test can act on the painted, not yet hydrated page; the
 * returned function lets it through. The entry script itself still runs.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hydrate-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
