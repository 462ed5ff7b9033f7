import styled from '@emotion/styled';
import { useId } from 'react';
import { linkTarget } from '../../theme/link-target.ts';
import { plainList } from '../../theme/plain-list.ts';
import type { SimilarTrack } from './sound/similar.ts';
import type { CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';

type Labels = CatalogSection['labels'];

const Box = styled('section')`
  margin-top: 2rem;
  h2 {
    font-size: 1.25rem;
    margin-bottom: 0.75rem;
  }
  ul {
    ${plainList}
    display: grid;
    gap: 0.5rem;
  }
  li {
    /* The reasons beside the title, under it on a narrow screen. */
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 0.75rem;
  }
  a {
    ${({ theme }) => linkTarget(theme)}
  }
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The tracks that sound nearest to this one, as plain links with why: it works without JavaScript. */
export function MoreLikeThis({
  id,
  tracks,
  href,
  labels,
}: {
  id: string;
  tracks: SimilarTrack[];
  href: (id: string) => string;
  labels: Labels;
}) {
  const headingId = useId();
  if (tracks.length === 0) return null;
  return (
    <Box id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{labels.moreLikeThis}</h2>
      <ul>
        {tracks.map((track) => (
          <li key={track.id}>
            <a href={href(track.id)}>{track.title}</a>
            {track.reasons.length > 0 && <span>{track.reasons.map((reason) => labels[reason]).join(', ')}</span>}
          </li>
        ))}
      </ul>
    </Box>
  );
}
