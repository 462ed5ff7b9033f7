/**
 * What the page costs once a visitor touches it, measured in Chromium on the bench's static
 * server: the JavaScript each island fetches when it wakes (as transferred, compressed), and how
 * long a first tap takes to answer on a phone with its CPU slowed 4x.
 */
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, systemChromium } from '../../scripts/chromium.ts';
import { median } from './median.ts';

export interface IslandBytes {
  /** What every React island fetches (React, Emotion, the islands' runtime); a script island fetches none of it. */
  runtime: number;
  /** Each island's own JavaScript beyond the runtime, by island name. */
  islands: Record<string, number>;
}

export interface TapTimings {
  /** Milliseconds from touchstart to the answer, each run, by what was tapped. */
  runs: Record<string, number[]>;
  median: Record<string, number>;
}

export const TAP_CPU_SLOWDOWN = 4;

const launch = () =>
  chromium.launch({ ...(systemChromium && { executablePath: systemChromium }), args: CHROMIUM_FLAGS });

/** A page loaded and settled, with the JavaScript it fetches from now on recorded (URL → encoded bytes). */
async function settledPage(browser: Browser, url: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => customElements.get('is-land') !== undefined);
  const fetched = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void request.sizes().then((sizes) => fetched.set(request.url(), sizes.responseBodySize));
  });
  return { page, context, fetched };
}

/**
 * The JavaScript a page fetches before anyone touches it, as transferred (the bench's server
 * sends brotli): its first-load script and every island that wakes on its own (idle, or visible
 * in the first screen), which the first-load count leaves out.
 */
export async function bytesBeforeInteraction(url: string): Promise<number> {
  const browser = await launch();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((figures) => figures.responseBodySize));
    });
    await page.goto(url);
    await page.waitForFunction(() => customElements.get('is-land') !== undefined);
    await page.waitForLoadState('networkidle');
    // An idle island wakes once the page is idle; what it fetches settles after that.
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    return (await Promise.all(sizes)).reduce((total, bytes) => total + bytes, 0);
  } finally {
    await browser.close();
  }
}

async function wake(page: Page, name: string): Promise<void> {
  const island = page.locator(`is-land[data-island="${name}"]`).first();
  await island.evaluate((element) => {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
  await island.and(page.locator('[live]')).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Wakes each island of the page on a fresh load, alone: the page's other islands are taken out
 * first, so scrolling to the footer's year does not also wake the contact form beside it and
 * charge the year for the form's code. The runtime is what every React island fetches; a script
 * island fetches none of it.
 */
export async function measureIslandBytes(url: string): Promise<IslandBytes> {
  const browser = await launch();
  try {
    const probe = await settledPage(browser, url);
    const kinds = new Map(
      await probe.page
        .locator('is-land[data-island]')
        .evaluateAll((all) =>
          all.map((element) => [element.getAttribute('data-island')!, element.getAttribute('type')] as const),
        ),
    );
    await probe.context.close();
    const fetchedBy = new Map<string, Map<string, number>>();
    for (const name of kinds.keys()) {
      const { page, context, fetched } = await settledPage(browser, url);
      await page.evaluate((keep) => {
        for (const island of document.querySelectorAll('is-land[data-island]'))
          if (island.getAttribute('data-island') !== keep) island.remove();
      }, name);
      await wake(page, name);
      // requestfinished's sizes arrive a moment after the response.
      await page.waitForTimeout(200);
      fetchedBy.set(name, new Map(fetched));
      await context.close();
    }
    const reactSets = [...fetchedBy].filter(([name]) => kinds.get(name) === 'react').map(([, set]) => set);
    const shared = [...(reactSets[0]?.keys() ?? [])].filter((file) => reactSets.every((set) => set.has(file)));
    const runtime = shared.reduce((sum, file) => sum + reactSets[0]!.get(file)!, 0);
    const islands = Object.fromEntries(
      [...fetchedBy].map(([name, set]) => [
        name,
        [...set].filter(([file]) => !shared.includes(file)).reduce((sum, [, bytes]) => sum + bytes, 0),
      ]),
    );
    return { runtime, islands };
  } finally {
    await browser.close();
  }
}

/** What a tap is answered by: the menu opens, the poster becomes a player, the track's button says Pause. */
const TAPS = {
  menu: { target: 'header button[aria-expanded]', answered: 'header button[aria-expanded="true"]' },
  poster: { target: '#videos button[aria-label^="Play "]', answered: '#videos iframe' },
  track: { target: '#catalog button[aria-label^="Play "]', answered: '#catalog button[aria-label^="Pause "]' },
} as const;

export type Tap = keyof typeof TAPS;

async function tapOnce(browser: Browser, url: string, tap: Tap): Promise<number> {
  const { page, context } = await settledPage(browser, url);
  try {
    const cdp = await context.newCDPSession(page);
    // Playwright enables the inspector's Runtime domain on every page. With Runtime alone, and not
    // the Debugger that DevTools also enables, Chromium evaluates a large module many times more
    // slowly: React DOM's client in 2 ms with no inspector, about 5 ms with DevTools' domains,
    // 20 to 35 ms with Runtime alone (at 1x; tools/bench/inspector-cost.ts). With the Debugger on
    // too, the tap is timed as with DevTools open, its CPU throttling on.
    await cdp.send('Debugger.enable');
    const { target, answered } = TAPS[tap];
    const button = page.locator(target).first();
    await button.scrollIntoViewIfNeeded();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TAP_CPU_SLOWDOWN });
    await page.evaluate((selector) => {
      const timing = new Promise<number>((resolve) => {
        let start: number | undefined;
        document.addEventListener('touchstart', () => (start ??= performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (start === undefined || !document.querySelector(selector)) return;
          observer.disconnect();
          resolve(performance.now() - start);
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      (window as unknown as { tapTiming: Promise<number> }).tapTiming = timing;
    }, answered);
    await button.tap();
    return Math.round(await page.evaluate(() => (window as unknown as { tapTiming: Promise<number> }).tapTiming));
  } finally {
    await context.close();
  }
}

/** Each tap on a fresh page, `runs` times, on a 360 px touch phone with the CPU slowed 4x. */
export async function measureTaps(url: string, runs: number): Promise<TapTimings> {
  const browser = await launch();
  try {
    const result: TapTimings = { runs: {}, median: {} };
    for (const tap of Object.keys(TAPS) as Tap[]) {
      const timings: number[] = [];
      for (let run = 0; run < runs; run += 1) timings.push(await tapOnce(browser, url, tap));
      result.runs[tap] = timings;
      result.median[tap] = median(timings);
    }
    return result;
  } finally {
    await browser.close();
  }
}
