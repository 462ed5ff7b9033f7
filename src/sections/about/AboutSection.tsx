import styled from '@emotion/styled';
import { SectionShell } from '../../layout/SectionShell.tsx';
import type { SectionProps } from '../define.ts';

const Layout = styled('div')`
  display: grid;
  gap: 2.5rem;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.45fr) minmax(0, 1fr);
    gap: 4rem;
    align-items: start;
  }
`;

const Copy = styled('div')`
  display: grid;
  gap: 1.25rem;
  max-width: 42rem;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 1.0625rem;
  p:first-of-type {
    color: ${({ theme }) => theme.colors.text};
    font-size: clamp(1.1875rem, 2.4vw, 1.375rem);
    line-height: 1.5;
  }
`;

const Aside = styled('div')`
  display: grid;
  gap: 1.5rem;
`;

const Portrait = styled('img')`
  width: 100%;
  border-radius: ${({ theme }) => theme.radius};
  object-fit: cover;
`;

const Highlights = styled('dl')`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: 1rem;
  margin: 0;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr;
  }
`;

// Label first in the markup so a screen reader says what a figure means before the figure.
const Highlight = styled('div')`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.25rem;
  padding: 1.25rem 1.375rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.9375rem;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(2rem, 4vw, 2.5rem);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export default function AboutSection({ section }: SectionProps<'about'>) {
  const { image, highlights } = section;
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <Layout>
        <Copy>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Copy>
        {(image || highlights.length > 0) && (
          <Aside>
            {image && (
              <Portrait
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
              />
            )}
            {highlights.length > 0 && (
              <Highlights>
                {highlights.map((highlight, index) => (
                  <Highlight key={index}>
                    <dt>{highlight.label}</dt>
                    <dd>{highlight.value}</dd>
                  </Highlight>
                ))}
              </Highlights>
            )}
          </Aside>
        )}
      </Layout>
    </SectionShell>
  );
}
