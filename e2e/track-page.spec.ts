import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import ogs from 'open-graph-scraper';
import { WCAG_22_AA } from './helpers/a11y.ts';
import { hydrated } from './helpers/page.ts';

// The build the server under test serves (as in performance.spec.ts).
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

test.describe('a track’s page', () => {
  test('is reached from its card’s title, plays, asks for a licence, copies its own address, and is looked at', async ({
    page,
    context,
    baseURL,
  }, info) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/catalog');
    await page.locator('#catalog').getByRole('link', { name: 'Golden Hour', exact: true }).click();
    await expect(page).toHaveURL(/\/catalog\/golden-hour$/);
    await expect(page).toHaveTitle('Golden Hour | Marlowe Kane');
    const card = page.locator('[data-track="golden-hour"]');
    await expect(card.getByRole('heading', { level: 2, name: 'Golden Hour' })).toBeVisible();
    await expect(page.locator('[data-track]')).toHaveCount(1);
    await hydrated(page, 'TrackPlayer');
    await card.getByRole('button', { name: 'Play Golden Hour' }).click();
    await expect(card.getByRole('button', { name: 'Pause Golden Hour' })).toBeVisible();
    await card.getByRole('button', { name: 'Pause Golden Hour' }).click();
    await expect(card.getByRole('link', { name: 'License this track' })).toHaveAttribute(
      'href',
      '/?track=Golden+Hour&version=Main#contact',
    );
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(card.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'https://marlowekane.com/catalog/golden-hour',
    );
    await expect(page.getByRole('link', { name: 'See all 6 tracks' })).toHaveAttribute('href', '/catalog');
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      ),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/track-page-${info.project.name}.png`, fullPage: true });
    expect(baseURL).toBeTruthy();
  });

  test('unfolds in a link preview: an unfurling library finds its title, its own picture, audio and recording', async ({
    request,
  }) => {
    const response = await request.get('/catalog/night-drive');
    expect(response.status()).toBe(200);
    const { result } = await ogs({ html: await response.text() });
    expect(result).toMatchObject({
      ogType: 'music.song',
      ogTitle: 'Night Drive',
      ogUrl: 'https://marlowekane.com/catalog/night-drive',
      ogAudio: 'https://marlowekane.com/audio/night-drive.mp3',
      ogAudioType: 'audio/mpeg',
      twitterCard: 'summary_large_image',
    });
    expect(result.ogImage?.[0]).toMatchObject({
      url: 'https://marlowekane.com/catalog/night-drive.png',
      width: '1200',
      height: '630',
    });
    // The picture is served where the head says, as the PNG it claims to be.
    const picture = await request.get(new URL(result.ogImage![0]!.url).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(JSON.stringify(result.jsonLD)).toContain('"@type":"MusicRecording"');
    expect(await (await request.get('/sitemap.xml')).text()).toContain(
      '<loc>https://marlowekane.com/catalog/night-drive</loc>',
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('suggests the five tracks that sound nearest, each a link to its page, with why', async ({ page }) => {
      await page.goto('/catalog/night-drive');
      const more = page.getByRole('region', { name: 'More like this' });
      const links = more.getByRole('link');
      await expect(links).toHaveCount(5);
      const titles = await links.allTextContents();
      expect(titles).not.toContain('Night Drive');
      expect(new Set(titles).size).toBe(5);
      // Night Drive is instrumental: an instrumental suggestion says so.
      await expect(more.getByText(/also instrumental/).first()).toBeVisible();
      await links.first().click();
      await expect(page).toHaveURL(/\/catalog\/[a-z-]+$/);
      await expect(page.getByRole('heading', { level: 2, name: titles[0]! })).toBeVisible();
    });
  });

  test('is valid HTML to the Nu HTML Checker', () => {
    test.skip(test.info().project.name !== 'desktop', 'one check of the built file is enough');
    const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
    // Errors only: the checker's info messages (e.g. on the trailing slash of void elements) are advice, not faults.
    const output = execFileSync(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'text', path.join(distDir, 'catalog/night-drive.html')],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(output).toBe('');
  });
});
