import { describe, expect, it } from 'vitest';
import {
  elementSrc,
  initialPlayerState,
  playerReducer,
  sounding,
  type ElementNow,
  type PlayerEvent,
  type PlayerState,
} from './player-state.ts';

const MAIN = '/audio/golden-hour.mp3';
const INSTRUMENTAL = '/audio/golden-hour-inst.mp3';
const idle = initialPlayerState([
  { src: MAIN, duration: 120 },
  { src: INSTRUMENTAL, duration: 118 },
]);

/** The element as it is before anything is loaded: preload="none", paused at 0. */
const fresh: ElementNow = { loaded: false, seekable: false, paused: true, at: 0, duration: NaN };
/** A loaded element whose host answers byte ranges. */
const ready = (at: number, paused: boolean): ElementNow => ({
  loaded: true,
  seekable: true,
  paused,
  at,
  duration: 120,
});

type Step = PlayerEvent extends infer E ? (E extends unknown ? Omit<E, 'now'> & { now?: ElementNow } : never) : never;

/** Runs events in order, each seeing `fresh` unless it says otherwise; returns the last state. */
const run = (from: PlayerState, ...steps: Step[]): PlayerState =>
  steps.reduce((state, step) => playerReducer(state, { now: fresh, ...step } as PlayerEvent), from);

/** Pressing play on a fresh player, up to the moment it plays from the start. */
const playingFromStart = () =>
  run(
    idle,
    { type: 'press' },
    { type: 'play' },
    { type: 'loadedmetadata', now: { ...fresh, loaded: true, seekable: true, duration: 120 } },
    { type: 'play', now: ready(0, false) },
  );

