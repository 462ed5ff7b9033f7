import { ThemeProvider } from '@emotion/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import type { Embed as EmbedConfig, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { SiteConfigProvider } from '../config/SiteConfigContext.tsx';
import { renderStatic } from '../islands/render-static.tsx';
import { buildTheme } from '../theme/theme.ts';
import { Embed } from './Embed.tsx';

let config: SiteConfig;

beforeAll(async () => {
  config = await loadSiteConfig();
});

function render(url: string, load: EmbedConfig['load']): Promise<string> {
  return renderStatic(
    <SiteConfigProvider config={config}>
      <ThemeProvider theme={buildTheme(config.theme)}>
        <Embed url={url} title="Reel & <One>" ratio="16:9" load={load} />
      </ThemeProvider>
    </SiteConfigProvider>,
    config,
  );
}

describe('Embed on the server', () => {
  it('click: a poster with a named play button; the player address only in the island props', async () => {
    const html = await render('https://www.youtube.com/embed/abc123', 'click');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/(src|href)="[^"]*abc123/);
    expect(html).toContain('data-island="ClickToPlay"');
    expect(html).toContain('&quot;src&quot;:&quot;https://www.youtube-nocookie.com/embed/abc123?autoplay=1&quot;');
    expect(html).toContain('<button type="button" aria-label="Play Reel &amp; &lt;One&gt;"');
    expect(html).toContain('Loads a player from youtube-nocookie.com');
  });

  it('lazy: a native lazy iframe on the no-cookie host, without autoplay', async () => {
    const html = await render('https://www.youtube.com/embed/abc123', 'lazy');
    expect(html).toMatch(
      /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/abc123" title="Reel &amp; &lt;One&gt;" loading="lazy"/,
    );
    expect(html).toContain('allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"');
    expect(html).toContain('referrerPolicy="strict-origin-when-cross-origin"');
  });

  it('eager: an iframe without a loading hint', async () => {
    const html = await render('https://player.vimeo.com/video/1', 'eager');
    expect(html).toContain('<iframe src="https://player.vimeo.com/video/1"');
    expect(html).not.toContain('loading=');
  });

  it('refuses a player host it does not know, so the prerender fails', async () => {
    await expect(render('https://evil.example/embed/x', 'click')).rejects.toThrow(/Unsupported player url/);
  });
});
