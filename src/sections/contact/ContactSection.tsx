import styled from '@emotion/styled';
import ContactForm from '../../contact/ContactForm.island.tsx';
import { draftKey } from '../../contact/draft-storage.ts';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { Island } from '../../islands/Island.tsx';
import { SectionShell } from '../../layout/SectionShell.tsx';
import type { SectionProps } from '../define.ts';
import { licenceSettings } from './licence-config.ts';

const Layout = styled('div')<{ $withDetails: boolean }>`
  display: grid;
  gap: 2rem;
  max-width: ${({ $withDetails }) => ($withDetails ? 'none' : '48rem')};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: ${({ $withDetails }) => ($withDetails ? 'minmax(0, 1fr) minmax(0, 2fr)' : '1fr')};
    gap: 3rem;
    align-items: start;
  }
`;

// Content-sized items that wrap: an email address keeps its line rather than breaking mid-word.
const Details = styled('dl')`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  margin: 0;
  ${({ theme }) => theme.mq.sm} {
    flex-flow: row wrap;
    column-gap: 2.5rem;
  }
  ${({ theme }) => theme.mq.lg} {
    flex-direction: column;
    padding-top: 0.5rem;
  }
`;

const Detail = styled('div')`
  padding-inline-start: 1rem;
  border-inline-start: 2px solid ${({ theme }) => theme.colors.accent};
`;

const Term = styled('dt')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Value = styled('dd')`
  margin: 0.25rem 0 0;
  font-size: 1.0625rem;
  overflow-wrap: anywhere;
  & a {
    display: inline-block;
    min-height: 1.5rem; /* WCAG 2.2 target size: the link stands alone, not inside a sentence */
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-underline-offset: 0.2em;
  }
  & a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export default function ContactSection({ section }: SectionProps<'contact'>) {
  const { site, behaviour } = useSiteConfig();
  const withDetails = section.details.length > 0;
  const { fields, submitLabel, sendingLabel, success, failure, rateLimited, fieldRefused } = section;
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <Layout $withDetails={withDetails}>
        {withDetails && (
          <Details>
            {section.details.map((detail) => (
              <Detail key={`${detail.label}:${detail.value}`}>
                <Term>{detail.label}</Term>
                <Value>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</Value>
              </Detail>
            ))}
          </Details>
        )}
        <Island
          of={ContactForm}
          // Visible, not interaction: a draft to restore or a subject in the address must be in the
          // form by the time the visitor reaches it, before any key is pressed.
          when="visible"
          display="block"
          props={{
            form: { fields, submitLabel, sendingLabel, success, failure, rateLimited, fieldRefused },
            ...(section.licence && { licence: { ...section.licence, ...licenceSettings(section.licence) } }),
            draftKey: draftKey(site.url, section.id),
            subjectPrefillDelayMs: behaviour.subjectPrefillDelayMs,
          }}
        />
      </Layout>
    </SectionShell>
  );
}
