import type { Page } from '@playwright/test';

/** The axe rule sets for WCAG 2.2 AA and every level below it. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the fade-in and any other animation to finish: axe measures contrast on what is
 * painted, and a half-faded page fails it (a page loaded again fades in again).
 */
export async function painted(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}
