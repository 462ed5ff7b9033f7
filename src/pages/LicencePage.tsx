import styled from '@emotion/styled';
import { LICENCE_ENDPOINTS, ACCEPT_COMPANY_MAX, ACCEPT_NAME_MAX } from '../../functions/src/contract/licence-model.ts';
import { PAYMENT_ENDPOINTS } from '../../functions/src/contract/payment-model.ts';
import { useSiteConfig } from '../config/SiteConfigContext.tsx';
import { licenceRequestSectionId } from './licence-contact.ts';
import { pageLabels, type LicenceLabels } from './licence-facts.ts';
import { QUOTE_PARTS as PART } from './licence-parts.ts';
import { Column, Facts, Heading, Muted, SubHeading } from './licence-styles.ts';
import { IssuedLicence } from './IssuedLicence.tsx';
import { LicenceShell } from './LicenceShell.tsx';
import showQuote from './LicenceQuote.island.ts';

const Fee = styled('p')`
  font-size: clamp(1.75rem, 4vw, 2.25rem);
  font-weight: 700;
  margin-top: 1.25rem;
  span {
    display: block;
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const Note = styled('p')`
  margin-top: 1rem;
  white-space: pre-line;
`;

const List = styled('ul')`
  padding-inline-start: 1.25rem;
  li + li {
    margin-top: 0.5rem;
  }
`;

const Clauses = styled('div')`
  h3 {
    font-size: 1rem;
    margin-top: 1.25rem;
  }
  p {
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Form = styled('form')`
  margin-top: 2.5rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: 1rem;
  &[hidden] {
    display: none;
  }
  label {
    display: grid;
    gap: 0.375rem;
    font-weight: 700;
  }
  input[type='text'] {
    font: inherit;
    font-weight: 400;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  .agree {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    font-weight: 400;
  }
  .agree input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.125rem;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  button {
    font: inherit;
    font-weight: 700;
    min-height: 2.75rem;
    padding: 0.5rem 1.5rem;
    justify-self: start;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/**
 * A buyer's quote, `/l/<token>`: one shell for every link, inside the site's header and footer,
 * with every part the page may show hidden until the script island fills it from
 * `getLicenceQuote`'s answer. No term, fee or name is in the file.
 */
export function LicencePage() {
  const config = useSiteConfig();
  const labels = pageLabels(config.licensing.labels);
  const payment = config.licensing.payment;
  const contactHref = `/#${licenceRequestSectionId(config.sections)}`;
  const props = {
    open: LICENCE_ENDPOINTS.open.path,
    accept: LICENCE_ENDPOINTS.accept.path,
    lang: config.site.lang,
    artist: config.artist.name,
    labels,
    // Only a site that takes payment carries its words: another's page stays as it was.
    ...(payment && {
      pay: {
        endpoint: PAYMENT_ENDPOINTS.payQuote.path,
        labels: { payAccept: payment.labels.payAccept, paying: payment.labels.paying },
      },
    }),
  };
  const noScript = (
    <>
      {labels.noScript} <a href={contactHref}>{labels.contact}</a>
    </>
  );
  return (
    <LicenceShell
      island={showQuote}
      props={props}
      eyebrow={labels.loading}
      noScript={noScript}
      body={<QuoteBody labels={labels} />}
    >
      <Heading data-part={PART.title} />
      <Muted data-part={PART.for} hidden />
      <Fee data-part={PART.fee} hidden />
      <Muted data-part={PART.expires} hidden />
      <Note data-part={PART.note} hidden />
      <Muted data-part={PART.unavailable} hidden>
        <span data-part={PART.unavailableText}>{labels.unavailableText}</span>{' '}
        <a href={contactHref}>{labels.contact}</a>
      </Muted>
    </LicenceShell>
  );
}

/** The quote itself, hidden until it is in: its facts, its terms, then the licence or the form. */
function QuoteBody({ labels }: { labels: LicenceLabels }) {
  return (
    <Column data-part={PART.body} hidden>
      <Facts data-part={PART.facts} />
      <SubHeading>{labels.summary}</SubHeading>
      <h3>{labels.granted}</h3>
      <List data-part={PART.granted} />
      <h3>{labels.notGranted}</h3>
      <List data-part={PART.notGranted} />
      <SubHeading>{labels.fullTerms}</SubHeading>
      <Clauses data-part={PART.clauses} />
      <IssuedLicence labels={labels} />
      <AcceptForm labels={labels} />
    </Column>
  );
}

/** The acceptance: the buyer's name and company, the agreement, the press. */
function AcceptForm({ labels }: { labels: LicenceLabels }) {
  return (
    <Form data-part={PART.form} hidden noValidate>
      <label>
        {labels.yourName}
        <input type="text" name="name" autoComplete="name" required maxLength={ACCEPT_NAME_MAX} />
      </label>
      <label>
        {labels.yourCompany}
        <input type="text" name="company" autoComplete="organization" required maxLength={ACCEPT_COMPANY_MAX} />
      </label>
      <label className="agree">
        <input type="checkbox" name="agree" required />
        <span>{labels.agree}</span>
      </label>
      <Muted data-part={PART.filesComing} />
      <button type="submit">{labels.accept}</button>
      <Muted data-part={PART.refused} role="alert" />
    </Form>
  );
}
