import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Container } from './Container.tsx';
import { OneSheetLink } from './OneSheetLink.tsx';
import { pageHeading } from '../theme/page-heading.ts';

type Tone = 'default' | 'alt';

const Section = styled('section')<{ $tone: Tone }>`
  padding-block: 4.5rem;
  scroll-margin-top: ${({ theme }) => theme.navHeight};
  background: ${({ theme, $tone }) => ($tone === 'alt' ? theme.colors.surface : 'transparent')};
  ${({ theme }) => theme.mq.md} {
    padding-block: 6rem;
  }
`;

const Header = styled('header')`
  max-width: 42rem;
  margin-bottom: 2.5rem;
`;

const Eyebrow = styled('p')`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  margin-bottom: 0.75rem;
`;

const Heading = styled('h2')`
  ${pageHeading}
`;

const Intro = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 1.0625rem;
  margin-top: 1rem;
`;

interface SectionShellProps {
  id: string;
  eyebrow?: string | undefined;
  heading?: string | undefined;
  intro?: string | undefined;
  tone?: Tone;
  children: ReactNode;
}

/** The one wrapper every section renders itself in: anchor, heading and content column. */
export function SectionShell({ id, eyebrow, heading, intro, tone = 'default', children }: SectionShellProps) {
  const headingId = useId();
  return (
    <Section id={id} $tone={tone} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {(eyebrow || heading || intro) && (
          <Header>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {heading && <Heading id={headingId}>{heading}</Heading>}
            {intro && <Intro>{intro}</Intro>}
          </Header>
        )}
        {children}
        <OneSheetLink at={id} />
      </Container>
    </Section>
  );
}
