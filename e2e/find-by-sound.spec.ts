import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { showFilters } from './helpers/catalog-filters.ts';
import { wakeIsland } from './helpers/page.ts';
import { wavFile } from '../scripts/test/audio/wav-file.ts';
import { decodeMp3, excerpt } from './helpers/wav.ts';

const catalog = (page: Page) => page.locator('#catalog');
const search = (page: Page) => catalog(page).getByRole('search', { name: 'Filter tracks' });
const status = (page: Page) => search(page).getByRole('status');
const shown = (page: Page) => catalog(page).locator('[data-track]:visible h3').allTextContents();
const card = (page: Page, title: string) =>
  catalog(page)
    .locator('[data-track]')
    .filter({ has: page.getByRole('heading', { name: title }) });

async function openCatalog(page: Page, address = '/catalog') {
  await page.goto(address);
  await wakeIsland(page, 'CatalogSearch');
}

/** The catalog with its file box in view: on a phone it waits behind Filters with the other filters. */
async function openFileBox(page: Page) {
  await openCatalog(page);
  await showFilters(page);
}

test.describe('find by sound', () => {
  test('"More like this" on a card orders the catalog by sound from it, with why, and keeps the filters', async ({
    page,
  }) => {
    await openCatalog(page);
    await card(page, 'Night Drive').getByRole('link', { name: 'More like this' }).click();
    await expect(page).toHaveURL(/\/catalog\?like=night-drive$/);
    await expect(status(page)).toHaveText('5 tracks, nearest in sound to “Night Drive” first');
    const ordered = await shown(page);
    expect(ordered).toHaveLength(5);
    expect(ordered).not.toContain('Night Drive');
    // Why, in the words the track page prints, on each card there is a reason to give.
    const why = await catalog(page).locator('[data-track]:visible [data-like-note]').allTextContents();
    expect(why.length).toBeGreaterThan(0);
    for (const note of why)
      expect(note).toMatch(
        /^(similar tempo|same key|relative key|brighter|darker|calmer|more energetic|also instrumental|also with vocals)(, (similar tempo|same key|relative key|brighter|darker|calmer|more energetic|also instrumental|also with vocals))*$/,
      );
    // Words narrow the list and keep its order by sound.
    await search(page).getByRole('searchbox', { name: 'Search tracks' }).fill('piano');
    await expect(page).toHaveURL(/q=piano&like=night-drive/);
    await expect
      .poll(() => shown(page))
      .toEqual(ordered.filter((title) => ['Golden Hour', 'Paper Moons', 'Still Water'].includes(title)));
    await expect(status(page)).toHaveText('3 tracks, nearest in sound to “Night Drive” first');
    await search(page).getByRole('searchbox', { name: 'Search tracks' }).fill('');
    await expect.poll(() => shown(page)).toEqual(ordered);
    await search(page).getByRole('button', { name: 'Clear' }).click();
    await expect(status(page)).toHaveText('6 of 6 tracks');
  });

  test('"More like this" says which track is in the relative key, in the browser as on the track page', async ({
    page,
  }) => {
    // Paper Moons is in F major, First Light in D minor: the same notes.
    await openCatalog(page);
    await card(page, 'Paper Moons').getByRole('link', { name: 'More like this' }).click();
    await expect(status(page)).toHaveText('5 tracks, nearest in sound to “Paper Moons” first');
    await expect(card(page, 'First Light').locator('[data-like-note]')).toContainText('relative key');
    await page.goto('/catalog/paper-moons');
    const more = page.getByRole('region', { name: 'More like this' });
    await expect(more.getByRole('listitem').filter({ hasText: 'First Light' })).toContainText('relative key');
  });

  test('the same link goes to the track page’s list without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/catalog');
    await card(page, 'Slow Burn').getByRole('link', { name: 'More like this' }).click();
    await expect(page).toHaveURL(/\/catalog\/slow-burn#catalog-like$/);
    await expect(page.getByRole('region', { name: 'More like this' }).getByRole('link')).toHaveCount(5);
    await context.close();
  });

  for (const [id, title] of [
    ['slow-burn', 'Slow Burn'],
    ['night-drive', 'Night Drive'],
  ] as const) {
    test(`a WAV excerpt of ${title}, 4 dB quieter, finds it first, in the browser`, async ({ page }) => {
      const { channels, sampleRate } = await decodeMp3(`public/audio/${id}.mp3`);
      const wav = wavFile(excerpt(channels, sampleRate, 8, 25, -4), sampleRate);
      await openFileBox(page);
      const picker = search(page).getByLabel('Find tracks like a file');
      await expect(search(page).getByText('Your file is analysed in this browser and never leaves it.')).toBeVisible();
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(request.url());
      });
      await picker.setInputFiles({ name: `temp-${id}.wav`, mimeType: 'audio/wav', buffer: wav });
      await expect(status(page)).toHaveText(`6 tracks, nearest in sound to “temp-${id}.wav” first`);
      expect((await shown(page))[0]).toBe(title);
      expect(sent).toEqual([]);
    });
  }

  test('a file the browser cannot read, one too long and one too short are each named with what to do', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openFileBox(page);
    const picker = search(page).getByLabel('Find tracks like a file');
    await picker.setInputFiles({
      name: 'notes.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('these are not the sounds you are looking for\n'.repeat(200)),
    });
    await expect(status(page)).toHaveText(
      'This browser cannot read “notes.mp3” as audio. Try an MP3, WAV, AIFF, FLAC or M4A file.',
    );
    // Sixteen minutes of 8-bit mono at 4 kHz: refused from its header, before a decode would hold it all.
    const long = wavFile([new Float32Array(16 * 60 * 4000)], 4000, 8);
    await picker.setInputFiles({ name: 'whole-score.wav', mimeType: 'audio/wav', buffer: long });
    await expect(status(page)).toHaveText(
      '“whole-score.wav” is longer than 15 minutes. Choose a shorter file, or an excerpt of it.',
    );
    await picker.setInputFiles({
      name: 'sting.wav',
      mimeType: 'audio/wav',
      buffer: wavFile([new Float32Array(3 * 8000).map((_, i) => Math.sin(i / 3))], 8000),
    });
    await expect(status(page)).toHaveText(
      '“sting.wav” gives less than 5 seconds to compare. Choose a longer file or an earlier start.',
    );
    // Nothing was lost: the catalog is as it was.
    await expect.poll(() => shown(page)).toHaveLength(6);
  });

  test('a recording whose header gives no length is refused as a long one, before it is decoded', async ({ page }) => {
    // Opus in WebM written to a pipe, as a recorder writes it: the writer never goes back to fill
    // in the length, and the browser reads it as Infinity. (Chromium's own MediaRecorder output of
    // a second and a half is read to its end and given a length, so it can't stand in.)
    const recording = execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=20',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ]);
    await openFileBox(page);
    await search(page)
      .getByLabel('Find tracks like a file')
      .setInputFiles({ name: 'voice-memo.webm', mimeType: 'audio/webm', buffer: recording });
    await expect(status(page)).toHaveText(
      '“voice-memo.webm” is longer than 15 minutes. Choose a shorter file, or an excerpt of it.',
    );
    await expect.poll(() => shown(page)).toHaveLength(6);
  });

  test('a file of more than eight channels is refused for its channels, from its head', async ({ page }) => {
    const tone = new Float32Array(8 * 8000).map((_, i) => Math.sin(i / 3));
    await openFileBox(page);
    await search(page)
      .getByLabel('Find tracks like a file')
      .setInputFiles({
        name: 'stems.wav',
        mimeType: 'audio/wav',
        buffer: wavFile(
          Array.from({ length: 12 }, () => tone),
          8000,
          8,
        ),
      });
    await expect(status(page)).toHaveText('“stems.wav” has more than 8 channels. Choose a stereo mix of it.');
    await expect.poll(() => shown(page)).toHaveLength(6);
  });
});
