import styled from '@emotion/styled';
import { Embed } from '../../embeds/Embed.tsx';
import { SectionShell } from '../../layout/SectionShell.tsx';
import { plainList } from '../../theme/plain-list.ts';
import type { SectionProps } from '../define.ts';

const Grid = styled('ul')`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  ${plainList}
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled('li')`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** The player leads visually; the heading stays first in reading order. */
const Media = styled('div')`
  order: -1;
`;

const Title = styled('h3')`
  font-size: 1.1875rem;
`;

const Description = styled('p')`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 0.9375rem;
  margin-top: 0.25rem;
`;

export default function VideosSection({ section }: SectionProps<'videos'>) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <Grid>
        {section.videos.map((video) => (
          <Card key={video.id}>
            <div>
              <Title>{video.title}</Title>
              {video.description && <Description>{video.description}</Description>}
            </div>
            <Media>
              <Embed
                url={video.url}
                title={video.title}
                ratio={section.ratio}
                load={video.load}
                poster={video.poster}
              />
            </Media>
          </Card>
        ))}
      </Grid>
    </SectionShell>
  );
}
