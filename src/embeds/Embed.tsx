import { useEffect, useRef, useState } from 'react';
import type { Embed as EmbedConfig, Image } from '../config/site-config.generated';
import { useSiteConfig } from '../config/SiteConfigContext';
import { fill } from '../ui/fill';
import { Frame } from './Frame';
import { PlayerFrame } from './PlayerFrame';
import { Poster } from './Poster';
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
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const source = embedSource(url, { autoplay: load === 'click' });

  useEffect(() => {
    // The button that had focus is gone; keep keyboard and screen-reader users on the player.
    if (playing) player.current?.focus();
  }, [playing]);

  if (load === 'click' && !playing) {
    return (
      <Frame ratio={ratio}>
        <Poster
          title={title}
          image={poster}
          playLabel={fill(strings.playLabel, { title })}
          note={fill(strings.externalPlayerNote, { host: source.host })}
          onPlay={() => setPlaying(true)}
        />
      </Frame>
    );
  }
  return (
    <Frame ratio={ratio}>
      <PlayerFrame ref={player} src={source.src} title={title} loading={load === 'lazy' ? 'lazy' : undefined} />
    </Frame>
  );
}
