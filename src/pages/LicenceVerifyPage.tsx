import styled from '@emotion/styled';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Island } from '../islands/Island.tsx';
import { Container } from '../layout/Container.tsx';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PlacementProvider } from '../sections/placement.tsx';
import { pageLabels } from './licence-facts.ts';
import { Column, Eyebrow, Facts, Heading, Main, Muted, WithoutScript } from './licence-styles.ts';
import showVerification from './LicenceVerify.island.ts';

/** The verdict, in a colour beside the words (never the colour alone): valid, or void / expired. */
const Verdict = styled(Heading)`
  &[data-state='valid']::before,
  &[data-state='void']::before,
  &[data-state='expired']::before {
    content: '';
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    margin-inline-end: 0.35em;
    vertical-align: 0.1em;
  }
  &[data-state='valid']::before {
    background: #2e9d5b;
  }
  &[data-state='void']::before,
  &[data-state='expired']::before {
    background: #d14343;
  }
`;

/**
 * A licence's public proof, `/l/verify/<number>`: what a production shows a broadcaster or a
 * platform's dispute form. One shell for every number; the script island asks
 * `verifyLicence` and writes the verdict and the licence's facts, never its fee or anyone's
 * contact details.
 */
export function LicenceVerifyPage() {
  const config = useSiteConfig();
  const labels = pageLabels(config.licensing.labels);
  const props = { verify: LICENCE_ENDPOINTS.verify.path, artist: config.artist.name, labels };
  return (
    <PlacementProvider value="page">
      <PageLayout>
        <Main>
          <Container>
            <Island of={showVerification} when="visible" display="block" props={props}>
              <Column data-part="header" aria-busy="true">
                <Eyebrow>{labels.verifyTitle}</Eyebrow>
                <Verdict data-part="verdict" />
                <Facts data-part="facts" />
                <Muted data-part="note" hidden>
                  {labels.verifyNote}
                </Muted>
                <WithoutScript>{labels.noScript}</WithoutScript>
                <Muted data-part="failed" role="alert" />
              </Column>
            </Island>
          </Container>
        </Main>
      </PageLayout>
    </PlacementProvider>
  );
}
