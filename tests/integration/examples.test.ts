import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { rosterSite } from '../../scripts/config/roster.ts';
import { EXAMPLES, buildSite, exampleConfig, exampleOutDir, repoRoot } from '../../e2e/helpers/example-builds.ts';
import { inPool } from './pool.ts';

const run = promisify(execFile);
const newSiteDir = path.join(repoRoot, '.out/new-site-build');
// new-site writes a roster folder: its site.yaml and its own public/ files.
const newSite = rosterSite('nova-lane', newSiteDir);
const newSiteOutDir = exampleOutDir('new-site');

/** Where each section's id first appears in the prerendered page, in config order. */
function anchorPositions(html: string, config: SiteConfig): { body: string; positions: number[] } {
  const body = html.slice(html.indexOf('<div id="root">'));
  const positions = config.sections.map((section) => {
    const attribute = `id="${section.id}"`;
    const at = body.indexOf(attribute);
    expect(at, `section #${section.id} is in the HTML`).toBeGreaterThan(-1);
    expect(body.indexOf(attribute, at + 1), `#${section.id} appears once`).toBe(-1);
    return at;
  });
  return { body, positions };
}

beforeAll(async () => {
  await rm(newSiteDir, { recursive: true, force: true });
  await run(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [
      'scripts/cli.ts',
      'new-site',
      'nova-lane',
      '--out-dir',
      newSiteDir,
      '--artist',
      'Nova Lane',
      '--accent',
      '#7dd3fc',
      '--playlist',
      'https://open.spotify.com/embed/playlist/nOvAlAnE0001',
    ],
    { cwd: repoRoot },
  );
  // Two at a time: the machine has two cores and each build keeps one busy.
  const builds: [string, string, string?][] = [
    ...EXAMPLES.map((name) => [exampleConfig(name), exampleOutDir(name)] as [string, string]),
    [newSite.configFile, newSiteOutDir, newSite.publicDir],
  ];
  await inPool(builds, 2, ([config, out, publicDir]) => buildSite(config, out, publicDir));
}, 300_000);

describe.each([...EXAMPLES])('examples/%s.yaml', (name) => {
  it('prerenders every section once, in the config order, with its text', async () => {
    const config = await loadSiteConfig(exampleConfig(name));
    const html = await readFile(path.join(exampleOutDir(name), 'index.html'), 'utf8');
    const { body, positions } = anchorPositions(html, config);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain(`<html lang="${config.site.lang}" dir="${config.site.dir}">`);
    // Text that belongs to a section sits between its anchor and the next one.
    config.sections.forEach((section, i) => {
      const slice = body.slice(positions[i], positions[i + 1] ?? body.length);
      const texts =
        section.type === 'videos'
          ? section.videos.map((v) => v.title)
          : 'heading' in section && section.heading
            ? [section.heading]
            : [];
      for (const text of texts)
        expect(slice, `#${section.id}`).toContain(text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    });
    const notFound = await readFile(path.join(exampleOutDir(name), '404.html'), 'utf8');
    expect(notFound).toContain(config.notFound.title);
  });
});

describe('examples/second-artist.yaml', () => {
  it('uses one section type twice, reorders and leaves types out', async () => {
    const config = await loadSiteConfig(exampleConfig('second-artist'));
    const types = config.sections.map((s) => s.type);
    expect(types.filter((t) => t === 'videos')).toHaveLength(2);
    expect(types).not.toContain('influences');
    expect(types.indexOf('videos')).toBeLessThan(types.indexOf('music'));
  });
});

describe('examples/rtl-arabic.yaml', () => {
  /** Keys that hold addresses, ids, colours, fonts or settings rather than words a visitor reads. */
  const NOT_TEXT = new Set([
    '$schema',
    'url',
    'src',
    'href',
    'target',
    'id',
    'type',
    'lang',
    'dir',
    'kind',
    'favicon',
    'themeColor',
    'twitterHandle',
    'sameAs',
    'variant',
    'load',
    'icon',
    'ratio',
    'theme',
    'firebase',
    'contact.notifyEmail',
    'region',
    'value',
    'placement',
    'fileName',
    'paper',
  ]);

  function visitorTexts(node: unknown, at: string[] = []): { path: string; text: string }[] {
    const key = at.at(-1) ?? '';
    if (NOT_TEXT.has(key) || NOT_TEXT.has(at.slice(-2).join('.'))) return [];
    if (typeof node === 'string') return [{ path: at.join('.'), text: node }];
    if (Array.isArray(node)) return node.flatMap((item, i) => visitorTexts(item, [...at, String(i)]));
    if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => visitorTexts(v, [...at, k]));
    return [];
  }

  it('sets every visitor-facing text, defaults included, in Arabic', async () => {
    // The validated config has the schema's English defaults filled in wherever the file is silent.
    const config = await loadSiteConfig(exampleConfig('rtl-arabic'));
    const texts = visitorTexts({ ...config, contact: { notifyEmail: config.contact.notifyEmail } });
    expect(texts.length).toBeGreaterThan(100);
    // Placeholders ({title}, {track}, …) are filled in; 'PDF', 'SHA-256' and the cue sheet's role
    // codes (C, A, CA, E) are written so in Arabic text too.
    const latin = texts.filter(({ text }) =>
      /[A-Za-z]/.test(text.replace(/\{[A-Za-z]+\}|PDF|SHA-256|\b(?:CA|C|A|E)\b/g, '')),
    );
    expect(latin).toEqual([]);
  });
});

describe('a config written by npm run new-site', () => {
  it('builds, with its sections in order', async () => {
    const config = await loadSiteConfig(newSite.configFile);
    const html = await readFile(path.join(newSiteOutDir, 'index.html'), 'utf8');
    const { positions } = anchorPositions(html, config);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(config.sections.map((s) => s.type)).toEqual(['hero', 'about', 'music', 'sync', 'contact']);
    // Its share picture comes from its own folder, not the demo artist's.
    expect(await readFile(path.join(newSiteOutDir, config.meta.shareImage.src))).toEqual(
      await readFile(path.join(newSite.publicDir, config.meta.shareImage.src)),
    );
  });
});
