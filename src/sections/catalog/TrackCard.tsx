import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { plainList } from '../../theme/plain-list.ts';
import { AiNote } from './AiNote.tsx';
import { tempoWords } from './heard-tracks.ts';
import { RightsBlock, type CardRights } from './RightsBlock.tsx';
import { trackLength } from './time.ts';
import { TrackDetails, type DetailFields } from './TrackDetails.tsx';

/**
 * What the card shows of a track: the config's, or the copy a shortlist stores. `ai` is the
 * disclosure that applies, the track's own or the catalog's default.
 */
export type CardTrack = Pick<
  CatalogSection['tracks'][number],
  | 'id'
  | 'title'
  | 'bpm'
  | 'key'
  | 'measured'
  | 'moods'
  | 'genres'
  | 'vocals'
  | 'explicit'
  | 'description'
  | 'stems'
  | 'ai'
  | 'loudness'
> &
  DetailFields & {
    rights: CardRights;
  };
type Labels = CatalogSection['labels'];

const Card = styled('li')`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  &[hidden] {
    display: none;
  }
  /* Written by the search: the version that fits the cut asked for, why a track sounds near the one asked from. */
  [data-note] {
    margin-top: 0.5rem;
    font-size: 0.875rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Top = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Title = styled('h3')`
  font-size: 1.25rem;
  a {
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Marks = styled('ul')`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  li {
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 700;
    border: 1px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Facts = styled('dl')`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0.75rem 0;
  font-size: 0.875rem;
  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  dd {
    margin: 0;
  }
`;

const Like = styled('a')`
  display: inline-block;
  margin-bottom: 0.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Description = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
  margin-bottom: 0.75rem;
`;

interface TrackCardProps {
  track: CardTrack;
  labels: Labels;
  /** The card's element id, the track's address on the page. */
  id: string;
  /** The main file's length in seconds, when the build read it. */
  length?: number | undefined;
  /** The track's player: on a prerendered page an island, in a page rendered in the browser the player itself. */
  player: ReactNode;
  /** The title's level: below a section's h2, or right below a page's h1 (a shortlist). */
  heading?: 'h2' | 'h3';
  /** The page's language, to name the language of the vocals in it. */
  lang: string;
  /** The track's own page, which the title links to; none on that page itself or on a shortlist. */
  href?: string | undefined;
  /** Where "more like this" leads: the list on the track's page; none where the build heard no audio. */
  likeHref?: string | undefined;
}

/**
 * One track as a buyer judges it: title and marks, facts, description, the player and the
 * rights. A list item, named by its track's id for the search to show, hide and order.
 */
export function TrackCard({ track, labels, id, length, player, heading = 'h3', lang, href, likeHref }: TrackCardProps) {
  const marks = [
    track.rights.oneStop && labels.oneStop,
    track.rights.preCleared && labels.preCleared,
    track.stems && labels.stems,
    track.explicit && labels.explicit,
  ].filter((mark): mark is string => Boolean(mark));
  const tempo = tempoWords(track, labels);
  return (
    <Card id={id} data-track={track.id}>
      <Top>
        <Title as={heading}>{href ? <a href={href}>{track.title}</a> : track.title}</Title>
        {marks.length > 0 && (
          <Marks>
            {marks.map((mark) => (
              <li key={mark}>{mark}</li>
            ))}
          </Marks>
        )}
      </Top>
      <Facts>
        {length !== undefined && (
          <div>
            <dt>{labels.duration}</dt>
            <dd>{trackLength(length)}</dd>
          </div>
        )}
        {tempo !== undefined && (
          <div>
            <dt>{labels.bpm}</dt>
            <dd>{tempo}</dd>
          </div>
        )}
        {track.key !== undefined && (
          <div>
            <dt>{labels.key}</dt>
            <dd>{track.key}</dd>
          </div>
        )}
        <div>
          <dt>{labels.vocals}</dt>
          <dd>{labels[track.vocals]}</dd>
        </div>
        {track.moods.length > 0 && (
          <div>
            <dt>{labels.moods}</dt>
            <dd>{track.moods.join(', ')}</dd>
          </div>
        )}
        {track.genres.length > 0 && (
          <div>
            <dt>{labels.genres}</dt>
            <dd>{track.genres.join(', ')}</dd>
          </div>
        )}
      </Facts>
      {track.description && <Description>{track.description}</Description>}
      {likeHref && (
        <Like href={likeHref} data-like={track.id}>
          {labels.moreLikeThis}
        </Like>
      )}
      {player}
      <AiNote ai={track.ai} labels={labels} />
      <TrackDetails track={track} labels={labels} lang={lang} />
      <RightsBlock rights={track.rights} labels={labels} loudness={track.loudness} />
    </Card>
  );
}
