import { ThemeProvider } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import '../../../scripts/test/compiled-schema.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../../../scripts/config/load-config.ts';
import { buildTheme } from '../../theme/theme.ts';
import { RightsBlock, type CardRights } from './RightsBlock.tsx';

const shipped = await loadSiteConfig();
const catalog = shipped.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const rights: CardRights = {
  ...catalog.tracks[0].rights,
  writers: catalog.tracks[0].rights.writers,
  publishers: catalog.tracks[0].rights.publishers ?? [],
};

const render = (loudness?: CatalogSection['tracks'][number]['loudness']) =>
  renderToStaticMarkup(
    <ThemeProvider theme={buildTheme(shipped.theme)}>
      <RightsBlock rights={rights} labels={catalog.labels} loudness={loudness} />
    </ThemeProvider>,
  );

describe('the rights panel', () => {
  it("lists the master's measured loudness under the catalog's label", () => {
    const html = render({ integrated: -9.8, truePeak: -0.3 });
    expect(html).toContain('<dt>Master loudness</dt><dd>-9.8 LUFS, -0.3 dBTP</dd>');
  });

  it('says nothing of loudness for a track that was not measured', () => {
    const html = render();
    expect(html).not.toContain('LUFS');
  });
});

describe("a track page's rights", () => {
  it('show the loudness the YAML gives the track', async () => {
    const { renderPage } = await import('../../render-page.tsx');
    const { createEmotionCache } = await import('../../emotion-cache.ts');
    const config = structuredClone(shipped);
    const section = config.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
    section.tracks[0]!.loudness = { integrated: -11.2, truePeak: -0.8 };
    expect(await renderPage(`/catalog/${section.tracks[0]!.id}`, config, createEmotionCache())).toContain(
      '<dd>-11.2 LUFS, -0.8 dBTP</dd>',
    );
  });
});
