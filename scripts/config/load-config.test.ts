import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { ConfigLoadError } from './config-error.ts';
import { resolveConfigPath } from './config-path.ts';
import { loadSiteConfig, validateConfigSource } from './load-config.ts';

const minimal = readFileSync(fileURLToPath(new URL('./fixtures/minimal.yaml', import.meta.url)), 'utf8');
const shipped = fileURLToPath(new URL('../../site.config.yaml', import.meta.url));

/** The fixture with one piece of text replaced; fails loudly when the fixture drifts. */
function edit(...replacements: [from: string, to: string][]): string {
  return replacements.reduce((source, [from, to]) => {
    if (!source.includes(from)) throw new Error(`fixture has no ${JSON.stringify(from)}`);
    return source.replace(from, to);
  }, minimal);
}

/** Errors as `line:column: message`, so each snapshot locks place and wording together. */
function errorsOf(source: string): string[] {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  if (result.ok) throw new Error('expected the config to be invalid');
  return result.errors.map((e) => `${e.line}:${e.column}: ${e.message}`);
}

describe('validateConfigSource', () => {
  it('accepts the test fixture and applies the schema defaults', () => {
    const result = validateConfigSource(minimal, '/tmp/site.yaml');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.site.lang).toBe('en');
    expect(result.config.behaviour.retry).toEqual({ retries: 3, baseDelayMs: 1000, maxDelayMs: 30000 });
    const videos = result.config.sections.find((s) => s.type === 'videos');
    expect(videos?.type === 'videos' && videos.videos[0].load).toBe('click');
  });

  it('accepts the shipped site.config.yaml', () => {
    const result = validateConfigSource(readFileSync(shipped, 'utf8'), shipped);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('reports every YAML syntax error, duplicate keys included', () => {
    const source = edit(
      ['  name: TEST\n', '  name: TEST\n  name: AGAIN\n'],
      ['description: A config for tests.', 'description: "A config for tests.'],
      ['    border: "#2a2a36"', '   border: "#2a2a36"'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "6:36: missing the closing " of a quoted text",
        "12:3: the key 'name' appears twice in this mapping; keep one",
        "21:1: YAML syntax error: All mapping items must start at the same column",
      ]
    `);
  });

  it('reports a tab used as indentation, several documents and an undefined alias', () => {
    expect(errorsOf(edit(['\n  name: TEST', '\n\tname: TEST']))).toMatchInlineSnapshot(`
      [
        "11:1: a tab is used for indentation; YAML needs spaces",
      ]
    `);
    expect(errorsOf(`${minimal}---\nsite: {}\n`)).toMatchInlineSnapshot(`
      [
        "64:1: the file holds more than one YAML document (a line with ---); keep one",
      ]
    `);
    expect(errorsOf(edit(['name: TEST', 'name: *brand']))).toMatchInlineSnapshot(`
      [
        "11:9: no anchor &brand is defined before this alias",
      ]
    `);
  });

  it('reports unknown keys at the key, with a suggestion or the allowed names', () => {
    const source = edit(
      ['    title: Music', '    titel: Music'],
      ['    background: "#0b0b10"', '    backgroud: "#0b0b10"'],
      ['footer:', 'footr:'],
      ['    heading: About\n', '    heading: About\n    colour: red\n'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "14:5: unknown property 'backgroud' in 'theme.colors'; did you mean 'background'?",
        "29:5: unknown property 'titel' in hero section; did you mean 'title'?",
        "36:5: unknown property 'colour' in about section; expected one of: type, id, eyebrow, heading, intro, paragraphs, image, highlights",
        "57:1: unknown property 'footr' at the top level; did you mean 'footer'?",
      ]
    `);
  });

  it('reports wrong types in plain words', () => {
    const source = edit(
      ['width: 1200', 'width: twelve'],
      ['    paragraphs:\n      - Hello.', '    paragraphs: Hello.'],
      ['id: two', 'id: [two]'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "7:61: expected a whole number, got text 'twelve'",
        "36:17: expected a list (lines starting with -), got text 'Hello.'",
        "44:13: expected text, got a list",
      ]
    `);
  });

  it('reports a missing property at the mapping that lacks it', () => {
    const source = edit(['    tagline: Cues for film.\n', ''], ['  title: Test Artist\n', '']);
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "4:1: missing required property 'title' in 'meta'",
        "26:5: missing required property 'tagline' in hero section",
      ]
    `);
  });

  it('reports unknown section types with a suggestion or the known types', () => {
    const source = edit(['type: videos', 'type: vidoes'], ['type: about', 'type: gallery']);
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "33:11: section type 'gallery' is not known; known types: hero, about, music, catalog, featured-in, sync, videos, influences, contact",
        "38:11: section type 'vidoes' is not known; did you mean 'videos'?",
      ]
    `);
  });

  it('reports nav, button and footer targets that name no section', () => {
    const source = edit(
      ['target: videos }', 'target: vidoes }'],
      ['target: contact }', 'target: shop }'],
      ['{ label: About, target: about }\n  legal', '{ label: About, target: abuot }\n  legal'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "24:32: nav item target 'vidoes' names no section; did you mean 'videos'? section ids: home, about, videos, contact",
        "25:34: nav button target 'shop' names no section; section ids: home, about, videos, contact",
        "58:31: footer link target 'abuot' names no section; did you mean 'about'? section ids: home, about, videos, contact",
      ]
    `);
  });

  it('reports duplicate section ids, video ids and a second hero where they repeat', () => {
    const source = edit(
      ['id: contact', 'id: about'],
      ['id: two', 'id: one'],
      [
        '  - type: about\n',
        '  - type: hero\n    id: again\n    title: Again\n    tagline: Again.\n    actions: []\n  - type: about\n',
      ],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "25:34: nav button target 'contact' names no section; section ids: home, again, about, videos",
        "33:11: a second hero section: the page has one main title (h1), and the first hero is on line 27",
        "50:13: video id 'one' is used twice in this section; the first is on line 47",
        "54:9: section id 'about' is already used by the section on line 39; ids must be unique",
      ]
    `);
  });

  it('reports URLs that are not https, and never lets javascript: or data: through', () => {
    const source = edit(
      ['url: https://example.com', 'url: http://example.com'],
      ['src: /share.png', 'src: "javascript:alert(1)"'],
      ['href: "#"', 'href: "data:text/html,<script>alert(1)</script>"'],
      ['url: https://player.vimeo.com/video/123', 'url: https://evil.example/embed/123'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "3:8: expected a URL starting with https://, got text 'http://example.com'",
        "7:22: expected a URL starting with https:// or a path starting with / (a file in public/), got text 'javascript:alert(1)'",
        "47:14: expected a player address from YouTube (https://www.youtube-nocookie.com/embed/…), Vimeo, Spotify, SoundCloud, Apple Music or Bandcamp, got text 'https://evil.example/embed/123'",
        "60:31: expected '#', a path starting with /, a URL starting with https:// or a mailto: address, got text 'data:text/html,<script>alert(1)</script>'",
      ]
    `);
  });

  it('reports enum, length and number limits', () => {
    const source = edit(
      ['        title: One\n', '        title: One\n        load: clik\n'],
      ['  title: Test Artist\n', `  title: ${'Long '.repeat(20)}\n`],
      ['  notifyEmail: hello@example.com', '  notifyEmail: not-an-email\n  rateLimit: { maxMessages: 0 }'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "5:10: too long: 99 characters; at most 70 allowed",
        "44:15: expected one of: click, lazy, eager; did you mean 'click'?",
        "64:16: expected an email address like name@example.com, got text 'not-an-email'",
        "65:29: expected a number of at least 1, got 0",
      ]
    `);
  });

  it('explains other patterns from the schema: placeholders, then the property description', () => {
    const source = edit(
      ['copyright: "© {year} Test Artist"', 'copyright: "© 2024 Test Artist"'],
      ['  title: Test Artist\n', '  title: Test Artist\n  twitterHandle: not a handle\n'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "6:18: text 'not a handle' is not valid here: The artist's X/Twitter handle for cards, e.g. @marlowekane.",
        "62:14: expected text containing {year}, got text '© 2024 Test Artist'",
      ]
    `);
  });

  it('reports theme colours under 4.5:1, naming both colours and the ratio', () => {
    const source = edit(
      ['mutedText: "#a4a4b4"', 'mutedText: "#5c5c66"'],
      ['accentText: "#14110a"', 'accentText: "#ffffff"'],
    );
    expect(errorsOf(source)).toMatchInlineSnapshot(`
      [
        "17:16: mutedText #5c5c66 on background #0b0b10 has a contrast of 2.97:1; text needs at least 4.5:1 (WCAG AA)",
        "17:16: mutedText #5c5c66 on surface #15151d has a contrast of 2.74:1; text needs at least 4.5:1 (WCAG AA)",
        "19:17: accentText #ffffff on accent #f5b942 has a contrast of 1.76:1; text needs at least 4.5:1 (WCAG AA)",
      ]
    `);
  });

  it('reports absurd nesting without overflowing', () => {
    expect(errorsOf(edit(['brand:\n  name: TEST', `brand: ${'['.repeat(20_000)}${']'.repeat(20_000)}`])))
      .toMatchInlineSnapshot(`
      [
        "10:825: the file is nested too deeply to read",
      ]
    `);
  });

  it('reports an empty file, a comment-only file and a file that is not a mapping', () => {
    expect(errorsOf('')).toMatchInlineSnapshot(`
      [
        "1:1: the file is empty; expected site:, meta:, sections: and the other settings as key: value lines",
      ]
    `);
    expect(errorsOf('# nothing yet\n')).toMatchInlineSnapshot(`
      [
        "1:1: the file is empty; expected site:, meta:, sections: and the other settings as key: value lines",
      ]
    `);
    expect(errorsOf('\n- site\n- meta\n')).toMatchInlineSnapshot(`
      [
        "2:1: expected site:, meta:, sections: and the other settings as key: value lines, got a list",
      ]
    `);
    expect(errorsOf('just text\n')).toMatchInlineSnapshot(`
      [
        "1:1: expected site:, meta:, sections: and the other settings as key: value lines, got a single value",
      ]
    `);
  });
});

