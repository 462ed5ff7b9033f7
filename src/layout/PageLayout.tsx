import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Footer } from './Footer.tsx';
import { MAIN_ID } from './landmarks.ts';
import { NavBar } from './NavBar.tsx';
import { SkipLink } from './SkipLink.tsx';

// Focused only as the skip link's and scroll-to-top's target; it is not a control, so no ring.
const Main = styled('main')`
  &:focus {
    outline: none;
  }
`;

/** What every page but the not-found page shares: skip link, header with brand and navigation, footer. */
export function PageLayout({ children }: { children: ReactNode }) {
  const { strings } = useSiteConfig();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{strings.skipLink}</SkipLink>
      <NavBar />
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
