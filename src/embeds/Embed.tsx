import type { Embed as EmbedConfig, Image } from '../../functions/src/contract/site-config.generated.ts';
import { useSiteConfig } from '../config/SiteConfigContext';
import { Island } from '../islands/Island';
import { fill } from '../../functions/src/contract/fill.ts';
import { Frame } from './Frame';
import ClickToPlay from './ClickToPlay.island';
import { PlayerFrame } from './PlayerFrame';
import { embedSource } from './providers';

interface EmbedProps {
  url: string;
  title: string;
  ratio: string;
  load: EmbedConfig['load'];
  poster?: Image;
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
