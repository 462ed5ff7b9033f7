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
