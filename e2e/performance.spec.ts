import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { firstLoadJs } from '../tools/bench/first-load.ts';
import { librariesIn } from '../tools/bench/markers.ts';
import { FIRST_LOAD_BUDGET_BYTES } from '../tools/bench/summary.ts';
import { CALLABLE, contactForm, fillContact } from './helpers/contact.ts';
import { hydrated, isLocal, isPlayerHost, stubThirdParty, wakeAllIslands } from './helpers/page.ts';

// The build the server under test serves: `dist` for the Hosting emulator, or the folder of a
// `npm run build -- --out-dir DIR` being previewed.
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

/** Every script the page fetched, with the libraries its code belongs to. */
function recordScripts(page: Page) {
  const scripts: { url: string; libraries: string[] }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script' || !isLocal(response.url())) return;
    pending.push(
      response
        .text()
        .then((code) => void scripts.push({ url: response.url(), libraries: librariesIn(code) }))
        .catch(() => undefined),
    );
  });
  return { scripts: async () => (await Promise.all(pending), scripts) };
}

test.describe('performance budget', () => {
  test('the first-load JS is under the budget and holds no Firebase or toast code', async ({ request }) => {
    const served = await (await request.get('/')).text();
    const built = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const entry = (html: string) => /<script\b[^>]*type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(entry(served), `the server does not serve the build in ${distDir} (set E2E_DIST_DIR)`).toBe(entry(built));

    const firstLoad = await firstLoadJs(distDir);
    const report = firstLoad.files.map((file) => `${file.file}: ${file.gzip} B gzipped`).join(', ');
    expect(firstLoad.files.length).toBeGreaterThan(0);
    expect(firstLoad.gzip, `first-load JS: ${report}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    expect(firstLoad.files.flatMap((file) => file.libraries)).toEqual([]);
  });

  test('no Firebase chunk is requested before the form is used, and it comes with the first send', async ({ page }) => {
    const recorder = recordScripts(page);
    await page.route(CALLABLE, (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    // Everything a visitor may do short of writing: read the whole page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const beforeUse = await recorder.scripts();
    expect(beforeUse.length).toBeGreaterThan(0);
    expect(beforeUse.filter((script) => script.libraries.includes('firebase')).map((script) => script.url)).toEqual([]);

    // The positive control: the markers do find the SDK once the form sends.
    const form = contactForm(page);
    await fillContact(form, {
      name: 'Perf Test',
      email: 'perf@example.com',
      subject: 'Budget',
      message: 'Checking when the SDK loads.',
    });
    await form.submit.click();
    await expect
      .poll(async () => (await recorder.scripts()).some((script) => script.libraries.includes('firebase')))
      .toBe(true);
  });

  test('nothing is requested from a player host on load, except native lazy frames the config asked for', async ({
    page,
  }) => {
    const requests = await stubThirdParty(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const external = requests.map((request) => request.url());
    const lazyFrames = await page
      .locator('iframe[loading="lazy"]')
      .evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).src));
    const players = external.filter(isPlayerHost);
    for (const url of players) expect(lazyFrames, `${url} was requested on load`).toContain(url);
    expect(external.filter((url) => !isPlayerHost(url))).toEqual([]);
  });

  test('every image has its width and height, and those below the fold load lazily', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const images = await page.locator('img').evaluateAll((elements) =>
      elements.map((element) => {
        const image = element as HTMLImageElement;
        const box = image.getBoundingClientRect();
        return {
          src: image.currentSrc || image.src,
          width: Number(image.getAttribute('width')),
          height: Number(image.getAttribute('height')),
          loading: image.getAttribute('loading'),
          top: box.top + window.scrollY,
          shown: { width: box.width, height: box.height },
        };
      }),
    );
    const viewportHeight = page.viewportSize()!.height;
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.width, `${image.src} has no width`).toBeGreaterThan(0);
      expect(image.height, `${image.src} has no height`).toBeGreaterThan(0);
      if (image.top > viewportHeight) expect(image.loading, `${image.src} is below the fold`).toBe('lazy');
      // The reserved box keeps the picture's proportions unless the layout crops it on purpose.
      if (image.shown.width > 0 && image.shown.height > 0) {
        const declared = image.width / image.height;
        const shown = image.shown.width / image.shown.height;
        expect(Math.abs(shown - declared) / declared, `${image.src} is shown at another ratio`).toBeLessThan(0.5);
      }
    }
  });

  // Moving a style tag re-parses it and restyles the whole page: at 4x CPU slowdown that was
  // about 40 ms of a first tap's answer.
  test('waking every island moves no prerendered style tag and inserts none of its rules again', async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node.nodeName === 'STYLE') removed.push((node as Element).outerHTML.slice(0, 80));
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('/');
    await wakeAllIslands(page);
    // A state the build did not render (a tooltip), so an island has rules of its own to insert.
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await scrollTop.scrollIntoViewIfNeeded();
    await scrollTop.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    const styles = await page.evaluate(() => {
      const prerendered = new Set(
        [...document.querySelectorAll('style[data-cs-prerendered]')].flatMap((tag) =>
          tag.getAttribute('data-cs-prerendered')!.split(' '),
        ),
      );
      const added = [...document.querySelectorAll<HTMLStyleElement>('style:not([data-cs-prerendered])')].flatMap(
        (tag) => [...tag.sheet!.cssRules].map((rule) => rule.cssText),
      );
      return {
        prerendered: prerendered.size,
        added: added.length,
        again: added.filter((rule) => [...rule.matchAll(/\.cs-([\w-]+)/g)].some(([, name]) => prerendered.has(name!))),
        removed: (window as unknown as { removedStyles: string[] }).removedStyles,
      };
    });
    expect(styles.prerendered).toBeGreaterThan(0);
    // The positive control: the tooltip's rules were inserted, and are seen.
    expect(styles.added).toBeGreaterThan(0);
    expect(styles.removed).toEqual([]);
    expect(styles.again).toEqual([]);
  });

  test('nothing shifts while the page loads and hydrates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; sources: string[] }[]>((resolve) => {
          const entries: { value: number; sources: string[] }[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            }[]) {
              if (entry.hadRecentInput) continue;
              entries.push({
                value: entry.value,
                sources: (entry.sources ?? []).map((source) =>
                  source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          // Past the page's fade-in and any effect that runs after hydration.
          setTimeout(() => resolve(entries), 1_000);
        }),
    );
    expect(shifts).toEqual([]);
  });
});
