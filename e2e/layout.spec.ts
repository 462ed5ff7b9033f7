import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectProblems, expectInView, holdApp, hydrated, scrollSettled, wakeAllIslands } from './helpers/page.ts';

const navItems = [
  { label: 'About', target: 'about' },
  { label: 'Music', target: 'music' },
  { label: 'Sync', target: 'sync' },
  { label: 'Videos', target: 'videos' },
  { label: 'Influences', target: 'influences' },
  { label: 'Features', target: 'features' },
  { label: 'Contact', target: 'contact' },
];

const isPhone = () => test.info().project.name === 'phone';
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: /^(Open|Close) menu$/ });
const menuPanel = async (page: Page) => page.locator(`[id="${await menuButton(page).getAttribute('aria-controls')}"]`);

/** The section sits in view, right under the sticky bar (or the page is scrolled to its end). */
async function expectLandedOn(page: Page, target: string) {
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  const section = page.locator(`#${target}`);
  const barHeight = (await page.getByRole('banner').boundingBox())!.height;
  await expect
    .poll(() =>
      section.evaluate((element, bar) => {
        const { top } = element.getBoundingClientRect();
        const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return atEnd ? top >= bar - 1.5 && top < window.innerHeight : Math.abs(top - bar) <= 2;
      }, barHeight),
    )
    .toBe(true);
}

async function pick(page: Page, link: Locator) {
  if (isPhone()) await menuButton(page).click();
  await link.click();
}

test.describe('top navigation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
  });

  for (const { label, target } of navItems) {
    test(`'${label}' scrolls to #${target}`, async ({ page }) => {
      await pick(page, mainNav(page).getByRole('link', { name: label, exact: true }));
      await expectLandedOn(page, target);
      if (isPhone()) await expect(await menuPanel(page)).toBeHidden();
    });
  }

  test("'License Music' scrolls to contact", async ({ page }) => {
    await pick(page, mainNav(page).getByRole('link', { name: 'License Music' }));
    await expectLandedOn(page, 'contact');
  });

  test('the brand mark scrolls back to the top', async ({ page }) => {
    await pick(page, mainNav(page).getByRole('link', { name: 'Sync', exact: true }));
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /MARLOWE KANE/ })
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small-screen menu', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(), 'the menu button exists below the desktop breakpoint only');
    await page.goto('/');
    await hydrated(page);
  });

  test('toggles open and closed with aria-expanded', async ({ page }) => {
    const button = menuButton(page);
    const panel = await menuPanel(page);
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveText([...navItems.map((item) => item.label), 'License Music']);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('picking an item closes it', async ({ page }) => {
    await menuButton(page).click();
    await (await menuPanel(page)).getByRole('link', { name: 'Videos' }).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await menuPanel(page)).toBeHidden();
    await expectLandedOn(page, 'videos');
  });

  test('Escape closes it and returns focus to the button', async ({ page }) => {
    await menuButton(page).click();
    await (await menuPanel(page)).getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test('a tap on the menu button before the app has loaded is not lost', async ({ page }) => {
  test.skip(!isPhone(), 'the menu button shows only on small screens');
  const release = await holdApp(page);
  await page.goto('/');
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  release();
  await hydrated(page);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(await menuPanel(page)).toBeVisible();
});

test('desktop shows every item inline, without a menu button', async ({ page }) => {
  test.skip(isPhone(), 'desktop layout');
  await page.goto('/');
  await expect(menuButton(page)).toBeHidden();
  for (const { label } of navItems)
    await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
});

test.describe('tooltips', () => {
  const scrollTop = (page: Page) => page.getByRole('button', { name: 'Scroll to top' });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The timings under test start once the island is live; waking it is tested on its own below.
    await wakeAllIslands(page);
    await scrollTop(page).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.clock.pauseAt(Date.now() + 60_000);
  });

  test('a hover that wakes the button still opens its tooltip once the button is live', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = scrollTop(page);
    await button.scrollIntoViewIfNeeded();
    await button.hover();
    await hydrated(page, 'ScrollTop');
    await page.clock.runFor(750);
    await expect(page.getByRole('tooltip')).toHaveText('Scroll to top');
  });

  test('opens after the 700 ms delay, not before, and Escape dismisses it', async ({ page }) => {
    const button = scrollTop(page);
    await button.hover();
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Scroll to top');
    await expect(button).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);

    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await expect(button).not.toHaveAttribute('aria-describedby');
  });

  test('reopens at once within the 300 ms skip delay, and with the delay after it', async ({ page }) => {
    const button = scrollTop(page);
    await button.hover();
    await page.clock.runFor(750);
    await expect(page.getByRole('tooltip')).toBeVisible();

    await page.mouse.move(5, 5);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    await button.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();

    await page.mouse.move(5, 5);
    await page.clock.runFor(400);
    await button.hover();
    await page.clock.runFor(300);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(450);
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('opens on keyboard focus after the delay', async ({ page }) => {
    await page.getByRole('link', { name: 'Contact', exact: true }).last().focus();
    await page.keyboard.press('Tab');
    await expect(scrollTop(page)).toBeFocused();
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toHaveText('Scroll to top');
  });

  test('a touch tap does not open it', async ({ page }) => {
    test.skip(!isPhone(), 'touch');
    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('the menu button has one too', async ({ page }) => {
    test.skip(!isPhone(), 'the menu button exists below the desktop breakpoint only');
    await menuButton(page).hover();
    await page.clock.runFor(750);
    await expect(page.getByRole('tooltip')).toHaveText('Open menu');
    await expect(page.getByRole('tooltip')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('footer', () => {
  const footer = (page: Page) => page.getByRole('contentinfo');

  test("the copyright year is the visitor's current year, read in the browser", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00'));
    await page.goto('/');
    // The year is an island that wakes when the footer comes into view.
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page)).toContainText('© 2031 Marlowe Kane. All rights reserved.');
  });

  test('links scroll to their sections', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await footer(page).getByRole('link', { name: 'Influences' }).click();
    await expectLandedOn(page, 'influences');
  });

  test('the scroll-to-top button scrolls to the top and moves focus there', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = footer(page).getByRole('button', { name: 'Scroll to top' });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test("legal links keep href '#' and go nowhere", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    for (const name of ['Privacy Policy', 'Terms of Use']) {
      const link = footer(page).getByRole('link', { name });
      await expect(link).toHaveAttribute('href', '#');
      await link.scrollIntoViewIfNeeded();
      await scrollSettled(page);
      const before = await page.evaluate(() => window.scrollY);
      await link.click();
      await page.waitForTimeout(300);
      expect(page.url()).not.toContain('#');
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
    }
  });
});

test('every island hydrates without any console error or warning', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await wakeAllIslands(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nav, hero and footer anchors still work', async ({ page }) => {
    await page.goto('/');
    await expect(menuButton(page)).toBeHidden();
    for (const { label, target } of navItems) {
      await mainNav(page).getByRole('link', { name: label, exact: true }).click();
      await expectInView(page, target);
    }
    await mainNav(page).getByRole('link', { name: 'License Music' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expectInView(page, 'about');
  });
});
