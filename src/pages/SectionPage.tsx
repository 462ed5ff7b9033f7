import styled from '@emotion/styled';
import type { Section } from '../config/site-config.generated';
import { useSiteConfig } from '../config/SiteConfigContext';
import { Container } from '../layout/Container';
import { MAIN_ID } from '../layout/landmarks';
import { PlacementProvider } from '../sections/placement';
import { SectionList } from '../sections/SectionList';

const Back = styled('p')`
  padding-top: 1.5rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A section on a page of its own (its type's `pages` hook), in full, with a way back home. */
export function SectionPage({ section }: { section: Section }) {
  const config = useSiteConfig();
  return (
    <main id={MAIN_ID}>
      <Container>
        <Back>
          <a href="/">{config.notFound.linkLabel}</a>
        </Back>
      </Container>
      <PlacementProvider value="page">
        <SectionList sections={[section]} />
      </PlacementProvider>
    </main>
  );
}
