import styled from '@emotion/styled';
import type { TagGroup } from '../../../functions/src/contract/site-config.generated.ts';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { plainList } from '../../theme/plain-list.ts';
import type { SectionProps } from '../define.ts';

const Cards = styled('ul')`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  ${plainList}
  ${({ theme }) => theme.mq.md} {
    gap: 1.5rem;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Card = styled('li')`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
`;

const Picture = styled('img')`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
`;

const CardBody = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1rem 1.25rem;
  ${({ theme }) => theme.mq.md} {
    padding: 1.25rem 1.25rem 1.5rem;
  }
`;

/** Name first in reading order, category shown above it as a label. */
const Name = styled('h3')`
  font-size: 1.125rem;
  order: 1;
`;

const Category = styled('p')`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const Groups = styled('div')`
  display: grid;
  gap: 2.5rem;
  margin-top: 3.5rem;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const GroupHeading = styled('h3')`
  font-size: 1.25rem;
  margin-bottom: 1rem;
`;

const Pills = styled('ul')`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem;
  ${plainList}
`;

const Pill = styled('li')<{ $tone: 'accent' | 'plain' }>`
  padding: 0.4rem 0.95rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.border)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? `color-mix(in srgb, ${theme.colors.accent} 10%, transparent)` : theme.colors.background)};
`;

function Tags({ group, tone }: { group: TagGroup; tone: 'accent' | 'plain' }) {
  return (
    <div>
      <GroupHeading>{group.heading}</GroupHeading>
      <Pills>
        {group.items.map((item, index) => (
          <Pill key={index} $tone={tone}>
            {item}
          </Pill>
        ))}
      </Pills>
    </div>
  );
}

export default function InfluencesSection({ section }: SectionProps<'influences'>) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} tone="alt">
      {section.influencers.length > 0 && (
        <Cards>
          {section.influencers.map((influencer, index) => (
            <Card key={index}>
              <Picture
                src={influencer.image.src}
                alt={influencer.image.alt}
                width={influencer.image.width}
                height={influencer.image.height}
                loading="lazy"
                decoding="async"
              />
              <CardBody>
                <Name>{influencer.name}</Name>
                <Category>{influencer.category}</Category>
              </CardBody>
            </Card>
          ))}
        </Cards>
      )}
      {(section.tags || section.genres) && (
        <Groups>
          {section.tags && <Tags group={section.tags} tone="plain" />}
          {section.genres && <Tags group={section.genres} tone="accent" />}
        </Groups>
      )}
    </SectionShell>
  );
}
