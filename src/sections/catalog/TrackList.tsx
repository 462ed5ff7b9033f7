import styled from '@emotion/styled';
import { plainList } from '../../theme/plain-list.ts';

/** The tracks' cards, one column on a phone and two from the large breakpoint: the catalog's and a shortlist's. */
export const TrackList = styled('ul')`
  ${plainList}
  display: grid;
  gap: 1.25rem;
  align-items: start;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;
