import styled from '@emotion/styled';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { Island } from '../islands/Island.tsx';
import { Container } from '../layout/Container.tsx';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PlacementProvider } from '../sections/placement.tsx';
import { pageLabels } from './licence-facts.ts';
import { Column, Eyebrow, Heading, Main, Muted, WithoutScript } from './licence-styles.ts';
import showPaid, { type LicencePaidProps } from './LicencePaid.island.ts';

// A few seconds in all: Stripe's webhook usually arrives before the buyer, or a moment after.
const TRIES = 8;
const EVERY_MS = 1500;

const Back = styled('a')`
  display: inline-block;
  margin-top: 1.25rem;
  margin-inline-end: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  &[hidden] {
    display: none;
  }
`;

/** The licence, framed as an accepted quote's page frames it: its number, its PDF, its files. */
const Licence = styled('section')`
  margin-top: 2rem;
  padding: 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    font-size: 1.0625rem;
    margin-top: 1.5rem;
  }
  p:empty {
    display: none;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  ul {
    list-style: none;
    padding: 0;
    margin-top: 0.75rem;
  }
  li {
    display: grid;
    gap: 0.125rem;
    padding-block: 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li a {
    overflow-wrap: anywhere;
  }
  li span {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

/**
 * Where Stripe Checkout returns a buyer, `/l/paid`: a shell the script island fills with the
 * licence just paid for, or with the way back after a cancelled payment. Built only for a site
 * that takes payment (`licensing.payment`).
 */
export function LicencePaidPage() {
  const config = useSiteConfig();
  const payment = config.licensing.payment;
  if (!payment) return null;
  const labels = pageLabels(config.licensing.labels);
  const { paidTitle, issuing, inEmail, cancelled, backToQuote, backToTrack } = payment.labels;
  const props: LicencePaidProps = {
    open: LICENCE_ENDPOINTS.open.path,
    lang: config.site.lang,
    labels,
    pay: { paidTitle, issuing, inEmail, cancelled, backToQuote, backToTrack },
    tries: TRIES,
    everyMs: EVERY_MS,
  };
  return (
    <PlacementProvider value="page">
      <PageLayout>
        <Main>
          <Container>
            <Island of={showPaid} when="visible" display="block" props={props}>
              <Column data-part="header" aria-busy="true">
                <Eyebrow>{paidTitle}</Eyebrow>
                <Heading data-part="title" />
                <Muted data-part="status" role="status" />
                <WithoutScript>{inEmail}</WithoutScript>
                <Back data-part="back-quote" href="/" hidden>
                  {backToQuote}
                </Back>
                <Back data-part="back-track" href="/" hidden>
                  {backToTrack}
                </Back>
                <Licence data-part="licence" hidden aria-labelledby="paid-licence-title">
                  <p data-part="licence-text" id="paid-licence-title" />
                  <p>
                    <a data-part="pdf-link" href="/" download>
                      {labels.pdfLink}
                    </a>
                  </p>
                  <p>
                    <a data-part="verify-link" href="/">
                      {labels.verifyLink}
                    </a>
                  </p>
                  <section data-part="files" hidden aria-labelledby="paid-files">
                    <h2 id="paid-files">{labels.files}</h2>
                    <ul data-part="file-list" />
                    <Muted data-part="files-until" />
                  </section>
                </Licence>
              </Column>
            </Island>
          </Container>
        </Main>
      </PageLayout>
    </PlacementProvider>
  );
}
