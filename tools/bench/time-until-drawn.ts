import type { Page } from '@playwright/test';

/**
 * Runs `act` and times it in the page: from the first `event` (a key, a press, a file picked) to
 * the catalog's list no longer busy, and the next frame that paints it.
 */
export async function timeUntilDrawn(
  page: Page,
  event: 'keydown' | 'click' | 'change',
  act: () => Promise<void>,
): Promise<number> {
  await page.evaluate((event) => {
    const timing = new Promise<number>((resolve) => {
      let start: number | undefined;
      document.addEventListener(event, () => (start ??= performance.now()), { capture: true, once: true });
      const list = document.getElementById('catalog-tracks')!;
      new MutationObserver((_, observer) => {
        if (start === undefined || list.hasAttribute('aria-busy')) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start!));
      }).observe(list, { attributes: true, attributeFilter: ['aria-busy'] });
    });
    (window as unknown as { drawTiming: Promise<number> }).drawTiming = timing;
  }, event);
  await act();
  return Math.round(await page.evaluate(() => (window as unknown as { drawTiming: Promise<number> }).drawTiming));
}
