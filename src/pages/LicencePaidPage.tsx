import styled from '@emotion/styled';
import { LICENCE_ENDPOINTS } from '../../functions/src/contract/licence-model.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { pageLabels } from './licence-facts.ts';
import { PAID_PARTS as PART } from './licence-parts.ts';
import { Column, Heading, Muted } from './licence-styles.ts';
import { IssuedLicence } from './IssuedLicence.tsx';
import { LicenceShell } from './LicenceShell.tsx';
import showPaid, { type LicencePaidProps } from './LicencePaid.island.ts';

// About twelve seconds in all: Stripe's webhook usually arrives before the buyer, or a moment after.
const TRIES = 8;
const EVERY_MS = 1500;

const Back = styled('a')`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-top: 1rem;
  margin-inline-end: 1.5rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  &[hidden] {
    display: none;
  }
`;

/**
 * Where Stripe Checkout returns a buyer, `/l/paid`: the licence shell, filled by the script island
 * with the licence just paid for (drawn as the quote page draws an accepted one), or with the way
 * back after a cancelled payment. Built only for a site that takes payment (`licensing.payment`).
 */
export function LicencePaidPage() {
  const config = useSiteConfig();
  const payment = config.licensing.payment;
  if (!payment) return null;
  const labels = pageLabels(config.licensing.labels);
  const { paidTitle, issuing, inEmail, cancelledTitle, cancelled, backToQuote, backToTrack } = payment.labels;
  const props: LicencePaidProps = {
    open: LICENCE_ENDPOINTS.open.path,
    lang: config.site.lang,
    artist: config.artist.name,
    labels,
    pay: { paidTitle, issuing, inEmail, cancelledTitle, cancelled },
    tries: TRIES,
    everyMs: EVERY_MS,
  };
  return (
    <LicenceShell
      island={showPaid}
      props={props}
      // The page says paid or cancelled only once its script has read the address.
      eyebrow={payment.labels.payment}
      noScript={inEmail}
      body={
        <Column>
          <IssuedLicence labels={labels} />
        </Column>
      }
    >
      <Heading data-part={PART.title} />
      <Muted data-part={PART.status} role="status" />
      <Back data-part={PART.backQuote} href="/" hidden>
        {backToQuote}
      </Back>
      <Back data-part={PART.backTrack} href="/" hidden>
        {backToTrack}
      </Back>
    </LicenceShell>
  );
}
