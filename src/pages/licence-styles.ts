import styled from '@emotion/styled';
import { pageHeading } from '../theme/page-heading.ts';
import { noScript } from '../ui/no-script.ts';

/** What the quote and verification pages share: their frame, headings and notices. */

// The facts arrive after the first paint: a page at least a screen tall keeps the footer below the
// fold until then, so nothing in view moves when they push it down.
export const Main = styled('div')`
  min-height: 100vh;
  padding-block: 3rem 4.5rem;
  ${({ theme }) => theme.mq.md} {
    padding-block: 4rem 6rem;
  }
`;

export const Column = styled('div')`
  max-width: 46rem;
`;

export const Eyebrow = styled('p')`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  font-size: 0.8125rem;
`;

export const Heading = styled('h1')`
  ${pageHeading}
  margin-top: 0.5rem;
  overflow-wrap: anywhere;
`;

export const SubHeading = styled('h2')`
  font-size: 1.25rem;
  margin-top: 2.5rem;
  margin-bottom: 0.75rem;
`;

export const Muted = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
  margin-top: 0.75rem;
  &:empty {
    display: none;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const WithoutScript = styled(Muted)`
  display: none;
  ${noScript} {
    display: block;
  }
`;

/** Label and value side by side from a tablet up, stacked on a phone. */
export const Facts = styled('dl')`
  display: grid;
  grid-template-columns: 1fr;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: 1.5rem;
  div {
    display: grid;
    gap: 0.125rem 1.5rem;
    padding-block: 0.625rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.mq.sm} {
      grid-template-columns: 11rem 1fr;
    }
  }
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
