import { useEffect, useRef, useState } from 'react';
import type { Image } from '../../functions/src/contract/site-config.generated.ts';
import { PlayerFrame } from './PlayerFrame.tsx';
import { Poster } from './Poster.tsx';

export interface ClickToPlayProps {
  /** The player's address, with autoplay: the press on the poster was the visitor's play. */
  src: string;
  title: string;
  playLabel: string;
  note: string;
  poster?: Image;
}

/** A poster until the visitor presses play, then the player: nothing reaches its site before. */
export default function ClickToPlay({ src, title, playLabel, note, poster }: ClickToPlayProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The button that had focus is gone; keep keyboard and screen-reader users on the player.
    if (playing) player.current?.focus();
  }, [playing]);

  if (playing) return <PlayerFrame ref={player} src={src} title={title} />;
  return <Poster title={title} image={poster} playLabel={playLabel} note={note} onPlay={() => setPlaying(true)} />;
}
