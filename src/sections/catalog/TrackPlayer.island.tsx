import styled from '@emotion/styled';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { PREFILL_ATTRIBUTE } from '../../contact/prefill';
import { StaticSlot } from '../../islands/runtime/StaticSlot';
import { noScript } from '../../ui/no-script';
import { plainList } from '../../theme/plain-list';
import { fill } from '../../ui/fill';
import { boundedBlob, holdInMemory, letGo } from './in-memory-audio';
import { clock, trackLength } from './time';

export interface PlayerVersion {
  label: string;
  src: string;
  /** Seconds, read by the build; 0 when unknown (an https file the build does not fetch). */
  duration: number;
}

export interface TrackPlayerProps {
  title: string;
  artist: string;
  versions: PlayerVersion[];
  /** The licence link for each version, in order: the form opens with the track and that version. */
  licenceHrefs: string[];
  /** Follow licence links in place (the form is on this page) or load the page that has it. */
  inPlace: boolean;
  download: boolean;
  labels: { play: string; pause: string; seek: string; position: string; versions: string; licence: string; download: string };
}

const SEEK_STEP = 5;
const withScript = '@media (scripting: enabled)';

const Controls = styled('div')`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 0.75rem;
  ${noScript} {
    display: none;
  }
`;

const PlayButton = styled('button')`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
  font-size: 1rem;
`;

const Seek = styled('div')`
  position: relative;
  height: 3rem;
  color: ${({ theme }) => theme.colors.mutedText};
  cursor: pointer;
  border-radius: 4px;
  touch-action: none;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Played = styled('div')`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-inline-end: 2px solid ${({ theme }) => theme.colors.accent};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 30%, transparent);
  pointer-events: none;
`;

const Time = styled('p')`
  grid-column: 2;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-variant-numeric: tabular-nums;
`;

const Row = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: 0.75rem;
`;

const Versions = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  ${noScript} {
    display: none;
  }
`;

const Chip = styled('button')`
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

// Without the app, the browser's own player and plain links to each file do the work.
const Native = styled('audio')`
  width: 100%;
  ${withScript} {
    display: none;
  }
`;

const FileLinks = styled('ul')`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  font-size: 0.875rem;
  ${withScript} {
    display: none;
  }
`;

const Action = styled('a')`
  font-weight: 700;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.accent};
`;

/** What the phone's lock screen and the browser's media controls show for the playing track. */
function showOnLockScreen(title: string, artist: string) {
  if ('mediaSession' in navigator && typeof MediaMetadata !== 'undefined') navigator.mediaSession.metadata = new MediaMetadata({ title, artist });
}

/**
 * One track's player: play and pause, a waveform seek bar that is a keyboard slider, a version
 * switch that keeps the playhead, and the licence link for the chosen version. The waveform
 * itself is build-time markup in the StaticSlot; the `<audio>` loads nothing before play.
 */
/** Whether the element can jump anywhere in the file, which needs the host to answer byte ranges. */
function seekableThroughout(element: HTMLAudioElement): boolean {
  const { seekable } = element;
  return seekable.length > 0 && seekable.end(seekable.length - 1) > 0;
}

/**
 * One track's player: play and pause, a waveform seek bar that is a keyboard slider, a version
 * switch that keeps the playhead, and the licence link for the chosen version. The waveform
 * itself is build-time markup in the StaticSlot; the `<audio>` loads nothing before play.
 */
