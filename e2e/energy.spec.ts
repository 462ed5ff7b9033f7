import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers/page.ts';

/** What a card's player island was given: each version's highlight start is the build's measure, read here, never assumed. */
interface PlayerProps {
  title: string;
  versions: Array<{ label: string; peak?: number }>;
}

const cards = (page: Page) =>
  page.locator('[data-track]').filter({ has: page.locator('is-land[data-island="TrackPlayer"]') });

/**
 * The card whose main version's highlight starts furthest in, so "starts at the highlight" cannot
 * pass by starting at 0:00. The demo's tracks are under a minute: the highlight of at least one
 * starts past 0:01.
 */
async function cardWithPeak(page: Page): Promise<{ card: Locator; title: string; peak: number }> {
  await expect(cards(page).first()).toBeAttached();
  // Read in one pass over the cards shown now: a search island that filters the list (a cut in the
  // address) may drop a card between a list of locators and the read of its props.
  const shown = await cards(page).evaluateAll((nodes) =>
    nodes
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => node.querySelector('is-land[data-island="TrackPlayer"]')?.getAttribute('data-props') ?? '{}'),
  );
  let best: { title: string; peak: number } | undefined;
  for (const props of shown) {
    const { title, versions } = JSON.parse(props) as PlayerProps;
    const peak = versions?.[0]?.peak;
    if (peak !== undefined && (!best || peak > best.peak)) best = { title, peak };
  }
  expect(best, 'no card has a measured highlight: the build measured no energy (scripts/audio/facts)').toBeDefined();
  expect(best!.peak, `${best!.title}'s highlight starts at 0:00, which tells nothing`).toBeGreaterThan(1);
  const card = cards(page).filter({ has: page.getByRole('heading', { name: best!.title, exact: true }) });
  return { card, ...best! };
}

async function livePlayer(page: Page, card: Locator) {
  await hydrated(page);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('is-land[data-island="TrackPlayer"][live]')).toBeAttached();
}

const currentTime = (card: Locator) => card.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);

test.describe('energy and the peak', () => {
  test('the seek bar draws where the track builds, over the waveform and hidden from assistive technology', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const { card, title } = await cardWithPeak(page);
    await livePlayer(page, card);
    const slider = card.getByRole('slider', { name: `Seek in ${title}` });
    const curve = slider.locator('svg[aria-hidden="true"]').nth(1);
    await expect(curve.locator('path').first()).toHaveAttribute('d', /^M-1 19V\d+h1\.5(l1 ?-?\d+)+h1\.5V19z$/);
    const [bar, drawn] = await Promise.all([slider.boundingBox(), curve.boundingBox()]);
    expect(drawn).toEqual(bar);
    // One control: the curve is a picture in the slider, not a second one.
    await expect(card.getByRole('slider')).toHaveCount(1);
    await card.scrollIntoViewIfNeeded();
    await testInfo.attach('card', { body: await card.screenshot(), contentType: 'image/png' });
  });

  test('"Jump to the peak" plays the track from its highlight', async ({ page }) => {
    await page.goto('/');
    const { card, title, peak } = await cardWithPeak(page);
    await livePlayer(page, card);
    await card.getByRole('button', { name: 'Jump to the peak' }).click();
    await expect(card.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
    await expect.poll(() => currentTime(card)).toBeGreaterThanOrEqual(peak - 0.25);
    expect(await currentTime(card)).toBeLessThan(peak + 5);
  });

  test('with a cut asked for, a result plays first from its highlight; without, from its start', async ({ page }) => {
    await page.goto('/catalog?fits=30');
    // The cut applies once the search island is live: every card shown then names the version that fits.
    await expect(page.locator('[data-track]:visible [data-fits-note]').first()).toBeVisible();
    const { card, title, peak } = await cardWithPeak(page);
    await livePlayer(page, card);
    await card.getByRole('button', { name: `Play ${title}` }).click();
    await expect.poll(() => currentTime(card)).toBeGreaterThanOrEqual(peak - 0.25);
    expect(await currentTime(card)).toBeLessThan(peak + 5);

    await page.goto('/catalog');
    const plain = cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await livePlayer(page, plain);
    await plain.getByRole('button', { name: `Play ${title}` }).click();
    await expect.poll(() => currentTime(plain)).toBeGreaterThan(0);
    expect(await currentTime(plain)).toBeLessThan(peak - 0.5);
  });
});
