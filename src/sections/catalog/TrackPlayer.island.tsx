import type { ReactNode } from 'react';
import { PlayerView, type TrackPlayerProps } from './player/PlayerView.tsx';
import { useTrackAudio } from './player/useTrackAudio.ts';

/**
 * One track's player: play and pause, a waveform seek bar that is a keyboard slider, a version
 * switch that keeps the playhead, and the licence link for the chosen version. The waveform
 * itself is build-time markup in the StaticSlot; the `<audio>` loads nothing before play.
 */
export default function TrackPlayer({ children, ...props }: TrackPlayerProps & { children?: ReactNode }) {
  const player = useTrackAudio(props);
  return (
    <PlayerView {...props} player={player}>
      {children}
    </PlayerView>
  );
}