export default function TrackPlayer({ title, artist, versions, licenceHrefs, inPlace, download, labels, children }: TrackPlayerProps & { children?: ReactNode }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  // The file held in memory, if any: see keepInMemory.
  const [inMemory, setInMemory] = useState<{ src: string; url: string } | null>(null);
  const heldHere = useRef<string | null>(null);
  // Where to go, and whether to play, once the newly chosen source's metadata is in.
  const pending = useRef<{ time: number; play: boolean } | null>(null);
  const version = versions[index];
  const duration = version.duration;

  // A player that leaves the page frees the file it holds.
  useEffect(() => () => {
    if (heldHere.current) letGo(heldHere.current);
  }, []);

  useEffect(() => {
    // One track at a time: any other audio or video starting pauses this one.
    const onPlay = (event: Event) => {
      if (event.target !== audio.current && event.target instanceof HTMLMediaElement) audio.current?.pause();
    };
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);

  const seek = (to: number) => {
    const t = Math.min(Math.max(0, to), duration || Infinity);
    setTime(t);
    const element = audio.current;
    if (!element) return;
    // Before the metadata (seeking would make the browser fetch the file) or while the file is
    // not seekable yet, remember it for the next load.
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA && seekableThroughout(element)) element.currentTime = t;
    else pending.current = { time: t, play: !element.paused };
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    if (element.readyState < HTMLMediaElement.HAVE_METADATA) pending.current = { time, play: true };
    showOnLockScreen(`${title} (${version.label})`, artist);
    void element.play().catch(() => setPlaying(false));
  };

  const choose = (next: number) => {
    const element = audio.current;
    if (next === index || !element) return;
    const at = element.readyState >= HTMLMediaElement.HAVE_METADATA ? element.currentTime : time;
    pending.current = { time: at, play: !element.paused };
    setTime(at);
    setIndex(next);
  };

  useEffect(() => {
    // The new source is in place: a track that was playing goes on from the same moment; a
    // paused one keeps its playhead for the next press, and downloads nothing until then.
    if (pending.current?.play) void audio.current?.play().catch(() => setPlaying(false));
  }, [index]);

  /**
   * A host that ignores byte ranges (the local Hosting emulator, some CDNs) leaves a file
   * unseekable in Chromium even once it is wholly loaded, and Safari will not play it at all.
   * The same bytes as a Blob are seekable anywhere; the fetch is answered from the HTTP cache the
   * first load filled, so nothing is downloaded twice.
   */
  const keepInMemory = async (element: HTMLAudioElement, src: string) => {
    try {
      const response = await fetch(src);
      if (!response.ok) return;
      const blob = await boundedBlob(response);
      if (!blob) return;
      const url = holdInMemory(blob, () => {
        if (heldHere.current === url) heldHere.current = null;
        setInMemory((current) => (current?.url === url ? null : current));
      });
      heldHere.current = url;
      if (element.getAttribute('src') === src) pending.current = pending.current ?? { time: element.currentTime, play: !element.paused };
      setInMemory({ src, url });
    } catch {
      // A remote file without CORS: it still plays, only seeking is limited to what the browser allows.
    }
  };

  const onMetadata = () => {
    const element = audio.current;
    if (!element) return;
    if (!seekableThroughout(element) && inMemory?.src !== version.src) return void keepInMemory(element, version.src);
    const wanted = pending.current;
    if (!wanted) return;
    pending.current = null;
    element.currentTime = Math.min(wanted.time, element.duration || wanted.time);
    setTime(element.currentTime);
    if (wanted.play) void element.play().catch(() => setPlaying(false));
  };

  const onError = () => {
    if (inMemory?.src !== version.src && audio.current) void keepInMemory(audio.current, version.src);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: SEEK_STEP, ArrowUp: SEEK_STEP, ArrowLeft: -SEEK_STEP, ArrowDown: -SEEK_STEP };
    if (event.key in moves) seek(time + moves[event.key]);
    else if (event.key === 'Home') seek(0);
    else if (event.key === 'End') seek(duration);
    else return;
    event.preventDefault();
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons !== 1) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (event.clientX - box.left) / box.width;
    seek(fraction * duration);
  };

  const named = { title };
  const progress = duration ? Math.min(100, (time / duration) * 100) : 0;
  return (
    <div>
      <Controls>
        <PlayButton type="button" onClick={toggle} aria-label={fill(playing ? labels.pause : labels.play, named)}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </PlayButton>
        <Seek
          role="slider"
          tabIndex={0}
          aria-label={fill(labels.seek, named)}
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(time)}
          aria-valuetext={fill(labels.position, { time: clock(time), duration: trackLength(duration) })}
          onKeyDown={onKeyDown}
          onPointerDown={onPointer}
          onPointerMove={onPointer}
        >
          <StaticSlot>{children}</StaticSlot>
          <Played style={{ width: `${progress}%` }} />
        </Seek>
        <Time aria-hidden="true">
          {clock(time)} / {trackLength(duration)}
        </Time>
      </Controls>
      <Native
        ref={audio}
        controls
        preload="none"
        src={inMemory?.src === version.src ? inMemory.url : version.src}
        aria-label={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={onMetadata}
        onError={onError}
      />
      <Row>
        {versions.length > 1 && (
          <Versions role="group" aria-label={labels.versions}>
            {versions.map((v, i) => (
              <Chip key={v.label} type="button" aria-pressed={i === index} onClick={() => choose(i)}>
                {v.label}
              </Chip>
            ))}
          </Versions>
        )}
        {versions.length > 1 && (
          <FileLinks aria-label={labels.versions}>
            {versions.map((v) => (
              <li key={v.label}>
                <a href={v.src}>{v.label}</a>
              </li>
            ))}
          </FileLinks>
        )}
        <Action href={licenceHrefs[index]} {...(inPlace && { [PREFILL_ATTRIBUTE]: '' })}>
          {labels.licence}
        </Action>
        {download && (
          <Action href={version.src} download>
            {labels.download}
          </Action>
        )}
      </Row>
    </div>
  );
}
