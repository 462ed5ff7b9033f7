import { useRef, type MouseEvent, type ReactNode } from 'react';
import type { StoredTrack } from '../../../../functions/src/shortlist/model.ts';
import { PlayerView, type TrackPlayerProps } from '../player/PlayerView';
import { useTrackAudio } from '../player/useTrackAudio';
import { PlayheadFollower } from './listen-log';
import type { ListenReporter } from './listen-reporter';

/**
 * The catalog's player for one track of a shortlist, reporting what the recipient does with it:
 * a play for each press of play and each switch to another version while it sounds, the time
 * heard while it sounds, the furthest point, and downloads. Plays are counted from presses, not
 * from the element's play events: the player restarts the element itself (a new version's file,
 * the in-memory copy of a file a host serves without byte ranges), and those are not plays.
 */
export function ShortlistPlayer({ track, reporter, children, ...props }: TrackPlayerProps & { track: StoredTrack; reporter: ListenReporter; children?: ReactNode }) {
  const player = useTrackAudio(props);
  const follower = useRef(new PlayheadFollower()).current;
  const version = track.versions[player.version]!;
  const { audio } = player;
  const reported: typeof audio = {
    ...audio,
    onPlay: (event) => {
      audio.onPlay?.(event);
      follower.restart();
    },
    onSeeking: () => follower.restart(),
    onLoadedMetadata: (event) => {
      audio.onLoadedMetadata?.(event);
      follower.restart();
    },
    onTimeUpdate: (event) => {
      audio.onTimeUpdate?.(event);
      const element = event.currentTarget;
      if (element.paused) return;
      reporter.listened(track.id, version.key, version.durationSeconds, follower.step(element.currentTime), element.currentTime);
    },
  };
  const toggle = () => {
    if (!player.playing) reporter.log.played(track.id, version.key);
    player.toggle();
  };
  const choose = (index: number) => {
    const chosen = track.versions[index];
    if (player.playing && chosen && index !== player.version) reporter.log.played(track.id, chosen.key);
    player.choose(index);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[download]')) reporter.log.downloaded(track.id, version.key);
  };
  return (
    // The download link is the player's own; a click on it is heard here as it passes.
    <div onClick={onClick}>
      <PlayerView {...props} player={{ ...player, toggle, choose, audio: reported }}>
        {children}
      </PlayerView>
    </div>
  );
}
