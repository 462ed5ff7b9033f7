import styled from '@emotion/styled';
import { useSiteConfig } from '../config/SiteConfigContext';
import { Footer } from '../layout/Footer';
import { MAIN_ID } from '../layout/landmarks';
import { NavBar } from '../layout/NavBar';
import { SkipLink } from '../layout/SkipLink';
import { SectionList } from '../sections/SectionList';

// Focused only as the skip link's and scroll-to-top's target; it is not a control, so no ring.
const Main = styled('main')`
  &:focus {
    outline: none;
  }
`;

export function HomePage() {
  const config = useSiteConfig();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{config.strings.skipLink}</SkipLink>
      <NavBar />
      <Main id={MAIN_ID} tabIndex={-1}>
        <SectionList sections={config.sections} />
      </Main>
      <Footer />
    </>
  );
}
