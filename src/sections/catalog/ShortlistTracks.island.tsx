import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { ShortlistAnswer } from '../../../functions/src/shortlist/getShortlist.ts';
import type { StoredTrack } from '../../../functions/src/shortlist/model.ts';
import { licenceHref } from '../../contact/prefill';
import { fill } from '../../ui/fill';
import { PLAYER_LABELS, type TrackPlayerProps } from './player/PlayerView';
import { ListenReporter } from './shortlist/listen-reporter';
import { ShortlistPlayer } from './shortlist/ShortlistPlayer';
import { useShortlist } from './shortlist/useShortlist';
import type { ShortlistViewProps } from './shortlist/view-props';
import { TrackCard } from './TrackCard';
import { TrackList } from './TrackList';
import { Waveform } from './Waveform';
import { pageHeading } from '../../theme/page-heading';

const Header = styled('header')`
  max-width: 42rem;
  margin-bottom: 2rem;
`;

const Heading = styled('h1')`
  ${pageHeading}
`;

const For = styled('p')`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  margin-top: 0.75rem;
`;

const Note = styled('p')`
  font-size: 1.0625rem;
  margin-top: 1rem;
  white-space: pre-line;
`;

const Muted = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  margin-top: 1rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const pickLabels = (labels: ShortlistViewProps['labels']): TrackPlayerProps['labels'] =>
  Object.fromEntries(PLAYER_LABELS.map((key) => [key, labels[key]])) as TrackPlayerProps['labels'];

/** One stored track's player props: its versions as the shortlist offers them, each with its licence link. */
function playerPropsOf(track: StoredTrack, shortlist: ShortlistAnswer, { labels, artist, contactTarget }: ShortlistViewProps): TrackPlayerProps {
  return {
    title: track.title,
    download: shortlist.downloads,
    artist,
    versions: track.versions.map((version) => ({ label: version.label, src: version.audio, duration: version.durationSeconds })),
    // The form is on the home page: the link loads it there with the track and version filled in,
    // and the request names the shortlist.
    licenceHrefs: track.versions.map((version) => `/${licenceHref(contactTarget, track.title, version.label, shortlist.id)}`),
    inPlace: false,
    labels: pickLabels(labels),
  };
}

function Ready({ token, shortlist, props }: { token: string; shortlist: ShortlistAnswer; props: ShortlistViewProps }) {
  const { labels } = props;
  const [reporter] = useState(() => new ListenReporter(props.listen, token));
  useEffect(() => {
    // An opened page is a visit and nothing more; it is reported with the first report or on leaving.
    reporter.log.visit();
    return reporter.attach();
  }, [reporter]);
  useEffect(() => {
    // The shell's title names no one; the tab shows what was sent once it is known.
    document.title = `${shortlist.title} | ${props.artist}`;
  }, [shortlist.title, props.artist]);
  return (
    <>
      <Header>
        <Heading>{shortlist.title}</Heading>
        {shortlist.recipient.name && <For>{fill(labels.shortlistFor, { name: shortlist.recipient.name })}</For>}
        {shortlist.note && <Note>{shortlist.note}</Note>}
        <Muted>{fill(labels.shortlistCounted, { artist: props.artist })}</Muted>
      </Header>
      <TrackList>
        {shortlist.tracks.map((track) => (
          <TrackCard
            key={track.id}
            track={track}
            labels={labels}
            id={`shortlist-${track.id}`}
            heading="h2"
            length={track.versions[0]?.durationSeconds}
            player={
              <ShortlistPlayer key={track.id} track={track} reporter={reporter} {...playerPropsOf(track, shortlist, props)}>
                {track.versions[0]?.peaks && <Waveform peaks={track.versions[0].peaks} />}
              </ShortlistPlayer>
            }
          />
        ))}
      </TrackList>
    </>
  );
}

/**
 * A recipient's shortlist: asks for it with the link's token once, then shows its title, who it
 * is for, its note, the line saying plays are counted, and each track with the catalog's card and
 * player. A link that does not open shows no track, only the way to ask for a new one.
 */
export default function ShortlistTracks(props: ShortlistViewProps) {
  const state = useShortlist(props.open);
  const { labels } = props;
  if (state.status === 'ready') return <Ready token={state.token} shortlist={state.shortlist} props={props} />;
  if (state.status === 'loading') {
    return (
      <Header aria-busy="true">
        <Heading>{labels.shortlistLoading}</Heading>
      </Header>
    );
  }
  return (
    <Header>
      <Heading>{state.status === 'unavailable' ? labels.shortlistUnavailable : labels.shortlistLoading}</Heading>
      {state.status === 'unavailable' ? (
        <Muted>
          {labels.shortlistUnavailableText} <a href={`/#${props.contactTarget}`}>{labels.shortlistContact}</a>
        </Muted>
      ) : (
        <Muted role="alert">{labels.shortlistOffline}</Muted>
      )}
    </Header>
  );
}