describe('loadSiteConfig', () => {
  const dirs: string[] = [];
  const tempFile = async (content: string) => {
    const dir = await mkdtemp(join(tmpdir(), 'cuesheet-load-'));
    dirs.push(dir);
    const file = join(dir, 'site.yaml');
    await writeFile(file, content);
    return file;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('returns the config of a valid file', async () => {
    const config = await loadSiteConfig(await tempFile(minimal));
    expect(config.brand).toEqual({ name: 'TEST', ariaLabel: 'Back to top' });
  });

  it('throws an invalid-kind error whose message is the whole located report', async () => {
    const file = await tempFile(edit(['type: videos', 'type: vidoes']));
    const error = await loadSiteConfig(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigLoadError);
    expect((error as ConfigLoadError).kind).toBe('invalid');
    expect((error as ConfigLoadError).errors).toHaveLength(1);
    expect((error as ConfigLoadError).message).toContain(`${file}:38:11: section type 'vidoes' is not known`);
    expect((error as ConfigLoadError).message).toMatch(/1 error in .*site\.yaml$/);
  });

  it('throws an unreadable-kind error for a missing file', async () => {
    const error = await loadSiteConfig('/nonexistent/site.yaml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigLoadError);
    expect((error as ConfigLoadError).kind).toBe('unreadable');
    expect((error as ConfigLoadError).message).toBe('cannot read /nonexistent/site.yaml (ENOENT)');
  });
});

describe('resolveConfigPath', () => {
  it('prefers the argument, then SITE_CONFIG, then the repo file', () => {
    const saved = process.env.SITE_CONFIG;
    try {
      process.env.SITE_CONFIG = '/env/site.yaml';
      expect(resolveConfigPath('/arg/site.yaml')).toBe('/arg/site.yaml');
      expect(resolveConfigPath()).toBe('/env/site.yaml');
      delete process.env.SITE_CONFIG;
      expect(resolveConfigPath()).toBe(shipped);
    } finally {
      if (saved === undefined) delete process.env.SITE_CONFIG;
      else process.env.SITE_CONFIG = saved;
    }
  });
});
