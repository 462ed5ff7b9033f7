import { ThemeProvider } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../../../scripts/test/compiled-schema.ts';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { loadSiteConfig } from '../../../../scripts/config/load-config.ts';
import { buildTheme } from '../../../theme/theme.ts';
import { EnergyCurve } from '../EnergyCurve.tsx';
import { PlayerView, PLAYER_LABELS } from './PlayerView.tsx';
import type { TrackAudio } from './useTrackAudio.ts';

const shipped = await loadSiteConfig();
const catalog = shipped.sections.find((s): s is CatalogSection => s.type === 'catalog')!;
const labels = Object.fromEntries(PLAYER_LABELS.map((name) => [name, catalog.labels[name]])) as Pick<
  CatalogSection['labels'],
  (typeof PLAYER_LABELS)[number]
>;

const player = (jump: TrackAudio['jump']): TrackAudio => ({
  version: 0,
  time: 0,
  playing: false,
  toggle: () => undefined,
  jump,
  seek: () => undefined,
  choose: () => undefined,
  audio: { ref: { current: null } },
});

const render = (jump: TrackAudio['jump']) =>
  renderToStaticMarkup(
    <ThemeProvider theme={buildTheme(shipped.theme)}>
      <PlayerView
        title="Golden Hour"
        download={false}
        versions={[{ label: 'Main', src: '/audio/golden-hour.mp3', duration: 40, peak: 9.9 }]}
        licenceHrefs={['#contact']}
        inPlace
        labels={labels}
        player={player(jump)}
      >
        <EnergyCurve energy={{ curve: [10, 90, 40], step: 13.3, highlight: { start: 9.9, end: 39.9 } }} />
      </PlayerView>
    </ThemeProvider>,
  );

describe('the player’s view', () => {
  it('offers "Jump to the peak" as a button named by the label, where the version has a highlight', () => {
    expect(render(() => undefined)).toMatch(/<button type="button" class="[^"]+">Jump to the peak<\/button>/);
    expect(render(undefined)).not.toContain('Jump to the peak');
  });

  it('draws the energy curve inside the seek bar, hidden from assistive technology and out of the tab order', () => {
    const html = render(() => undefined);
    const slider = html.slice(html.indexOf('role="slider"'));
    expect(slider).toMatch(
      /^[^]*?<svg viewBox="0 0 3 18" preserveAspectRatio="none" aria-hidden="true" focusable="false" class="[^"]+">/,
    );
    // One slider: the curve is drawn, not a second control.
    expect(html.match(/role="slider"/g)).toHaveLength(1);
  });
});
