import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { firstLoadJs } from '../tools/bench/first-load.ts';
import { librariesIn } from '../tools/bench/markers.ts';
import { SHORTLISTS } from '../functions/src/contract/shortlist-model.ts';
import { adminDb, createList, shortlistCli } from '../tests/integration/shortlist-helpers.ts';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_22_AA } from './helpers/a11y.ts';
import { listDocuments, plainFields, stringField } from '../tests/integration/emulators.ts';
import { CALLABLE } from './helpers/contact.ts';
import { hydrated } from './helpers/page.ts';

// The build the server under test serves (as in performance.spec.ts).
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

const card = (page: Page, title: string) =>
  page.locator('[data-track]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const currentTime = (page: Page, title: string) =>
  card(page, title)
    .locator('audio')
    .evaluate((a: HTMLAudioElement) => a.currentTime);

/** Resolves once the page has asked for its shortlist and shown the answer, whatever it was. */
async function opened(page: Page) {
  await hydrated(page, 'ShortlistView');
  await expect(page.locator('[data-part="header"]')).not.toHaveAttribute('aria-busy');
}

/** Every request the page makes, with its Referer, to check where a link's token goes. */
function recordRequests(page: Page) {
  const seen: { url: string; referer?: string | undefined; body: string }[] = [];
  page.on(
    'request',
    (request) =>
      void seen.push({ url: request.url(), referer: request.headers().referer, body: request.postData() ?? '' }),
  );
  return seen;
}

test.describe('a recipient’s shortlist page', () => {
  test('shows the tracks, counts only what was played, and the report tells the two recipients apart', async ({
    page,
  }, info) => {
    // Real time throughout: the command renders the cards (a Vite start), 10 s of playback, the
    // report read back until the beacons' events are in. Over 30 s on a busy machine.
    test.setTimeout(120_000);
    const title = `Chase cues (${info.project.name} ${Date.now()})`;
    const list = await createList(
      '--title',
      title,
      '--tracks',
      'golden-hour,night-drive',
      '--for',
      'Anna Lee, Northlight <anna@northlight.example>',
      '--for',
      'Bo Park, Meridian <bo@meridian.example>',
      '--note',
      'Two cues for the chase scene.',
      '--downloads',
    );
    const [anna, bo] = list.tokens;
    const requests = recordRequests(page);
    const response = await page.goto(`/s/${anna}`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await opened(page);

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('For Anna Lee, Northlight')).toBeVisible();
    await expect(page.getByText('Two cues for the chase scene.')).toBeVisible();
    await expect(page.getByText(/^Plays on this page are counted for /)).toBeVisible();
    await expect(page.locator('[data-track]')).toHaveCount(2);
    // The site's own header and footer, whose links lead back to the home page's parts.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| `));
    const goldenHour = card(page, 'Golden Hour');
    await expect(goldenHour.getByRole('link', { name: 'License this track' })).toHaveAttribute(
      'href',
      new RegExp(`^/\\?track=Golden\\+Hour&version=[^&]+&shortlist=${list.id}#contact$`),
    );
    await expect(goldenHour.getByRole('link', { name: /download/i })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`shortlist-${info.project.name}.png`), fullPage: true });

    // Nothing of the audio loads, and nothing is counted, before a press.
    await page.waitForLoadState('networkidle');
    expect(requests.filter((request) => /\.mp3(\?|$)/.test(request.url))).toEqual([]);
    expect((await shortlistCli('report', list.id)).stdout).not.toMatch(/\d+ plays?,/);

    // A shortlist's first press plays from the track's highlight: five seconds heard from wherever it started.
    await goldenHour.getByRole('button', { name: 'Play Golden Hour' }).click();
    await expect.poll(() => currentTime(page, 'Golden Hour'), { timeout: 15_000 }).toBeGreaterThan(0.5);
    const from = await currentTime(page, 'Golden Hour');
    await expect.poll(() => currentTime(page, 'Golden Hour'), { timeout: 15_000 }).toBeGreaterThan(from + 5);
    await goldenHour.getByRole('button', { name: 'Instrumental' }).click();
    await expect(goldenHour.getByRole('button', { name: 'Instrumental' })).toHaveAttribute('aria-pressed', 'true');
    await expect(goldenHour.getByRole('button', { name: 'Pause Golden Hour' })).toBeVisible();
    // The instrumental loaded and sounding from where the main version was, before seeking in it.
    await expect
      .poll(() =>
        card(page, 'Golden Hour')
          .locator('audio')
          .evaluate(
            (a: HTMLAudioElement) =>
              a.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA && !a.paused && a.currentTime > 5,
          ),
      )
      .toBe(true);
    await goldenHour.getByRole('slider', { name: 'Seek in Golden Hour' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(page, 'Golden Hour')).toBeGreaterThan(15);
    await page.waitForTimeout(1_500);
    await page.goto('about:blank');

    // The page's last report goes with a beacon as it leaves; the report has it within seconds.
    await expect
      .poll(async () => (await shortlistCli('report', list.id)).stdout, { timeout: 10_000 })
      .toMatch(/Anna Lee, Northlight: Golden Hour \(Instrumental\) 1 play, 0:0[1-9] heard, to 0:(1[6-9]|2\d) of 0:40/);
    const annaOnly = (await shortlistCli('report', list.id)).stdout;
    expect(annaOnly).toMatch(/Anna Lee, Northlight <anna@northlight\.example>: 1 visit, first /);
    expect(annaOnly).toMatch(/Anna Lee, Northlight: Golden Hour 1 play, 0:0[5-9] heard, to 0:(0[5-9]|1\d) of \d:\d\d/);
    expect(annaOnly).not.toContain('Night Drive');
    expect(annaOnly).toMatch(/Bo Park, Meridian <bo@meridian\.example>: not opened yet\n {2}nothing played/);

    // Bo opens his own link and listens to the other track.
    await page.goto(`/s/${bo}`);
    await opened(page);
    await expect(page.getByText('For Bo Park, Meridian')).toBeVisible();
    await card(page, 'Night Drive').getByRole('button', { name: 'Play Night Drive' }).click();
    // From Night Drive's highlight (it builds from about 0:10): three seconds heard from wherever it started.
    await expect.poll(() => currentTime(page, 'Night Drive'), { timeout: 15_000 }).toBeGreaterThan(0.5);
    const started = await currentTime(page, 'Night Drive');
    await expect.poll(() => currentTime(page, 'Night Drive'), { timeout: 15_000 }).toBeGreaterThan(started + 3);
    await page.goto('about:blank');
    await expect
      .poll(async () => (await shortlistCli('report', list.id)).stdout, { timeout: 10_000 })
      .toMatch(/Bo Park, Meridian: Night Drive 1 play, 0:0[3-9] heard, to 0:(0[3-9]|[12]\d) of 0:50/);
    const report = (await shortlistCli('report', list.id)).stdout;
    console.log(report);
    // Each recipient's own listening, told apart.
    expect(report).toMatch(/Bo Park, Meridian <bo@meridian\.example>: 1 visit, first /);
    expect(report.split('Bo Park, Meridian <')[0]).not.toContain('Night Drive');
    expect(report.split('Bo Park, Meridian <')[1]).not.toContain('Golden Hour');

    // Each token went to this site only, and never as a Referer.
    for (const token of [anna!, bo!]) {
      const leaked = requests.filter(
        (request) =>
          !request.url.startsWith('http://127.0.0.1:5000/') &&
          `${request.url}${request.referer ?? ''}${request.body}`.includes(token),
      );
      expect(leaked).toEqual([]);
      expect(requests.filter((request) => request.referer?.includes(token))).toEqual([]);
    }
  });

  test('an expired, revoked or unknown link shows no track, only the way to ask again', async ({ page }) => {
    const list = await createList(
      '--title',
      'Closed',
      '--tracks',
      'golden-hour',
      '--for',
      'A <a@x.example>',
      '--for',
      'B <b@x.example>',
      '--expires',
      '1h',
    );
    const db = adminDb();
    const [revoked, expired] = list.tokens;
    // A bare token may start with '-': after -- it is never read as an option.
    expect((await shortlistCli('revoke', '--', revoked!)).code).toBe(0);
    await page.goto(`/s/${expired}`);
    await opened(page);
    await expect(page.locator('[data-track]')).toHaveCount(1);
    await db
      .collection(SHORTLISTS)
      .doc(list.id)
      .update({ expiresAt: Date.now() - 1000 });
    for (const token of [expired, revoked, 'A'.repeat(43)]) {
      await page.goto(`/s/${token}`);
      await opened(page);
      await expect(page.getByRole('heading', { level: 1, name: 'This shortlist is not available' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
        'href',
        '/#contact',
      );
      await expect(page.locator('[data-track]')).toHaveCount(0);
    }
    // After the page's fade-in, so the picture shows what a visitor reads.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    await page.screenshot({
      path: test.info().outputPath(`shortlist-closed-${test.info().project.name}.png`),
      fullPage: true,
    });
  });
});

