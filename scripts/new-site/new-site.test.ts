import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { repoRoot } from '../config/config-path.ts';
import { validateConfigSource } from '../config/load-config.ts';
import { defaultsFor, problemsWith, validators } from './options.ts';
import { renderConfig } from './template.ts';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

const valid = (source: string) => {
  const result = validateConfigSource(source, 'new.yaml');
  expect(result.ok ? [] : result.errors.map((e) => `${e.line}:${e.column} ${e.message}`)).toEqual([]);
  return result.ok ? result.config : undefined;
};

describe('renderConfig', () => {
  it('writes a valid config from defaults alone, starting with the schema line', () => {
    const source = renderConfig(defaultsFor({ name: 'jane-doe' }), '../schema/site.schema.json');
    expect(source.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/site.schema.json');
    const config = valid(source)!;
    expect(config.artist.name).toBe('Jane Doe');
    expect(config.site.url).toBe('https://jane-doe.example');
    expect(config.firebase.projectId).toBe('demo-jane-doe');
  });

  it('explains every top-level block with a comment line right above it', () => {
    const lines = renderConfig(defaultsFor({ name: 'jane-doe' }), 'x').split('\n');
    const blocks = lines.flatMap((line, i) =>
      /^[a-z]\w*:/.test(line) ? [{ key: line.split(':')[0], above: lines[i - 1] }] : [],
    );
    expect(blocks.map((b) => b.key)).toEqual([
      'site',
      'meta',
      'artist',
      'brand',
      'theme',
      'nav',
      'sections',
      'footer',
      'contact',
      'firebase',
    ]);
    expect(blocks.filter((b) => !b.above?.startsWith('# ')).map((b) => b.key)).toEqual([]);
  });

  it('stays valid for a band, a light theme, a right-to-left language, a playlist and awkward names', () => {
    const options = defaultsFor({
      name: 'night-owls',
      artist: 'The "Night" Owls # 2: Ünïcödé',
      kind: 'MusicGroup',
      theme: 'light',
      accent: '#7a2e0e',
      lang: 'he',
      playlist: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX?si=a&b=c',
    });
    expect(options.dir).toBe('rtl');
    const config = valid(renderConfig(options, 'x'))!;
    expect(config.artist.name).toBe('The "Night" Owls # 2: Ünïcödé');
    expect(config.site.dir).toBe('rtl');
    expect(config.sections.map((s) => s.type)).toEqual(['hero', 'about', 'music', 'sync', 'contact']);
    expect(config.nav.items.map((i) => i.target)).toEqual(['about', 'music', 'sync', 'contact']);
  });
});

describe('problemsWith', () => {
  it("refuses 'default', the single site's key, as a site name", () => {
    expect(validators.name('default')).toMatch(/'default' is the key the single site's data is stored under/);
    expect(validators.name('Jane Doe')).toMatch(/lowercase letters, digits and dashes/);
    expect(validators.name('jane-doe')).toBeUndefined();
  });

  it('rejects an accent that cannot be read on the background, naming the ratio and the fix', () => {
    expect(problemsWith(defaultsFor({ name: 'jane-doe', accent: '#1e40af' }))).toEqual([
      expect.stringMatching(
        /^accent: #1e40af has 2\.\d\d:1 contrast on the dark background .*lighter colour or the light theme$/,
      ),
    ]);
  });

  it('names each bad field', () => {
    const problems = problemsWith(
      defaultsFor({ name: 'jane-doe', email: 'nope', url: 'http://x.com', playlist: 'https://evil.example/p' }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual(['email', 'url', 'playlist']);
  });
});

describe('npm run new-site without a terminal', () => {
  let dir: string;
  beforeAll(async () => {
    await mkdir(path.join(repoRoot, '.out'), { recursive: true });
    dir = await mkdtemp(path.join(repoRoot, '.out/new-site-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const newSite = (args: string[]) =>
    run(tsx, ['scripts/cli.ts', 'new-site', ...args, '--out-dir', dir], { cwd: repoRoot }).then(
      (ok) => ({ code: 0, ...ok }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it(
    'writes the folder NAME/ (site.yaml and public/) from flags, and check:config accepts it',
    { timeout: 30_000 },
    async () => {
      const made = await newSite([
        'mira-sol',
        '--artist',
        'Mira Sol',
        '--email',
        'mira@sol.example',
        '--url',
        'https://mirasol.example',
        '--accent',
        '#4ade80',
      ]);
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      const file = path.join(dir, 'mira-sol/site.yaml');
      const source = await readFile(file, 'utf8');
      // The files the config names are the site's own, beside it.
      for (const asset of ['images/share.png', 'favicon.svg']) {
        expect(await readFile(path.join(dir, 'mira-sol/public', asset))).toEqual(
          await readFile(path.join(repoRoot, 'public', asset)),
        );
      }
      expect(source).toContain('hostingSite: mira-sol');
      const schema = path.relative(path.join(dir, 'mira-sol'), path.join(repoRoot, 'schema/site.schema.json'));
      expect(source.split('\n')[0]).toBe(`# yaml-language-server: $schema=${schema}`);
      expect(source).toContain('accent: "#4ade80"');
      const check = await run(tsx, ['scripts/cli.ts', 'check:config', file], { cwd: repoRoot });
      expect(check.stdout).toContain('is valid');

      const again = await newSite(['mira-sol']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already exists; pass --force');
    },
  );

  it(
    'prints next steps that work from the folder npm was run in, and reads --out-dir from there',
    { timeout: 30_000 },
    async () => {
      const relativeDir = path.relative(repoRoot, dir);
      const made = await run(tsx, ['scripts/cli.ts', 'new-site', 'lio-moss', '--out-dir', path.basename(dir)], {
        cwd: repoRoot,
        env: { ...process.env, INIT_CWD: path.dirname(dir) },
      });
      await readFile(path.join(dir, 'lio-moss/site.yaml'));
      const shown = `${path.basename(dir)}/lio-moss`;
      expect(made.stdout).toContain(`SITE_CONFIG=${shown}/site.yaml SITE_PUBLIC_DIR=${shown}/public npm run build`);
      expect(made.stdout).not.toContain(relativeDir);
    },
  );

  it(
    'in the roster folder (SITES_DIR), names the site with --site and puts it in the repository project',
    { timeout: 30_000 },
    async () => {
      const made = await run(tsx, ['scripts/cli.ts', 'new-site', 'ivy-road', '--hosting-site', 'ivy-road-music'], {
        cwd: repoRoot,
        env: { ...process.env, SITES_DIR: dir },
      });
      expect(made.stdout).toContain('npm run build -- --site ivy-road');
      expect(made.stdout).toContain('npm run deploy -- --site ivy-road');
      const source = await readFile(path.join(dir, 'ivy-road/site.yaml'), 'utf8');
      expect(source).toContain('hostingSite: ivy-road-music');
      const rc = JSON.parse(await readFile(path.join(repoRoot, '.firebaserc'), 'utf8')) as {
        projects: { default: string };
      };
      expect(source).toContain(`projectId: ${rc.projects.default}`);
    },
  );

  it('refuses bad flags with the reason and writes nothing', { timeout: 30_000 }, async () => {
    const made = await newSite(['bad-one', '--email', 'not-an-email', '--accent', '#000']);
    expect(made.code).toBe(2);
    expect(made.stderr).toContain('email: give an email address');
    expect(made.stderr).toContain('accent: #000 has 1.');
    await expect(readFile(path.join(dir, 'bad-one/site.yaml'))).rejects.toThrow();
  });
});
