import { useEffect, useEffectEvent, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { boundedBlob, holdInMemory, letGo } from './in-memory-audio.ts';
import { showOnLockScreen } from './media-session.ts';
import {
  elementSrc,
  initialPlayerState,
  playerReducer,
  sounding,
  type ElementNow,
  type PlayerEvent,
  type PlayerOrder,
} from './player-state.ts';

export interface PlayerVersion {
  label: string;
  src: string;
  /** Seconds, read by the build; 0 when unknown (an https file the build does not fetch). */
  duration: number;
  /** Where its highlight starts, in seconds, as the build measured it (energy-facts.ts); none where it measured nothing. */
  peak?: number;
}

/** What the player's view renders and calls. */
export interface TrackAudio {
  /** Index of the chosen version. */
  version: number;
  /** The playhead, in seconds. */
  time: number;
  /** Whether the button offers pause. */
  playing: boolean;
  toggle: () => void;
  /** Plays the chosen version from its highlight; none where the version has no measured highlight. */
  jump: (() => void) | undefined;
  seek: (to: number) => void;
  choose: (version: number) => void;
  /** Spread on the `<audio>` element. */
  audio: ComponentProps<'audio'> & { ref: RefObject<HTMLAudioElement | null> };
}

type Event = PlayerEvent extends infer E ? (E extends unknown ? Omit<E, 'now'> : never) : never;

const now = (element: HTMLAudioElement): ElementNow => {
  const { seekable } = element;
  return {
    loaded: element.readyState >= HTMLMediaElement.HAVE_METADATA,
    seekable: seekable.length > 0 && seekable.end(seekable.length - 1) > 0,
    paused: element.paused,
    at: element.currentTime,
    duration: element.duration,
  };
};

/**
 * One track's `<audio>` element, driven through the player's state machine (player-state.ts):
 * play and pause, seeking, a version switch that keeps the playhead, one track at a time on the
 * page, and the in-memory fallback for hosts that ignore byte ranges. Spread `audio` on the
 * `<audio>` element.
 */
export function useTrackAudio({
  title,
  artist,
  versions,
  startsAtPeak,
}: {
  title: string;
  artist: string;
  versions: readonly PlayerVersion[];
  /** Whether a first press plays from the highlight, asked at the press: the page's address may have changed since it loaded. */
  startsAtPeak?: () => boolean;
}): TrackAudio {
  const element = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState(() => initialPlayerState(versions));
  // The element is told what to do in the event that changed the state, so the state is read from here, not from the last render.
  const latest = useRef(state);

  const send = (event: Event) => {
    const target = element.current;
    if (!target) return;
    const next = playerReducer(latest.current, { ...event, now: now(target) });
    latest.current = next;
    setState(next);
    const order = next.order ?? {};
    if (order.pause) target.pause();
    if (order.seek !== undefined) target.currentTime = order.seek;
    if (order.play) play(target);
    if (order.hold) void keepInMemory(order.hold);
    return order;
  };

  const play = (target: HTMLAudioElement) => void target.play().catch(() => send({ type: 'refused' }));

  /**
   * A host that ignores byte ranges (the local Hosting emulator, some CDNs) leaves a file
   * unseekable in Chromium even once it is wholly loaded, and Safari will not play it at all.
   * The same bytes as a Blob are seekable anywhere; the fetch is answered from the HTTP cache the
   * first load filled, so nothing is downloaded twice.
   */
  const keepInMemory = async (src: string) => {
    try {
      const response = await fetch(src);
      if (!response.ok) return;
      const blob = await boundedBlob(response);
      if (!blob) return;
      const url = holdInMemory(blob, () => send({ type: 'released', url }));
      send({ type: 'held', src, url });
    } catch {
      // A remote file without CORS: it still plays, only seeking is limited to what the browser allows.
    }
  };

  // A player that leaves the page frees the file it holds.
  useEffect(
    () => () => {
      const held = latest.current.inMemory;
      if (held) letGo(held.url);
    },
    [],
  );

  useEffect(() => {
    // One track at a time: any other audio or video starting pauses this one.
    const onPlay = (event: globalThis.Event) => {
      if (event.target !== element.current && event.target instanceof HTMLMediaElement) element.current?.pause();
    };
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);

  // The chosen version's file is in place: a track that was playing goes on (its metadata then
  // brings the playhead to the same moment).
  const onNewSource = useEffectEvent(() => {
    if (latest.current.pending?.play && element.current) play(element.current);
  });
  useEffect(() => onNewSource(), [state.version]);

  const { peak, label } = versions[state.version]!;
  const played = (order: PlayerOrder | undefined) => {
    if (order?.play) showOnLockScreen(`${title} (${label})`, artist);
  };
  return {
    version: state.version,
    time: state.time,
    playing: sounding(state),
    toggle: () => played(send({ type: 'press', from: startsAtPeak?.() ? peak : undefined })),
    jump: peak === undefined ? undefined : () => played(send({ type: 'jump', to: peak })),
    seek: (to) => send({ type: 'seek', to }),
    choose: (version) => send({ type: 'choose', version }),
    audio: {
      ref: element,
      src: elementSrc(state),
      onPlay: () => send({ type: 'play' }),
      onPause: () => send({ type: 'pause' }),
      onEnded: () => send({ type: 'ended' }),
      onTimeUpdate: () => send({ type: 'timeupdate' }),
      onLoadedMetadata: () => send({ type: 'loadedmetadata' }),
      onError: () => send({ type: 'error' }),
    },
  };
}
