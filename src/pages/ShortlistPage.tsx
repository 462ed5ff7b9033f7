import styled from '@emotion/styled';
import { SHORTLIST_ENDPOINTS } from '../../functions/src/contract/shortlist-endpoints.ts';
import type { Section } from '../../functions/src/contract/site-config.generated.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Island } from '../islands/Island.tsx';
import { Container } from '../layout/Container.tsx';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PlacementProvider } from '../sections/placement.tsx';
import { definitionFor } from '../sections/registry.ts';
import { pageHeading } from '../theme/page-heading.ts';
import { fill } from '../../functions/src/contract/fill.ts';
import { fillNodes } from '../ui/fill-nodes.tsx';
import { noScript } from '../ui/no-script.ts';
import showShortlist from './ShortlistView.island.ts';

// The cards arrive after the first paint. A page at least a screen tall keeps the footer below
// the fold until then, so nothing in view moves when they push it down.
const Main = styled('div')`
  min-height: 100vh;
  padding-block: 3rem 4.5rem;
  ${({ theme }) => theme.mq.md} {
    padding-block: 4rem 6rem;
  }
`;

const Header = styled('header')`
  max-width: 42rem;
  margin-bottom: 2rem;
`;

const Heading = styled('h1')`
  ${pageHeading}
`;

const For = styled('p')`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  margin-top: 0.75rem;
`;

const Note = styled('p')`
  font-size: 1.0625rem;
  margin-top: 1rem;
  white-space: pre-line;
`;

const Muted = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.875rem;
  margin-top: 1rem;
  &:empty {
    display: none;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const WithoutScript = styled(Muted)`
  display: none;
  ${noScript} {
    display: block;
  }
`;

/**
 * A recipient's private shortlist, `/s/<token>`: one shell for every link, inside the site's
 * header and footer, with every part the page may show, hidden until the script island fills it
 * from `getShortlist`'s answer. The tracks are not in it: they come in that answer.
 */
export function ShortlistPage({ section }: { section: Section }) {
  const config = useSiteConfig();
  const view = definitionFor(section)?.shortlistView;
  if (!view) throw new Error(`Section type '${section.type}' has no shortlistView hook`);
  const texts = view.texts(section);
  const props = {
    open: SHORTLIST_ENDPOINTS.open.path,
    artist: config.artist.name,
    unavailable: texts.unavailable,
    failed: texts.failed,
  };
  return (
    // A page of its own: the header's and footer's links lead to the home page's parts.
    <PlacementProvider value="page">
      <PageLayout>
        <Main>
          <Container>
            {/* Visible: it is the top of the page, so it wakes at once. */}
            <Island of={showShortlist} when="visible" display="block" props={props}>
              <Header data-part="header" aria-busy="true">
                <Heading data-part="title">{texts.loading}</Heading>
                <For data-part="recipient" hidden>
                  {fillNodes(texts.recipient, { name: <span data-part="name" /> })}
                </For>
                <Note data-part="note" hidden />
                <Muted data-part="counted" hidden>
                  {fill(texts.counted, { artist: config.artist.name })}
                </Muted>
                <Muted data-part="unavailable" hidden>
                  {texts.unavailableText} <a href={texts.contactHref}>{texts.contact}</a>
                </Muted>
                <WithoutScript>
                  {texts.noScript} <a href={texts.contactHref}>{texts.contact}</a>
                </WithoutScript>
                {/* Empty until the request fails: an alert is read when its text arrives. */}
                <Muted data-part="failed" role="alert" />
              </Header>
              <div data-part="cards" />
            </Island>
          </Container>
        </Main>
      </PageLayout>
    </PlacementProvider>
  );
}
