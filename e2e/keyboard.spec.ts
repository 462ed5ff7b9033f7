import { expect, test, type Page } from '@playwright/test';
import type { ContactSection, HeroSection, SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../scripts/config/load-config.ts';
import { hydrated } from './helpers/page.ts';

let config: SiteConfig;
test.beforeAll(async () => {
  config = await loadSiteConfig();
});

interface Focused {
  tag: string;
  name: string;
  href: string | null;
  expanded: string | null;
  /** An outline or ring is painted around it. */
  ringed: boolean;
  /** Its box is at least partly on screen. */
  onScreen: boolean;
}

/** What has keyboard focus, named the way a screen reader would roughly name it. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: el.getAttribute('href'),
      expanded: el.getAttribute('aria-expanded'),
      ringed: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      onScreen: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0,
    };
  });

/** Presses Tab until `wanted` holds, returning everything focused on the way (at most `limit` presses). */
async function tabUntil(page: Page, wanted: (f: Focused) => boolean, limit = 40): Promise<Focused[]> {
  const path: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    path.push(now);
    if (wanted(now)) return path;
  }
  throw new Error(
    `not reached in ${limit} Tab presses; focused: ${path.map((f) => `${f.tag} "${f.name}"`).join(', ')}`,
  );
}

const hero = () => config.sections.find((s): s is HeroSection => s.type === 'hero');
const contact = () => config.sections.find((s): s is ContactSection => s.type === 'contact');
const isMenuButton = (f: Focused) => f.tag === 'button' && f.expanded !== null;

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
});

test('the first Tab reaches a visible skip link that moves focus to the content', async ({ page }) => {
  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first).toMatchObject({ tag: 'a', name: config.strings.skipLink, onScreen: true, ringed: true });
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
});

test('Tab walks the brand, then the navigation in config order, each with a visible focus ring', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the links sit in the menu on small screens (next test)');
  await page.keyboard.press('Tab');
  const path = await tabUntil(page, (f) => f.href === `#${config.nav.cta.target}` && f.name === config.nav.cta.label);
  const links = path.filter((f) => f.tag === 'a');
  expect(links[0]?.name).toContain(config.brand.name);
  expect(links.slice(1).map((f) => [f.name, f.href])).toEqual([
    ...config.nav.items.map((item) => [item.label, `#${item.target}`]),
    [config.nav.cta.label, `#${config.nav.cta.target}`],
  ]);
  expect(path.filter((f) => !f.ringed || !f.onScreen)).toEqual([]);
});

test('on a phone the menu opens with Enter, walks its items, closes with Escape and on a pick', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the menu button shows only on small screens');
  await page.keyboard.press('Tab');
  const toButton = await tabUntil(page, isMenuButton, 5);
  expect(toButton.at(-1)).toMatchObject({ expanded: 'false', name: config.nav.openMenuLabel, ringed: true });

  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page)).toMatchObject({ expanded: 'true', name: config.nav.closeMenuLabel });
  const items = await tabUntil(page, (f) => f.name === config.nav.cta.label, config.nav.items.length + 1);
  expect(items.map((f) => f.name)).toEqual([...config.nav.items.map((item) => item.label), config.nav.cta.label]);
  expect(items.filter((f) => !f.onScreen)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect.poll(() => focused(page)).toMatchObject({ expanded: 'false', name: config.nav.openMenuLabel });
  await expect(
    page.locator('header nav').getByRole('link', { name: config.nav.items[0].label, exact: true }),
  ).toBeHidden();

  await page.keyboard.press('Enter');
  const target = config.nav.items.at(-1)!;
  await tabUntil(page, (f) => f.href === `#${target.target}`, config.nav.items.length);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${target.target}$`));
  await expect(page.locator('header button[aria-expanded]')).toHaveAttribute('aria-expanded', 'false');
});

test("the hero's buttons are reached in order and Enter follows them", async ({ page }) => {
  const actions = hero()?.actions ?? [];
  test.skip(actions.length === 0, 'this config has no hero buttons');
  // Skipped above when there is none.
  const first = actions[0]!;
  const path = await tabUntil(page, (f) => f.name === first.label && f.href === `#${first.target}`);
  for (const action of actions.slice(1)) {
    const next = await tabUntil(page, () => true, 1);
    expect(next[0]).toMatchObject({ name: action.label, href: `#${action.target}`, ringed: true });
  }
  expect(path.at(-1)?.ringed).toBe(true);
  await page.keyboard.press('Shift+Tab');
  for (let i = 1; i < actions.length - 1; i++) await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).name).toBe(first.label);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${first.target}$`));
  await expect(page.locator(`#${first.target}`)).toBeInViewport();
});

test('from the contact link, Tab reaches every form field in order and then the submit button', async ({ page }) => {
  const section = contact();
  test.skip(!section, 'this config has no contact section');
  await page.goto(`/#${section!.id}`);
  // The form is in view, so it wakes at once; its send button is disabled until it is live.
  await hydrated(page, 'ContactForm');
  await page
    .locator(`#${section!.id}`)
    .focus()
    .catch(() => undefined);
  const { fields, submitLabel } = section!;
  const path = await tabUntil(page, (f) => f.tag === 'button' && f.name === submitLabel);
  const visited = path.filter((f) => ['input', 'textarea', 'select'].includes(f.tag)).map((f) => f.name);
  const labels = [fields.name.label, fields.email.label, fields.subject.label, fields.message.label];
  expect(visited.filter((name) => labels.some((label) => name.startsWith(label)))).toEqual(
    labels.map((label) => expect.stringMatching(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))),
  );
  expect(path.filter((f) => !f.ringed)).toEqual([]);
  const submit = page.getByRole('button', { name: submitLabel });
  await expect(submit).toBeFocused();
  await expect(submit).toBeInViewport();
});
