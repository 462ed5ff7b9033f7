import styled from '@emotion/styled';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { pageLabels } from './licence-facts.ts';
import { VERIFY_PARTS as PART } from './licence-parts.ts';
import { Facts, Heading, Muted } from './licence-styles.ts';
import { LicenceShell } from './LicenceShell.tsx';
import showVerification, { type LicenceVerifyProps } from './LicenceVerify.island.ts';

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
  const payment = config.licensing.payment;
  // Only a site that takes payment carries its words: another's page stays as it was.
  const props: LicenceVerifyProps = {
    verify: LICENCE_ENDPOINTS.verify.path,
    artist: config.artist.name,
    labels,
    ...(payment && {
      payment: {
        labels: {
          payment: payment.labels.payment,
          paid: payment.labels.paid,
          refunded: payment.labels.refunded,
          disputed: payment.labels.disputed,
        },
        lang: config.site.lang,
      },
    }),
  };
  return (
    <LicenceShell island={showVerification} props={props} eyebrow={labels.verifyTitle} noScript={labels.noScript}>
      <Verdict data-part={PART.verdict} />
      <Facts data-part={PART.facts} />
      <Muted data-part={PART.note} hidden>
        {labels.verifyNote}
      </Muted>
    </LicenceShell>
  );
}
