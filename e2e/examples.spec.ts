import { expect, test, type Page } from '@playwright/test';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { readSite, serveStatic, type StaticSite } from '../tools/bench/static-server.ts';
import { loadSiteConfig } from '../scripts/config/load-config.ts';
import { EXAMPLES, ensureExampleBuilt, exampleConfig } from './helpers/example-builds.ts';
import { collectProblems, hydrated } from './helpers/page.ts';

// Each example is built once (reused while no input changed) and served like Hosting.
test.describe.configure({ timeout: 240_000 });

const hexToRgb = (hex: string) => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return `rgb(${[0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).join(', ')})`;
};

for (const name of EXAMPLES) {
  test.describe(`examples/${name}.yaml`, () => {
    let config: SiteConfig;
    let server: StaticSite;

    test.beforeAll(async () => {
      config = await loadSiteConfig(exampleConfig(name));
      server = await serveStatic(await readSite(await ensureExampleBuilt(name)));
    });
    test.afterAll(async () => server?.close());

    const open = async (page: Page, path = '/') => {
      await page.goto(server.url + path);
      if (path === '/') await hydrated(page);
    };

    test('draws its sections in config order with their ids, its nav labels and its theme', async ({ page }) => {
      const problems = collectProblems(page);
      await open(page);
      const ids = await page
        .locator('main > section[id], main > * > section[id]')
        .evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual(config.sections.map((section) => section.id));
      for (const section of config.sections.filter((s) => s.type === 'videos')) {
        const titles = section.type === 'videos' ? section.videos.map((video) => video.title) : [];
        for (const title of titles)
          await expect(page.locator(`#${section.id}`).getByText(title, { exact: true }).first()).toBeAttached();
      }
      await expect(page.locator('header nav a[href^="#"]')).toHaveText([
        ...config.nav.items.map((item) => item.label),
        config.nav.cta.label,
      ]);
      const colours = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      }));
      expect(colours).toEqual({
        background: hexToRgb(config.theme.colors.background),
        text: hexToRgb(config.theme.colors.text),
      });
      const head = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        title: document.title,
      }));
      expect(head).toEqual({ lang: config.site.lang, dir: config.site.dir, title: config.meta.title });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 'horizontal overflow').toBe(
        0,
      );
      expect(problems).toEqual([]);
    });

    test('serves its own not-found page, sitemap and robots.txt', async ({ page, request }) => {
      await open(page, '/missing-page');
      await expect(page.locator('h1')).toHaveText(config.notFound.title);
      await expect(page.getByRole('link', { name: config.notFound.linkLabel })).toHaveAttribute('href', '/');
      const robots = await (await request.get(`${server.url}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', config.site.url).href}`);
    });

    if (name === 'rtl-arabic') {
      test.describe('is mirrored', () => {
        test('the brand sits at the right, text starts at the right, the bar runs right to left', async ({
          page,
        }, testInfo) => {
          await open(page);
          const layout = await page.evaluate(() => {
            const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
            const h1 = document.querySelector('h1')!;
            return {
              width: innerWidth,
              brand: box('header a[href="#"]').toJSON(),
              control: box('header nav').toJSON(),
              heroHeading: {
                right: h1.getBoundingClientRect().right,
                align: getComputedStyle(h1).textAlign,
                direction: getComputedStyle(h1).direction,
              },
              main: box('main section:nth-of-type(2) h2').toJSON(),
            };
          });
          expect(layout.heroHeading.direction).toBe('rtl');
          expect(['start', 'right']).toContain(layout.heroHeading.align);
          // The brand is the first thing in the bar, so in a right-to-left page it is the rightmost.
          expect(layout.brand.left).toBeGreaterThan(layout.control.left);
          expect(layout.brand.right).toBeGreaterThan(layout.width * 0.75);
          expect(layout.main.right).toBeGreaterThan(layout.width * (testInfo.project.name === 'phone' ? 0.85 : 0.6));
        });

        test('the menu, the skip link and the form speak Arabic', async ({ page }, testInfo) => {
          await open(page);
          await page.keyboard.press('Tab');
          await expect(page.locator(':focus')).toHaveText(config.strings.skipLink);
          if (testInfo.project.name === 'phone') {
            const button = page.getByRole('button', { name: config.nav.openMenuLabel });
            await button.click();
            await expect(page.getByRole('button', { name: config.nav.closeMenuLabel })).toHaveAttribute(
              'aria-expanded',
              'true',
            );
          }
          const contact = config.sections.find((s) => s.type === 'contact');
          if (contact?.type !== 'contact') throw new Error('the RTL example has a contact section');
          for (const field of Object.values(contact.fields))
            await expect(page.getByLabel(field.label, { exact: true })).toBeAttached();
          await expect(page.getByRole('button', { name: contact.submitLabel })).toBeAttached();
        });
      });
    }
  });
}
