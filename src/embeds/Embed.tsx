import type { Embed as EmbedConfig, Image } from '../../functions/src/contract/site-config.generated.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Island } from '../islands/Island.tsx';
import { fill } from '../../functions/src/contract/fill.ts';
import { Frame } from './Frame.tsx';
import ClickToPlay from './ClickToPlay.island.tsx';
import { PlayerFrame } from './PlayerFrame.tsx';
import { embedSource } from './providers.ts';

interface EmbedProps {
  url: string;
  title: string;
  ratio: string;
  load: EmbedConfig['load'];
  poster?: Image | undefined;
}

/**
 * An external player in a frame of fixed shape. `click` shows a poster and contacts the
 * player's site only when the visitor presses play; `lazy` and `eager` frame it at once.
 */
export function Embed({ url, title, ratio, load, poster }: EmbedProps) {
  const { strings } = useSiteConfig();
  const source = embedSource(url, { autoplay: load === 'click' });
  return (
    <Frame ratio={ratio}>
      {load === 'click' ? (
        <Island
          of={ClickToPlay}
          when="interaction"
          props={{
            src: source.src,
            title,
            playLabel: fill(strings.playLabel, { title }),
            note: fill(strings.externalPlayerNote, { host: source.host }),
            ...(poster && { poster }),
          }}
        />
      ) : (
        <PlayerFrame src={source.src} title={title} loading={load === 'lazy' ? 'lazy' : undefined} />
      )}
    </Frame>
  );
}