test('a shortlist that cannot be fetched says so, and shows no track', async ({ page }) => {
  const list = await createList('--title', 'Offline', '--tracks', 'golden-hour', '--for', 'A <a@x.example>');
  // The network fails under the page: the request never reaches the function.
  await page.route('**/api/shortlist', (route) => route.abort('internetdisconnected'));
  await page.goto(`/s/${list.tokens[0]}`);
  await opened(page);
  await expect(page.getByRole('alert')).toHaveText(
    'The shortlist could not be loaded. Check your connection and reload the page.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Opening your shortlist…' })).toBeVisible();
  await expect(page.locator('[data-track]')).toHaveCount(0);
});

test('without JavaScript the shortlist page says what it needs and how to ask instead', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL === undefined ? {} : { baseURL }) });
  const page = await context.newPage();
  await page.goto('/s/' + 'A'.repeat(43));
  await expect(page.getByText('This page needs JavaScript to show its tracks. Or ask for them:')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/#contact');
  await context.close();
});

/** Every script of this site a page fetches before anyone touches it, gzipped, with the libraries in it. */
async function scriptsBeforeInteraction(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const scripts = new Map<string, Promise<{ gzip: number; libraries: string[] }>>();
  const listener = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.url().startsWith('http://127.0.0.1:5000/')) return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => ({ gzip: gzipSync(body).length, libraries: librariesIn(body.toString('utf8')) })),
    );
  };
  page.on('response', listener);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const files = await Promise.all([...scripts].map(async ([file, figures]) => ({ file, ...(await figures) })));
  return { gzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
}

