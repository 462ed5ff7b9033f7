import styled from '@emotion/styled';
import type { Section } from '../config/site-config.generated';
import { useSiteConfig } from '../config/SiteConfigContext';
import type { IslandComponent, IslandProps } from '../islands/define';
import { Island } from '../islands/Island';
import { Container } from '../layout/Container';
import { PageLayout } from '../layout/PageLayout';
import type { SectionDefinition, SectionType } from '../sections/define';
import { PlacementProvider } from '../sections/placement';
import { definitionFor } from '../sections/registry';

// The build has every section's islands at hand; the section's `shortlistView` hook names its file.
const islands = import.meta.glob<{ default: IslandComponent<IslandProps> }>('../sections/*/*.island.tsx', { eager: true });

const Main = styled('div')`
  padding-block: 3rem 4.5rem;
  ${({ theme }) => theme.mq.md} {
    padding-block: 4rem 6rem;
  }
`;

/**
 * A recipient's private shortlist, `/s/<token>`: one shell for every link, inside the site's
 * header and footer. The tracks are not in it: the section's island asks for them with the token.
 */
export function ShortlistPage({ section }: { section: Section }) {
  const config = useSiteConfig();
  const view = (definitionFor(section) as SectionDefinition<SectionType> | undefined)?.shortlistView;
  if (!view) throw new Error(`Section type '${section.type}' has no shortlistView hook`);
  const island = islands[`../sections/${section.type}/${view.island}`];
  if (!island) throw new Error(`Section type '${section.type}': src/sections/${section.type}/${view.island} does not exist`);
  return (
    // A page of its own: the header's and footer's links lead to the home page's parts.
    <PlacementProvider value="page">
      <PageLayout>
        <Main>
          <Container>
            {/* Idle: the page has nothing to show until the island asks for the shortlist. */}
            <Island of={island.default} when="idle" display="block" props={view.props(section, config)} />
          </Container>
        </Main>
      </PageLayout>
    </PlacementProvider>
  );
}