describe('player state machine', () => {
  it('starts idle at 0:00 on the main version, playing its own file', () => {
    expect(idle).toMatchObject({ phase: 'idle', version: 0, time: 0, pending: null, inMemory: null });
    expect(sounding(idle)).toBe(false);
    expect(elementSrc(idle)).toBe(MAIN);
  });

  it('a press from idle asks the element to play and waits in loading for the metadata', () => {
    const pressed = run(idle, { type: 'press' });
    expect(pressed.phase).toBe('loading');
    expect(pressed.order).toEqual({ play: true });
    expect(pressed.pending).toEqual({ time: 0, play: true });
    expect(sounding(pressed)).toBe(true);
    // The element says it plays before its data is in: still loading.
    expect(run(pressed, { type: 'play' }).phase).toBe('loading');
  });

  it('loading goes to playing once the metadata is in, at the wanted moment', () => {
    const sought = run(idle, { type: 'seek', to: 30 }, { type: 'press' });
    expect(sought.pending).toEqual({ time: 30, play: true });
    const metadata = run(sought, {
      type: 'loadedmetadata',
      now: { ...fresh, loaded: true, seekable: true, duration: 120 },
    });
    expect(metadata).toMatchObject({ phase: 'playing', time: 30, pending: null, order: { seek: 30, play: true } });
  });

  it('play, then pause: paused where it was; a press on a loaded, playing element pauses it', () => {
    const playing = run(playingFromStart(), { type: 'timeupdate', now: ready(12.5, false) });
    expect(playing).toMatchObject({ phase: 'playing', time: 12.5 });
    expect(sounding(playing)).toBe(true);
    const pressed = run(playing, { type: 'press', now: ready(12.5, false) });
    expect(pressed.order).toEqual({ pause: true });
    expect(pressed.phase).toBe('playing');
    const paused = run(pressed, { type: 'pause', now: ready(12.5, true) });
    expect(paused).toMatchObject({ phase: 'paused', time: 12.5 });
    expect(sounding(paused)).toBe(false);
    // Pressing again plays on from there, with nothing to wait for.
    const again = run(paused, { type: 'press', now: ready(12.5, true) });
    expect(again.order).toEqual({ play: true });
    expect(again.pending).toBeNull();
    expect(run(again, { type: 'play', now: ready(12.5, false) }).phase).toBe('playing');
  });

  it('a version switch while playing keeps the playhead and goes on playing in the new file', () => {
    const playing = run(playingFromStart(), { type: 'timeupdate', now: ready(42, false) });
    const switched = run(playing, { type: 'choose', version: 1, now: ready(42, false) });
    expect(switched).toMatchObject({ version: 1, time: 42, phase: 'loading', pending: { time: 42, play: true } });
    expect(elementSrc(switched)).toBe(INSTRUMENTAL);
    expect(sounding(switched)).toBe(true);
    // The new file's metadata: to 0:42, and play.
    const resumed = run(
      switched,
      { type: 'play' },
      { type: 'loadedmetadata', now: { ...fresh, loaded: true, seekable: true, duration: 118 } },
    );
    expect(resumed).toMatchObject({ phase: 'playing', time: 42, pending: null, order: { seek: 42, play: true } });
  });

  it('a version switch takes the playhead from the element, which is ahead of the last timeupdate', () => {
    const playing = run(playingFromStart(), { type: 'timeupdate', now: ready(40, false) });
    expect(run(playing, { type: 'choose', version: 1, now: ready(40.2, false) })).toMatchObject({
      time: 40.2,
      pending: { time: 40.2, play: true },
    });
  });

  it('a version switch while paused keeps the playhead, stays silent and loads nothing', () => {
    const paused = run(
      playingFromStart(),
      { type: 'timeupdate', now: ready(42, false) },
      { type: 'pause', now: ready(42, true) },
    );
    const switched = run(paused, { type: 'choose', version: 1, now: ready(42, true) });
    expect(switched).toMatchObject({ version: 1, time: 42, phase: 'idle', pending: { time: 42, play: false } });
    expect(switched.order).toBeUndefined();
    expect(sounding(switched)).toBe(false);
    // The next press starts the instrumental at 0:42.
    const pressed = run(switched, { type: 'press' });
    expect(pressed).toMatchObject({ phase: 'loading', pending: { time: 42, play: true }, order: { play: true } });
  });

  it('a version switch before anything loaded keeps the playhead the slider set', () => {
    const switched = run(idle, { type: 'seek', to: 20 }, { type: 'choose', version: 1 });
    expect(switched).toMatchObject({ version: 1, time: 20, phase: 'idle' });
  });

  it('choosing the version already chosen changes nothing', () => {
    const playing = playingFromStart();
    expect(run(playing, { type: 'choose', version: 0, now: ready(5, false) })).toEqual({
      ...playing,
      order: undefined,
    });
  });

  it('a seek while paused on a seekable element moves it at once', () => {
    const paused = run(playingFromStart(), { type: 'pause', now: ready(10, true) });
    const sought = run(paused, { type: 'seek', to: 75, now: ready(10, true) });
    expect(sought).toMatchObject({ phase: 'paused', time: 75, order: { seek: 75 }, pending: null });
  });

  it('a seek on a file the host serves without byte ranges waits for the file in memory, playing on', () => {
    const playing = playingFromStart();
    const sought = run(playing, { type: 'seek', to: 60, now: { ...ready(5, false), seekable: false } });
    expect(sought).toMatchObject({ time: 60, pending: { time: 60, play: true } });
    expect(sought.order).toBeUndefined();
  });

  it('a seek before the metadata is remembered for the next load, and fetches nothing', () => {
    const sought = run(idle, { type: 'seek', to: 75 });
    expect(sought).toMatchObject({ phase: 'idle', time: 75, pending: { time: 75, play: false } });
    expect(sought.order).toBeUndefined();
  });

  it('a seek stays within the track: not before 0:00, not past its length', () => {
    expect(run(idle, { type: 'seek', to: -5 }).time).toBe(0);
    expect(run(idle, { type: 'seek', to: 500 }).time).toBe(120);
    // A length the build did not read (an https file) does not cap it.
    const unknown = initialPlayerState([{ src: 'https://cdn.example.com/a.mp3', duration: 0 }]);
    expect(run(unknown, { type: 'seek', to: 500 }).time).toBe(500);
  });

  it('a file loaded from a host that ignores byte ranges is fetched into memory, then resumes from there', () => {
    const unseekable = run(
      idle,
      { type: 'press' },
      { type: 'play' },
      { type: 'loadedmetadata', now: { ...fresh, loaded: true, duration: 120 } },
    );
    expect(unseekable.order).toEqual({ hold: MAIN });
    expect(unseekable.pending).toEqual({ time: 0, play: true });
    const held = run(unseekable, {
      type: 'held',
      src: MAIN,
      url: 'blob:1',
      now: { ...ready(3, false), seekable: false },
    });
    expect(held.inMemory).toEqual({ src: MAIN, url: 'blob:1' });
    expect(elementSrc(held)).toBe('blob:1');
    // Its metadata needs no second fetch: the bytes are in memory.
    const resumed = run(held, {
      type: 'loadedmetadata',
      now: { ...fresh, loaded: true, seekable: false, duration: 120 },
    });
    expect(resumed).toMatchObject({ phase: 'playing', order: { seek: 0, play: true } });
  });

  it('a file held while playing unawaited goes on from where the element was', () => {
    const playing = playingFromStart();
    const held = run(playing, { type: 'held', src: MAIN, url: 'blob:2', now: ready(33, false) });
    expect(held.pending).toEqual({ time: 33, play: true });
  });

  it('a file held for a version no longer chosen is kept, and the chosen one plays on', () => {
    const switched = run(playingFromStart(), { type: 'choose', version: 1, now: ready(8, false) });
    const held = run(switched, { type: 'held', src: MAIN, url: 'blob:3', now: ready(8, false) });
    expect(held.inMemory).toEqual({ src: MAIN, url: 'blob:3' });
    expect(held.pending).toEqual(switched.pending);
    expect(elementSrc(held)).toBe(INSTRUMENTAL);
    expect(elementSrc(run(held, { type: 'choose', version: 0, now: ready(8, false) }))).toBe('blob:3');
  });

  it('a file held for another version leaves the playing one alone', () => {
    const held = run(playingFromStart(), { type: 'held', src: INSTRUMENTAL, url: 'blob:7', now: ready(9, false) });
    expect(held).toMatchObject({ phase: 'playing', pending: null, inMemory: { src: INSTRUMENTAL, url: 'blob:7' } });
    expect(elementSrc(held)).toBe(MAIN);
  });

  it('a media error stops the player and fetches the file into memory; holding it recovers and plays on', () => {
    const pressed = run(idle, { type: 'seek', to: 15 }, { type: 'press' });
    const failed = run(pressed, { type: 'error' });
    expect(failed).toMatchObject({ phase: 'error', order: { hold: MAIN } });
    expect(sounding(failed)).toBe(false);
    // The refused play() that follows leaves it in error.
    const refused = run(failed, { type: 'refused' });
    expect(refused.phase).toBe('error');
    const held = run(refused, { type: 'held', src: MAIN, url: 'blob:4' });
    expect(held).toMatchObject({ phase: 'loading', pending: { time: 15, play: true } });
    expect(elementSrc(held)).toBe('blob:4');
    const playing = run(
      held,
      { type: 'loadedmetadata', now: { ...fresh, loaded: true, seekable: true, duration: 120 } },
      { type: 'play' },
    );
    expect(playing).toMatchObject({ phase: 'playing', time: 15 });
  });

  it('an error in the file already held asks for nothing more; a press recovers', () => {
    const held = run(idle, { type: 'held', src: MAIN, url: 'blob:5' });
    const failed = run(held, { type: 'error' });
    expect(failed.phase).toBe('error');
    expect(failed.order).toBeUndefined();
    expect(run(failed, { type: 'press' })).toMatchObject({ phase: 'loading', order: { play: true } });
  });

  it('a refused play() outside an error leaves the player paused', () => {
    expect(run(idle, { type: 'press' }, { type: 'refused' }).phase).toBe('paused');
  });

  it('another player taking the memory sends the element back to the file', () => {
    const held = run(idle, { type: 'held', src: MAIN, url: 'blob:6' });
    expect(run(held, { type: 'released', url: 'blob:other' }).inMemory).toEqual({ src: MAIN, url: 'blob:6' });
    const released = run(held, { type: 'released', url: 'blob:6' });
    expect(released.inMemory).toBeNull();
    expect(elementSrc(released)).toBe(MAIN);
  });

  it('ended: the player stops where the file ends, and a press plays again', () => {
    const ended = run(
      playingFromStart(),
      { type: 'timeupdate', now: ready(120, false) },
      { type: 'ended', now: ready(120, true) },
    );
    expect(ended).toMatchObject({ phase: 'paused', time: 120 });
    expect(sounding(ended)).toBe(false);
    expect(run(ended, { type: 'press', now: ready(120, true) }).order).toEqual({ play: true });
  });

  it('"Jump to the peak" before anything loaded plays from the highlight once the metadata is in', () => {
    const jumped = run(idle, { type: 'jump', to: 72 });
    expect(jumped).toMatchObject({
      phase: 'loading',
      time: 72,
      pending: { time: 72, play: true },
      order: { play: true },
    });
    const metadata = run(jumped, {
      type: 'loadedmetadata',
      now: { ...fresh, loaded: true, seekable: true, duration: 120 },
    });
    expect(metadata).toMatchObject({ phase: 'playing', time: 72, order: { seek: 72, play: true } });
  });

  it('"Jump to the peak" on a loaded element seeks there at once, and plays a paused one', () => {
    expect(run(playingFromStart(), { type: 'jump', to: 72, now: ready(10, false) })).toMatchObject({
      time: 72,
      order: { seek: 72 },
    });
    expect(run(playingFromStart(), { type: 'jump', to: 72, now: ready(10, true) }).order).toEqual({
      seek: 72,
      play: true,
    });
    // Past the end of a version shorter than the highlight's track: its end.
    expect(run(idle, { type: 'jump', to: 500 }).time).toBe(120);
  });

  it('"Jump to the peak" on a file held back by its host waits for it in memory, then plays there', () => {
    const unseekable = { ...ready(5, true), seekable: false };
    const jumped = run(idle, { type: 'jump', to: 72, now: unseekable });
    expect(jumped).toMatchObject({ time: 72, pending: { time: 72, play: true }, order: { play: true } });
    expect(run(jumped, { type: 'held', src: MAIN, url: 'blob:7', now: unseekable }).pending).toEqual({
      time: 72,
      play: true,
    });
  });

  it('a first press starts where the page asks (the highlight), and only the first', () => {
    const first = run(idle, { type: 'press', from: 72 });
    expect(first).toMatchObject({
      phase: 'loading',
      time: 72,
      pending: { time: 72, play: true },
      order: { play: true },
    });
    const paused = run(
      first,
      { type: 'loadedmetadata', now: { ...fresh, loaded: true, seekable: true, duration: 120 } },
      { type: 'play', now: ready(72, false) },
      { type: 'timeupdate', now: ready(80, false) },
      { type: 'pause', now: ready(80, true) },
    );
    // A press after a pause goes on from where it paused.
    expect(run(paused, { type: 'press', from: 72, now: ready(80, true) })).toMatchObject({
      time: 80,
      order: { play: true },
    });
  });

  it('a first press after the visitor moved the playhead starts there, not at the highlight', () => {
    const sought = run(idle, { type: 'seek', to: 0 }, { type: 'press', from: 72 });
    expect(sought.pending).toEqual({ time: 0, play: true });
  });

  it('a first press after a version switch starts at the highlight asked', () => {
    const chosen = run(idle, { type: 'choose', version: 1 }, { type: 'press', from: 40 });
    expect(chosen).toMatchObject({ version: 1, time: 40, pending: { time: 40, play: true } });
  });

  it('an event leaves no order from the one before', () => {
    const pressed = run(idle, { type: 'press' });
    expect(run(pressed, { type: 'timeupdate', now: ready(1, false) }).order).toBeUndefined();
  });
});
