import styled from '@emotion/styled';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { plainList } from '../../theme/plain-list.ts';
import type { SectionProps } from '../define.ts';

const Logos = styled('ul')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  ${plainList}
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 1.25rem;
  }
`;

const Tile = styled('li')`
  display: grid;
  place-items: center;
  padding: 1.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    max-width: 12.5rem;
    opacity: 0.82;
    transition: opacity 0.2s ease;
  }
  ${({ theme }) => theme.mq.hover} {
    &:hover img {
      opacity: 1;
    }
  }
`;

export default function FeaturedInSection({ section }: SectionProps<'featured-in'>) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <Logos>
        {section.logos.map(({ name, image }, index) => (
          <Tile key={`${index}-${name}`}>
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
          </Tile>
        ))}
      </Logos>
    </SectionShell>
  );
}
