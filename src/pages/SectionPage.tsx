import styled from '@emotion/styled';
import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Container } from '../layout/Container.tsx';
import { linkTarget } from '../theme/link-target.ts';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PageItemProvider, PageNumberProvider, PlacementProvider } from '../sections/placement.tsx';
import { SectionList } from '../sections/SectionList.tsx';

const Back = styled('p')`
  padding-top: 1rem;
  a {
    ${({ theme }) => linkTarget(theme)}
  }
`;

/**
 * A section on a page of its own (its type's `pages` hook), inside the site's header and footer:
 * in full, one of its numbered pages (`page`), or one entry of it (`item`) that the section's
 * renderer shows alone.
 */
export function SectionPage({
  section,
  item,
  page = 1,
}: {
  section: Section;
  item?: string | undefined;
  page?: number | undefined;
}) {
  const { strings } = useSiteConfig();
  return (
    <PlacementProvider value="page">
      <PageItemProvider value={item}>
        <PageNumberProvider value={page}>
          <PageLayout>
            <Container>
              <Back>
                <a href="/">{strings.backLink}</a>
              </Back>
            </Container>
            <SectionList sections={[section]} />
          </PageLayout>
        </PageNumberProvider>
      </PageItemProvider>
    </PlacementProvider>
  );
}