const described = ({ gzip, files }: Awaited<ReturnType<typeof scriptsBeforeInteraction>>) =>
  `${gzip} B gzipped (${files.map((file) => `${file.file} ${file.gzip}`).join(', ')})`;

test('the shortlist page fetches at most 2 kB more script than the home page before a press, no React, no Firebase SDK and no audio', async ({
  page,
}) => {
  // The bench's measure of the HTML's own module scripts, then what the browser really fetched.
  const [homeFirst, shellFirst] = await Promise.all([firstLoadJs(distDir), firstLoadJs(distDir, 's.html')]);
  expect(
    shellFirst.gzip - homeFirst.gzip,
    `home ${homeFirst.gzip} B, shortlist shell ${shellFirst.gzip} B`,
  ).toBeLessThanOrEqual(2048);

  const list = await createList('--title', 'Budget', '--tracks', 'golden-hour,night-drive', '--for', 'A <a@x.example>');
  const audio: string[] = [];
  page.on('request', (request) => void (/\.mp3(\?|$)/.test(request.url()) && audio.push(request.url())));
  const home = await scriptsBeforeInteraction(page, '/', (page) => hydrated(page));
  const shortlist = await scriptsBeforeInteraction(page, `/s/${list.tokens[0]}`, opened);
  await expect(page.locator('[data-track]')).toHaveCount(2);
  // The cards arrive after the first paint: nothing in view may move when they do.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shift, 'cumulative layout shift of the shortlist page').toBe(0);
  console.log(`before interaction: home ${described(home)}; shortlist page ${described(shortlist)}`);
  expect(shortlist.gzip - home.gzip, `home ${described(home)}; shortlist ${described(shortlist)}`).toBeLessThanOrEqual(
    2048,
  );
  expect(shortlist.files.flatMap((file) => file.libraries)).toEqual([]);
  expect(audio).toEqual([]);
});

