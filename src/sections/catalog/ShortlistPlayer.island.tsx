import { useRef, type MouseEvent, type ReactNode } from 'react';
import { PlayerView, type TrackPlayerProps } from './player/PlayerView.tsx';
import { useTrackAudio } from './player/useTrackAudio.ts';
import { PlayheadFollower } from './shortlist/listen-log.ts';
import { pageReporter } from './shortlist/page-reporter.ts';

export type ShortlistPlayerProps = TrackPlayerProps & {
  /** The track's id and each version's key, in the order of `versions`: what its listening is reported under. */
  report: { track: string; versions: string[] };
};

/**
 * The catalog's player for one track of a shortlist, reporting what the recipient does with it:
 * a play for each press of play and each switch to another version while it sounds, the time
 * heard while it sounds, the furthest point, and downloads. Plays are counted from presses, not
 * from the element's play events: the player restarts the element itself (a new version's file,
 * the in-memory copy of a file a host serves without byte ranges), and those are not plays.
 */
export default function ShortlistPlayer({
  report,
  children,
  ...props
}: ShortlistPlayerProps & { children?: ReactNode }) {
  // A supervisor going through a shortlist hears each track from its highlight first (docs/catalog.md).
  const player = useTrackAudio({ ...props, startsAtPeak: () => true });
  const follower = useRef(new PlayheadFollower()).current;
  const key = report.versions[player.version]!;
  const length = props.versions[player.version]!.duration;
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
      pageReporter().listened(report.track, key, length, follower.step(element.currentTime), element.currentTime);
    },
  };
  const toggle = () => {
    if (!player.playing) pageReporter().log.played(report.track, key);
    player.toggle();
  };
  const toPeak = player.jump;
  const jump =
    toPeak &&
    (() => {
      if (!player.playing) pageReporter().log.played(report.track, key);
      toPeak();
    });
  const choose = (index: number) => {
    const chosen = report.versions[index];
    if (player.playing && chosen !== undefined && index !== player.version)
      pageReporter().log.played(report.track, chosen);
    player.choose(index);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[download]'))
      pageReporter().log.downloaded(report.track, key);
  };
  return (
    // The download link is the player's own; a click on it is heard here as it passes.
    <div onClick={onClick}>
      <PlayerView {...props} player={{ ...player, toggle, jump, choose, audio: reported }}>
        {children}
      </PlayerView>
    </div>
  );
}
