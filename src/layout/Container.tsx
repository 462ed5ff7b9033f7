import styled from '@emotion/styled';

/** The centred content column every section and the nav share. */
export const Container = styled('div')`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin-inline: auto;
  padding-inline: 1.25rem;
  ${({ theme }) => theme.mq.md} {
    padding-inline: 2rem;
  }
`;