test('the shortlist page, open and closed, has no WCAG 2.2 AA violations and a plain outline', async ({ page }) => {
  const list = await createList(
    '--title',
    'Accessible',
    '--tracks',
    'golden-hour,night-drive',
    '--for',
    'A <a@x.example>',
    '--note',
    'Two cues.',
  );
  for (const [token, tracks] of [
    [list.tokens[0]!, 2],
    ['A'.repeat(43), 0],
  ] as const) {
    await page.goto(`/s/${token}`);
    await opened(page);
    await expect(page.locator('[data-track]')).toHaveCount(tracks);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      ),
    ).toEqual([]);
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1])));
    expect(levels).toEqual([1, ...Array<number>(tracks).fill(2)]);
  }
});

test('a licence request from the shortlist page names the shortlist, and the function stores it', async ({
  page,
}, info) => {
  const list = await createList('--title', 'Licence', '--tracks', 'golden-hour', '--for', 'A <a@x.example>');
  // A sender of its own, so other specs' requests don't share its rate limit.
  const sender = `198.51.100.${(Date.now() + info.workerIndex + 7) % 250}`;
  await page.route(CALLABLE, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': sender } }),
  );
  await page.goto(`/s/${list.tokens[0]}`);
  await opened(page);
  const track = card(page, 'Golden Hour');
  await track.getByRole('button', { name: 'Instrumental' }).click();
  // The tap wakes the player; the link names the version once the player has taken the tap, as a visitor sees.
  await expect(track.getByRole('button', { name: 'Instrumental' })).toHaveAttribute('aria-pressed', 'true');
  await track.getByRole('link', { name: 'License this track' }).click();
  await expect(page).toHaveURL(/^[^?]+\/\?/);
  await hydrated(page);

  const contact = page.locator('#contact');
  const field = (label: string) => contact.getByLabel(label, { exact: true });
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByRole('radio', { name: 'Licence request' })).toBeChecked();
  await expect(field('Track')).toHaveValue('Golden Hour');
  await expect(field('Version')).toHaveValue('Instrumental');
  const name = `Shortlist buyer ${info.project.name} ${Date.now()}`;
  await field('Name').fill(name);
  await field('Email').fill('anna@northlight.example');
  await contact.getByRole('combobox', { name: 'Media', exact: true }).selectOption('online-ad');
  await contact.getByRole('combobox', { name: 'Territory', exact: true }).selectOption('worldwide');
  await contact.getByRole('combobox', { name: 'Term', exact: true }).selectOption('1-year');
  await contact.getByRole('button', { name: 'Send Licence Request' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible({ timeout: 30_000 });

  const stored = async () =>
    (await listDocuments('contactMessages')).filter((document) => stringField(document, 'name') === name);
  await expect.poll(async () => (await stored()).length, { timeout: 10_000 }).toBe(1);
  expect(plainFields((await stored())[0]!)).toMatchObject({
    licence: { track: 'Golden Hour', version: 'Instrumental', shortlist: list.id },
  });
});
