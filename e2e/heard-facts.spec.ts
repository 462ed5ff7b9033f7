// A catalog whose YAML leaves tempo and key to the build: the demo's own audio, with Night Drive
// (whose pulse and key the build hears) and First Light (whose held strings give no steady tempo)
// stripped of their bpm and key, built as `npm run build` builds it and served as Hosting would.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readSite, serveStatic, type StaticSite } from '../tools/bench/static-server.ts';
import { buildSite, repoRoot } from './helpers/example-builds.ts';
import { wakeIsland } from './helpers/page.ts';

// In one worker per project: each build owns its folder, and a second worker's beforeAll would build over it.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The shipped config without a track's `bpm:` and `key:` lines, failing loudly if the demo no longer has them. */
function withoutTempoAndKey(yaml: string, id: string): string {
  const start = yaml.indexOf(`- id: ${id}\n`);
  const lines = /\n +bpm: \d+\n +key: [^\n]+\n/.exec(yaml.slice(start));
  if (start < 0 || !lines) throw new Error(`site.config.yaml has no bpm and key for ${id}`);
  const at = start + lines.index;
  return `${yaml.slice(0, at)}\n${yaml.slice(at + lines[0].length)}`;
}

const catalog = (page: Page) => page.locator('#catalog');
const card = (page: Page, title: string) =>
  catalog(page)
    .locator('[data-track]')
    .filter({ has: page.getByRole('heading', { name: title }) });
/** The value under a label in a card's facts (the label whole: Key is not Keywords). */
const fact = (page: Page, title: string, label: string) =>
  card(page, title)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const shown = (page: Page) => catalog(page).locator('[data-track]:visible h3').allTextContents();

test.describe('tempo and key the YAML leaves to the build', () => {
  let server: StaticSite;

  test.beforeAll(async () => {
    // The hook's own limit, not the tests': with the audio facts' cache cold (a new facts version),
    // measuring the demo's audio took this build past the default 30 s beside the other project.
    test.info().setTimeout(300_000);
    // One build per project: the two run side by side, and a build owns its output folder.
    const outDir = path.join(repoRoot, '.out', `heard-facts-${test.info().project.name}`);
    const configFile = `${outDir}.yaml`;
    await mkdir(path.dirname(configFile), { recursive: true });
    const shipped = await readFile(path.join(repoRoot, 'site.config.yaml'), 'utf8');
    await writeFile(configFile, withoutTempoAndKey(withoutTempoAndKey(shipped, 'night-drive'), 'first-light'));
    await buildSite(configFile, outDir, path.join(repoRoot, 'public'));
    server = await serveStatic(await readSite(outDir));
  });
  test.afterAll(async () => server?.close());

  test('a card shows the tempo and key the build heard, and "Free time" where it heard no steady tempo', async ({
    page,
  }, info) => {
    await page.goto(`${server.url}/catalog`);
    await expect(fact(page, 'Night Drive', 'BPM')).toHaveText('92');
    await expect(fact(page, 'Night Drive', 'Key')).toHaveText('A minor');
    await expect(fact(page, 'First Light', 'BPM')).toHaveText('Free time');
    await expect(fact(page, 'First Light', 'Key')).toHaveText('D minor');
    await card(page, 'First Light').scrollIntoViewIfNeeded();
    await card(page, 'First Light').screenshot({ path: info.outputPath(`card-free-time-${info.project.name}.png`) });
    await card(page, 'Night Drive').screenshot({ path: info.outputPath(`card-measured-${info.project.name}.png`) });
  });

  test('a track page says free time in its facts and its head, never a number', async ({ page }, info) => {
    await page.goto(`${server.url}/catalog/first-light`);
    await expect(fact(page, 'First Light', 'BPM')).toHaveText('Free time');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('Free time · D minor');
    expect(description).not.toMatch(/\d+ BPM/);
    await page.screenshot({ path: info.outputPath(`track-page-free-time-${info.project.name}.png`), fullPage: true });
    await page.goto(`${server.url}/catalog/night-drive`);
    await expect(fact(page, 'Night Drive', 'BPM')).toHaveText('92');
    await page.screenshot({ path: info.outputPath(`track-page-measured-${info.project.name}.png`), fullPage: true });
  });

  test('a tempo range leaves a free-time track out; with none set it is shown', async ({ page }) => {
    await page.goto(`${server.url}/catalog?bpm=60-100`);
    await wakeIsland(page, 'CatalogSearch');
    await expect.poll(() => shown(page)).toContain('Night Drive');
    expect(await shown(page)).not.toContain('First Light');
    await page.goto(`${server.url}/catalog`);
    await wakeIsland(page, 'CatalogSearch');
    expect(await shown(page)).toContain('First Light');
  });

  test('catalog.json gives the heard tempo and key, and no bpm for the free-time track', async ({ request }) => {
    const json = (await (await request.get(`${server.url}/catalog.json`)).json()) as {
      tracks: Array<Record<string, unknown>>;
    };
    expect(json.tracks.find((t) => t.id === 'night-drive')).toMatchObject({ bpm: 92, key: 'A minor' });
    const firstLight = json.tracks.find((t) => t.id === 'first-light')!;
    expect([firstLight.bpm, firstLight.key]).toEqual([undefined, 'D minor']);
  });
});
