import styled from '@emotion/styled';

/** Hidden until focused, so keyboard users can jump past the navigation. */
export const SkipLink = styled('a')`
  position: absolute;
  inset-inline-start: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  text-decoration: none;
  &:focus {
    top: 1rem;
  }
`;
