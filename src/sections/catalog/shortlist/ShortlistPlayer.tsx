import { useRef, type MouseEvent } from 'react';
import type { StoredTrack } from '../../../../functions/src/shortlist/model.ts';
import { PlayerView, type TrackPlayerProps } from '../player/PlayerView';
import { useTrackAudio } from '../player/useTrackAudio';
import { PlayheadFollower } from './listen-log';
import type { ListenReporter } from './listen-reporter';

/**
 * The catalog's player for one track of a shortlist, reporting what the recipient does with it:
 * a play for each start of a version (only a press starts one), the time heard while it sounds,
 * the furthest point, and downloads.
 */
export function ShortlistPlayer({ track, reporter, ...props }: TrackPlayerProps & { track: StoredTrack; reporter: ListenReporter }) {
  const player = useTrackAudio(props);
  const follower = useRef(new PlayheadFollower()).current;
  const version = track.versions[player.version]!;
  const { audio } = player;
  const reported: typeof audio = {
    ...audio,
    onPlay: (event) => {
      audio.onPlay?.(event);
      follower.restart();
      reporter.log.played(track.id, version.key);
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
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[download]')) reporter.log.downloaded(track.id, version.key);
  };
  return (
    // The download link is the player's own; a click on it is heard here as it passes.
    <div onClick={onClick}>
      <PlayerView {...props} player={{ ...player, audio: reported }} />
    </div>
  );
}
