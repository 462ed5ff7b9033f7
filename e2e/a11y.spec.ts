import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { painted, WCAG_22_AA } from './helpers/a11y.ts';
import { hydrated } from './helpers/page.ts';

/**
 * One line per violating node, so a failure says what to fix and where. The projects run this at
 * 360 px (phone) and 1440 px (desktop).
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

test('the home page has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/');
  await painted(page);
  expect(await violations(page)).toEqual([]);
});

test('the home page with the menu open has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await painted(page);
  const menuButton = page.locator('header button[aria-expanded]');
  test.skip(!(await menuButton.isVisible()), 'the menu button shows only on small screens');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  expect(await violations(page)).toEqual([]);
});

test('the not-found page has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/missing-page');
  await painted(page);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
});

test('the page has one h1, no skipped heading levels and named landmarks', async ({ page }) => {
  await page.goto('/');
  const outline = await page.evaluate(() => {
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    const jumps = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} -> h${level}`] : [],
    );
    return {
      h1: levels.filter((level) => level === 1).length,
      firstLevel: levels[0],
      jumps,
      main: document.querySelectorAll('main').length,
      banner: document.querySelectorAll('body > * header, body > header, #root > header').length > 0,
      navNames: [...document.querySelectorAll('nav')].map(
        (nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby'),
      ),
      contentinfo: document.querySelectorAll('footer').length > 0,
    };
  });
  expect(outline.h1).toBe(1);
  expect(outline.firstLevel).toBe(1);
  expect(outline.jumps).toEqual([]);
  expect(outline.main).toBe(1);
  expect(outline.banner).toBe(true);
  expect(outline.contentinfo).toBe(true);
  expect(outline.navNames.every(Boolean), 'every nav landmark has a name').toBe(true);
});

test('every image has alt text and every form control a label', async ({ page }) => {
  await page.goto('/');
  const unlabelled = await page.evaluate(() => ({
    images: [...document.querySelectorAll('img')].filter((img) => !img.hasAttribute('alt')).map((img) => img.src),
    controls: [...document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), textarea, select')]
      .filter((control) => control.getAttribute('aria-hidden') !== 'true' && control.tabIndex >= 0)
      .filter(
        (control) =>
          control.labels?.length === 0 &&
          !control.getAttribute('aria-label') &&
          !control.getAttribute('aria-labelledby'),
      )
      .map((control) => control.name || control.id),
  }));
  expect(unlabelled).toEqual({ images: [], controls: [] });
});

test('nothing on the home page moves by itself for more than 5 seconds (WCAG 2.2.2)', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const endings = await page.evaluate(() =>
    document.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
  );
  expect(endings.length).toBeGreaterThan(0);
  expect(endings.filter((ms) => !(ms <= 5_000))).toEqual([]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing animates and scrolling jumps instead of gliding', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    const motion = await page.evaluate(() => ({
      running: document.getAnimations().length,
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    }));
    expect(motion).toEqual({ running: 0, scrollBehavior: 'auto' });
  });
});
