/**
 * The player's state machine, a pure function so every transition can be tested without a
 * browser. `useTrackAudio` feeds it what the visitor and the `<audio>` element do, renders its
 * state and carries out its `order` on the element.
 *
 * - idle: the chosen file is not loaded (the `<audio>` has `preload="none"`), nothing plays;
 * - loading: play was asked for and the file cannot go on from the wanted moment yet;
 * - playing, paused: as the element says;
 * - error: the file failed to load or play; a press, or the same bytes held in memory, recover.
 */
export type PlayerPhase = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** What the element must be told at once, as a result of the last event. */
export interface PlayerOrder {
  pause?: true;
  /** Jump to this moment (seconds). */
  seek?: number;
  play?: true;
  /** Fetch this file into memory, where it is seekable anywhere (see in-memory-audio.ts). */
  hold?: string;
}

export interface PlayerState {
  /** Each version's file and its length in seconds (0 when unknown), the main file first. */
  versions: readonly { src: string; duration: number }[];
  phase: PlayerPhase;
  /** Index of the chosen version. */
  version: number;
  /** The playhead, in seconds. */
  time: number;
  /** Where to go, and whether to play, once the chosen file's metadata is in. */
  pending: { time: number; play: boolean } | null;
  /** The file held in memory, if any, and its blob: address. */
  inMemory: { src: string; url: string } | null;
  /** The visitor pressed play or moved the playhead: a press no longer starts where the page asks. */
  touched: boolean;
  /** What the element must do now; none after an event that asks nothing of it. */
  order?: PlayerOrder | undefined;
}

/** What the element says of itself when an event happens. */
export interface ElementNow {
  /** It has the file's metadata (readyState >= HAVE_METADATA). */
  loaded: boolean;
  /** It can jump anywhere in the file, which needs the host to answer byte ranges. */
  seekable: boolean;
  paused: boolean;
  /** currentTime. */
  at: number;
  /** The file's duration as the element reads it (NaN before the metadata). */
  duration: number;
}

/** The `<audio>` element's events the player follows. */
export type MediaEventName = 'play' | 'pause' | 'ended' | 'timeupdate' | 'loadedmetadata' | 'error';

export type PlayerEvent = { now: ElementNow } &
  /** element.play() refused (or aborted by a new source). */
  (
    | { type: 'refused' }
    /** The play/pause button; `from` is where a first play starts, when the page asks (the highlight). */
    | { type: 'press'; from?: number | undefined }
    /** "Jump to the peak": play from `to` seconds. */
    | { type: 'jump'; to: number }
    /** The element's own events, by their names. */
    | { type: MediaEventName }
    /** The slider, to `to` seconds. */
    | { type: 'seek'; to: number }
    /** A version chip. */
    | { type: 'choose'; version: number }
    /** `src` is in memory at `url`. */
    | { type: 'held'; src: string; url: string }
    /** Another player took the memory: `url` is revoked. */
    | { type: 'released'; url: string }
  );

export const initialPlayerState = (versions: PlayerState['versions']): PlayerState => ({
  versions,
  phase: 'idle',
  version: 0,
  time: 0,
  pending: null,
  inMemory: null,
  touched: false,
});

/** Whether the button offers pause: the element plays, or will as soon as it can. */
export const sounding = ({ phase }: PlayerState): boolean => phase === 'playing' || phase === 'loading';

/** The chosen version's file. */
// `version` is one the version chips offered, so it indexes `versions`.
const chosen = (state: PlayerState) => state.versions[state.version]!;

/** The address the element plays: the file's own, or its bytes held in memory. */
export const elementSrc = (state: PlayerState): string => {
  const { src } = chosen(state);
  return state.inMemory?.src === src ? state.inMemory.url : src;
};

/** Within the chosen version: not before 0:00, not past its length (when known). */
const within = (state: PlayerState, time: number) => Math.min(Math.max(0, time), chosen(state).duration || Infinity);

/** Plays from `to` seconds: at once where the element can seek, else once the file is in (loaded, or held in memory). */
function playFrom(next: PlayerState, now: ElementNow, to: number): PlayerState {
  next.time = within(next, to);
  next.touched = true;
  if (now.loaded && now.seekable) next.order = { seek: next.time, ...(now.paused && { play: true as const }) };
  else {
    next.pending = { time: next.time, play: true };
    if (!now.loaded) next.phase = 'loading';
    if (now.paused) next.order = { play: true };
  }
  return next;
}

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  const next: PlayerState = { ...state, order: undefined };
  const { now } = event;
  const { src } = chosen(state);
  const held = state.inMemory?.src === src;
  const { pending } = state;
  switch (event.type) {
    case 'jump':
      return playFrom(next, now, event.to);
    case 'press':
      if (!now.paused) next.order = { pause: true };
      else if (!state.touched && event.from !== undefined) return playFrom(next, now, event.from);
      else {
        next.touched = true;
        // Before the metadata the element cannot seek: the playhead waits for it.
        if (!now.loaded) {
          next.phase = 'loading';
          next.pending = { time: state.time, play: true };
        }
        next.order = { play: true };
      }
      break;
    case 'seek':
      next.time = within(state, event.to);
      next.touched = true;
      // Seeking an element without metadata would make it fetch the file: remember it for the next load.
      if (now.loaded && now.seekable) next.order = { seek: next.time };
      else next.pending = { time: next.time, play: !now.paused };
      break;
    case 'choose':
      if (event.version === state.version) break;
      // A playing track goes on from the same moment in the new version; a paused one keeps its
      // playhead for the next press and downloads nothing until then.
      next.version = event.version;
      next.time = now.loaded ? now.at : state.time;
      next.phase = now.paused ? 'idle' : 'loading';
      next.pending = { time: next.time, play: !now.paused };
      break;
    case 'play':
      next.phase = pending?.play ? 'loading' : 'playing';
      break;
    case 'pause':
    case 'ended':
      next.phase = 'paused';
      break;
    case 'refused':
      if (state.phase !== 'error') next.phase = 'paused';
      break;
    case 'timeupdate':
      next.time = now.at;
      break;
    case 'loadedmetadata':
      if (!now.seekable && !held) next.order = { hold: src };
      else if (pending) {
        next.time = Math.min(pending.time, now.duration || pending.time);
        next.pending = null;
        next.order = { seek: next.time };
        if (pending.play) {
          next.phase = 'playing';
          next.order.play = true;
        }
      }
      break;
    case 'error':
      next.phase = 'error';
      if (!held) next.order = { hold: src };
      break;
    case 'held':
      next.inMemory = { src: event.src, url: event.url };
      if (event.src !== src) break;
      // The element goes over to the same bytes from memory: from where it is, or where it was asked to go.
      next.pending = pending ?? { time: now.at, play: !now.paused };
      // A failed file gets another go, playing if play was asked for.
      if (state.phase === 'error') next.phase = next.pending.play ? 'loading' : 'idle';
      break;
    case 'released':
      if (state.inMemory?.url === event.url) next.inMemory = null;
  }
  return next;
}
