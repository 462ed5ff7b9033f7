import type { ReactNode } from 'react';
import { PlayerView, type TrackPlayerProps } from './player/PlayerView.tsx';
import { useTrackAudio } from './player/useTrackAudio.ts';
import { choiceFromAddress } from './search/choice.ts';

/**
 * A buyer cutting to a length (the catalog's "Fits a N s cut", or a link that keeps it) hears
 * each track first from its highlight, the part a cut is made of; elsewhere a track plays from
 * its start, as it was written. Read at the press: the search changes the address as it goes.
 */
const cutAsked = () => choiceFromAddress(window.location.search).fits !== null;

/**
 * One track's player: play and pause, a waveform seek bar that is a keyboard slider, a version
 * switch that keeps the playhead, and the licence link for the chosen version. The waveform
 * itself is build-time markup in the StaticSlot; the `<audio>` loads nothing before play.
 */
export default function TrackPlayer({ children, ...props }: TrackPlayerProps & { children?: ReactNode }) {
  const player = useTrackAudio({ ...props, startsAtPeak: cutAsked });
  return (
    <PlayerView {...props} player={player}>
      {children}
    </PlayerView>
  );
}
