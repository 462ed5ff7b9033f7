import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeAudioSite } from './fixtures/audio-site.ts';
import { runCheckConfig } from './fixtures/run-check-config.ts';
import { siteConfigPlugin } from './vite-plugin.ts';

const minimal = await readFile(fileURLToPath(new URL('./fixtures/minimal.yaml', import.meta.url)), 'utf8');
const broken = minimal.replace('type: videos', 'type: vidoes');

describe('siteConfigPlugin', { timeout: 60_000 }, () => {
  let dir: string;
  let file: string;
  let server: ViteDevServer;
  const sent = vi.fn();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-vite-'));
    file = join(dir, 'site.yaml');
    await writeFile(file, minimal);
    await writeFile(
      join(dir, 'main.js'),
      "import config from 'virtual:site-config';\nconsole.log(config.theme.colors.accent);\n",
    );
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [siteConfigPlugin({ file })],
      // No WebSocket server (no port to collide on); what would go to the browser is spied on.
      // No file watcher either: `save` announces each write itself, and a real watcher's late
      // event for the previous write, on a busy machine, answered the next save with its result.
      server: { middlewareMode: true, ws: false, watch: null },
    });
    server.ws.send = sent;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** Saves the YAML and tells Vite, as its file watcher would. */
  async function save(content: string): Promise<Record<string, unknown>> {
    sent.mockClear();
    await writeFile(file, content);
    server.watcher.emit('change', file);
    await vi.waitFor(() => expect(sent).toHaveBeenCalled(), { timeout: 10_000 });
    const [call] = sent.mock.calls;
    if (!call) throw new Error('the server sent nothing');
    return call[0] as Record<string, unknown>;
  }

  it('serves the validated config, defaults applied, as virtual:site-config', async () => {
    const result = await server.environments.client.transformRequest('virtual:site-config');
    expect(result?.code).toContain('"accent":"#f5b942"');
    expect(result?.code).toContain('"skipDelayMs":300');
  });

  it('gives the browser no content or server-only block, and refuses it the whole config', async () => {
    const result = await server.environments.client.transformRequest('virtual:site-config');
    for (const key of ['"meta"', '"artist"', '"notifyEmail"', '"rateLimit"', '"sections"', '"nav"', '"TEST"'])
      expect(result?.code).not.toContain(key);
    await expect(server.environments.client.transformRequest('virtual:site-config/server')).rejects.toThrow(
      /server render only/,
    );
    const whole = await server.environments.ssr.transformRequest('virtual:site-config/server');
    expect(whole?.code).toContain('"notifyEmail":"hello@example.com"');
  });

  it('shows the located errors in the overlay on an invalid save, then reloads once it is fixed', async () => {
    const error = await save(broken);
    // The temp dir lies outside the cwd, so the headline names the file in full.
    expect(error).toMatchObject({
      type: 'error',
      err: { message: `1 error in ${file}`, id: file, loc: { file, line: 38, column: 11 } },
    });
    const frame = (error.err as { frame: string }).frame;
    expect(frame).toContain("site.yaml:38:11: section type 'vidoes' is not known; did you mean 'videos'?");
    expect(frame).toContain('> 38 |   - type: vidoes');

    // Loading the page while the config is broken shows the same error, not a blank page.
    await expect(server.environments.client.transformRequest('virtual:site-config')).rejects.toMatchObject({
      loc: { file, line: 38, column: 11 },
    });

    expect(await save(minimal.replace('accent: "#f5b942"', 'accent: "#f5b943"'))).toEqual({
      type: 'full-reload',
      path: '*',
    });
    const result = await server.environments.client.transformRequest('virtual:site-config');
    expect(result?.code).toContain('"accent":"#f5b943"');
  });

  it('fails a build with the located report', async () => {
    await writeFile(file, broken);
    const building = build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [siteConfigPlugin({ file })],
      build: { write: false, rollupOptions: { input: join(dir, 'main.js') } },
    });
    await expect(building).rejects.toThrow(/site\.yaml:38:11: section type 'vidoes' is not known/);
  });
});

describe('siteConfigPlugin and the audio the config plays', { timeout: 60_000 }, () => {
  it('shows in the overlay the very report check:config prints for a missing and a damaged file', async () => {
    const site = await makeAudioSite();
    const server = await createServer({
      root: site.dir,
      configFile: false,
      logLevel: 'silent',
      publicDir: site.publicDir,
      plugins: [siteConfigPlugin({ file: site.config })],
      server: { middlewareMode: true, ws: false, watch: null },
    });
    try {
      const failure = await server.environments.ssr
        .transformRequest('virtual:site-config/audio-facts')
        .catch((error: unknown) => error);
      const check = await runCheckConfig([site.config], { SITE_PUBLIC_DIR: site.publicDir });
      expect(check.code).toBe(1);
      expect(failure).toMatchObject({ message: `1 error in ${site.config}`, loc: { file: site.config, column: 16 } });
      expect(`${(failure as { frame: string }).frame}\n`).toBe(check.stderr);
      expect(check.stderr).toContain('warning: audio file /audio/damaged.mp3');
    } finally {
      await server.close();
      await rm(site.dir, { recursive: true, force: true });
    }
  });
});
