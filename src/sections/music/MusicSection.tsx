import styled from '@emotion/styled';
import { Embed } from '../../embeds/Embed.tsx';
import { SectionShell } from '../../layout/SectionShell.tsx';
import type { SectionProps } from '../define.ts';

const Player = styled('div')`
  max-width: 56rem;
`;

export default function MusicSection({ section }: SectionProps<'music'>) {
  const { player } = section;
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <Player>
        <Embed url={player.url} title={player.title} ratio={section.ratio} load={player.load} poster={player.poster} />
      </Player>
    </SectionShell>
  );
}
