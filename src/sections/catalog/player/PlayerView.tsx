import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { PREFILL_ATTRIBUTE } from '../../../contact/prefill.ts';
import { plainList } from '../../../theme/plain-list.ts';
import { fill } from '../../../../functions/src/contract/fill.ts';
import { noScript } from '../../../ui/no-script.ts';
import type { CatalogSection, SiteConfig } from '../../../../functions/src/contract/site-config.generated.ts';
import { clock, trackLength } from '../time.ts';
import type { BuyOffer } from './buy-offer.ts';
import { CopyLink } from './CopyLink.tsx';
import { LicenseNow } from './LicenseNow.tsx';
import { SeekBar } from './SeekBar.tsx';
import type { PlayerVersion, TrackAudio } from './useTrackAudio.ts';

type Track = CatalogSection['tracks'][number];
type Labels = CatalogSection['labels'];

/** The track's fields the player shows: the build gives it these, and no others. */
export const PLAYER_FIELDS = ['title', 'download'] as const satisfies readonly (keyof Track)[];
/** The labels the player shows. */
export const PLAYER_LABELS = [
  'play',
  'pause',
  'seek',
  'position',
  'versions',
  'licence',
  'download',
  'copyLink',
  'linkCopied',
  'jumpToPeak',
] as const satisfies readonly (keyof Labels)[];

export type TrackPlayerProps = Pick<Track, (typeof PLAYER_FIELDS)[number]> & {
  artist: SiteConfig['artist']['name'];
  /** The main file first, then the track's versions. */
  versions: PlayerVersion[];
  /** The licence link for each version, in order: the form opens with the track and that version. */
  licenceHrefs: string[];
  /** Follow licence links in place (the form is on this page) or load the page that has it. */
  inPlace: boolean;
  /** The track's own page, for "Copy link"; none on a shortlist, whose tracks may be unlisted. */
  pageUrl?: string;
  labels: Pick<Labels, (typeof PLAYER_LABELS)[number]>;
  /** The track's fixed-price licences, on a site that takes payment (`licensing.payment`). */
  buy?: BuyOffer;
};

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

// Hidden where no script runs: only the app can move the playhead.
const Jump = styled('button')`
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 700;
  cursor: pointer;
  ${noScript} {
    display: none;
  }
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

export type PlayerViewProps = Omit<TrackPlayerProps, 'artist'> & {
  /** The track's audio, as `useTrackAudio` drives it. */
  player: TrackAudio;
  /** The waveform, build-time markup kept as it is. */
  children?: ReactNode;
};

/**
 * One track's player as a visitor sees it: play and pause, the waveform slider, the version
 * chips, the licence link for the chosen version and, without JavaScript, the browser's own
 * player and links to the files.
 */
export function PlayerView({
  title,
  versions,
  licenceHrefs,
  inPlace,
  pageUrl,
  download,
  labels,
  buy,
  player,
  children,
}: PlayerViewProps) {
  const { version: index, time, playing } = player;
  // The player's version is one of the chips below, so it indexes `versions`.
  const version = versions[index]!;
  const duration = version.duration;
  const named = { title };
  return (
    <div>
      <Controls>
        <PlayButton
          type="button"
          onClick={player.toggle}
          aria-label={fill(playing ? labels.pause : labels.play, named)}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </PlayButton>
        <SeekBar
          time={time}
          duration={duration}
          label={fill(labels.seek, named)}
          valueText={fill(labels.position, { time: clock(time), duration: trackLength(duration) })}
          onSeek={player.seek}
        >
          {children}
        </SeekBar>
        <Time aria-hidden="true">
          {clock(time)} / {trackLength(duration)}
        </Time>
      </Controls>
      <Native controls preload="none" {...player.audio} aria-label={title} />
      <Row>
        {player.jump && (
          <Jump type="button" onClick={player.jump}>
            {fill(labels.jumpToPeak, named)}
          </Jump>
        )}
        {versions.length > 1 && (
          <Versions role="group" aria-label={labels.versions}>
            {versions.map((v, i) => (
              <Chip key={v.label} type="button" aria-pressed={i === index} onClick={() => player.choose(i)}>
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
        {pageUrl && <CopyLink url={pageUrl} labels={labels} />}
      </Row>
      {buy && <LicenseNow offer={buy} version={version.label} quote={{ href: licenceHrefs[index]!, inPlace }} />}
    </div>
  );
}
